import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../api/fetcher';
import { useAuth } from '../auth-context';
import { FormError } from './FormError';

interface SignInValues {
  email: string;
  password: string;
}

/**
 * Email + password sign-in. Only emptiness is checked here; the server validates everything
 * else and its message (400, 401 'Invalid email or password') shows under the form.
 */
export function LocalSignInForm({ onSuccess }: { onSuccess: () => void }) {
  const { signIn } = useAuth();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (values: SignInValues) => {
    setSubmitting(true);
    setError(null);
    try {
      await signIn(values.email.trim(), values.password);
      onSuccess();
    } catch (err) {
      setError(errorMessage(err, 'Could not sign in. Please try again.'));
      setSubmitting(false);
    }
  };

  return (
    <Form<SignInValues> layout="vertical" name="sign-in" requiredMark={false} onFinish={onFinish} disabled={submitting}>
      <Form.Item label="Email" name="email" rules={[{ required: true, whitespace: true, message: 'Please enter your email' }]}>
        <Input prefix={<MailOutlined />} autoComplete="email" inputMode="email" placeholder="you@example.com" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Please enter your password' }]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        Sign in
      </Button>
      <FormError message={error} />
    </Form>
  );
}
