import { LogoutOutlined, SettingOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, theme, Typography, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { AuthUser } from '../api/types';
import { useAuth } from '../auth/auth-context';
import { userDisplayEmail, userDisplayName, userInitial } from '../lib/user-display';

function UserAvatar({ user, size }: { user: AuthUser | null; size: number }) {
  return (
    <Avatar size={size} src={user?.profileImageUrl || undefined} alt={userDisplayName(user)} className="fc-avatar">
      {userInitial(user)}
    </Avatar>
  );
}

/** Avatar button → name, email, Settings and Sign out (spec §2). */
export function ProfileMenu() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const { token } = theme.useToken();

  const items: MenuProps['items'] = [
    { key: 'settings', icon: <SettingOutlined />, label: 'Settings' },
    { type: 'divider' },
    { key: 'sign-out', icon: <LogoutOutlined />, label: 'Sign out', danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'settings') void navigate('/preferences');
    if (key === 'sign-out') void signOut();
  };

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{ items, onClick }}
      popupRender={(menu) => (
        <div
          className="fc-profile-popup"
          style={{ background: token.colorBgElevated, borderRadius: token.borderRadiusLG, boxShadow: token.boxShadowSecondary }}
        >
          <div className="fc-profile-popup__header" data-testid="profile-summary">
            <UserAvatar user={user} size={40} />
            <div className="fc-profile-popup__who">
              <Typography.Text strong ellipsis className="fc-profile-popup__name">
                {userDisplayName(user)}
              </Typography.Text>
              <Typography.Text type="secondary" ellipsis className="fc-profile-popup__email">
                {userDisplayEmail(user)}
              </Typography.Text>
            </div>
          </div>
          {menu}
        </div>
      )}
    >
      <Button
        type="text"
        shape="circle"
        aria-label="Open profile menu"
        className="fc-profile-trigger"
        style={{ padding: 0, width: 40, height: 40 }}
      >
        <UserAvatar user={user} size={34} />
      </Button>
    </Dropdown>
  );
}
