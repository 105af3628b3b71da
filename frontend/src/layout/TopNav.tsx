import { BellOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Layout, Menu, type MenuProps } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BrandLogo } from '../components/BrandLogo';
import { activeNavKey, NAV_ITEMS } from './nav-items';
import { ProfileMenu } from './ProfileMenu';

/** The signed-in header: brand, links (inline on desktop, a drawer on mobile), bell, profile. */
export function TopNav() {
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const active = activeNavKey(pathname);
  const selectedKeys = active ? [active] : [];

  const items: MenuProps['items'] = NAV_ITEMS.map((item) => ({
    key: item.key,
    label: (
      <Link to={item.to} aria-current={item.key === active ? 'page' : undefined}>
        {item.label}
      </Link>
    ),
  }));

  return (
    <Layout.Header className="fc-topnav">
      <div className="fc-topnav__inner">
        <Button
          type="text"
          className="fc-topnav__menu-button"
          icon={<MenuOutlined />}
          aria-label="Open navigation menu"
          onClick={() => setDrawerOpen(true)}
        />
        <BrandLogo />
        <nav aria-label="Main" className="fc-topnav__links">
          <Menu mode="horizontal" selectedKeys={selectedKeys} items={items} disabledOverflow className="fc-topnav__menu" />
        </nav>
        <div className="fc-topnav__actions">
          <Button type="text" shape="circle" icon={<BellOutlined />} aria-label="Notifications" />
          <ProfileMenu />
        </div>
      </div>
      <Drawer
        title="Forkcast"
        placement="left"
        size={280}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        styles={{ body: { padding: 0 } }}
      >
        <nav aria-label="Main (mobile)">
          <Menu
            mode="inline"
            selectedKeys={selectedKeys}
            items={items}
            onClick={() => setDrawerOpen(false)}
            style={{ borderInlineEnd: 'none' }}
          />
        </nav>
      </Drawer>
    </Layout.Header>
  );
}
