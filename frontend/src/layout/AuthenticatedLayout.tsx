import { App as AntApp, Flex, Layout, Spin } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
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
 * Every signed-in screen: the top navigation above the page. antd's <App> lives here (not at the
 * root, to keep the landing page light) so screens can use `App.useApp()` for themed confirms.
 */
export function AuthenticatedLayout() {
  return (
    <AntApp component={false}>
      <Layout className="fc-app">
        <TopNav />
        <Layout.Content className="fc-main">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </AntApp>
  );
}
