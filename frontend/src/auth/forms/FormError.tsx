import { Alert } from 'antd';

/** The server's message under a sign-in or sign-up form. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert type="error" showIcon title={message} role="alert" style={{ marginTop: 16 }} data-testid="auth-error" />;
}
