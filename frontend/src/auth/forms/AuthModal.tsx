import { Modal, Tabs, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { SignInForm, SignUpForm } from './AuthForms';

export type AuthTab = 'sign-in' | 'sign-up';

interface AuthModalProps {
  open: boolean;
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  onClose: () => void;
}

/** Get Started: sign in or create an account without leaving the landing page (spec §1). */
export function AuthModal({ open, tab, onTabChange, onClose }: AuthModalProps) {
  const navigate = useNavigate();
  const done = () => {
    onClose();
    void navigate('/', { replace: true });
  };

  return (
    <Modal open={open} onCancel={onClose} footer={null} destroyOnHidden width={460} title="Welcome to Forkcast" centered>
      <Typography.Paragraph type="secondary">Plan your week, build your grocery list and save on every shop.</Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={(key) => onTabChange(key === 'sign-up' ? 'sign-up' : 'sign-in')}
        items={[
          { key: 'sign-in', label: 'Sign in', children: <SignInForm onSuccess={done} /> },
          { key: 'sign-up', label: 'Sign up', children: <SignUpForm onSuccess={done} /> },
        ]}
      />
    </Modal>
  );
}
