import { App as AntApp, Flex, Layout, Spin } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useAuth } from '../auth/auth-context';
import { ChatWidget } from '../components/chat/ChatWidget';
import { SyncStatus } from '../components/sync/SyncStatus';
import { useOfflineSync } from '../offline/useOfflineSync';
import { TopNav } from './TopNav';

function PageLoader() {
  return (
    <Flex role="status" align="center" justify="center" gap={12} style={{ minHeight: '40vh' }}>
      <Spin />
      <span>Loading...</span>
    </Flex>
  );
}

/**
 * Every signed-in screen: the top navigation above the page, the assistant's button and the sync status over it
 * (the device's queue of list changes runs while someone is signed in).
 * The assistant lives here, not in a screen, so a change of screen keeps its conversation.
 * antd's <App> lives here (not at the root, to keep the landing page light) so screens can use
 * `App.useApp()` for themed confirms.
 */
export function AuthenticatedLayout() {
  const { user } = useAuth();
  useOfflineSync();
  return (
    <AntApp component={false}>
      <Layout className="fc-app">
        <TopNav />
        <Layout.Content className="fc-main">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
        {/* whether the list changes made on this device are saved, over every screen */}
        <SyncStatus />
        {/* keyed by person: another person signing in on this tab starts their own conversation */}
        <ChatWidget key={user?.id ?? ''} personId={user?.id} />
      </Layout>
    </AntApp>
  );
}
