import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../api/fetcher';
import { useAuth } from '../auth-context';
import { FormError } from './FormError';

interface SignUpValues {
  firstName?: string;
  lastName?: string;
  email: string;
  password: string;
}

/**
 * Creates a local account. The server's messages (400 bad email or short password,
 * 409 'An account with this email already exists') show under the form.
 */
export function LocalSignUpForm({ onSuccess }: { onSuccess: () => void }) {
  const { signUp } = useAuth();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (values: SignUpValues) => {
    setSubmitting(true);
    setError(null);
    try {
      await signUp({ email: values.email.trim(), password: values.password, firstName: values.firstName, lastName: values.lastName });
      onSuccess();
    } catch (err) {
      setError(errorMessage(err, 'Could not create your account. Please try again.'));
      setSubmitting(false);
    }
  };

  return (
    <Form<SignUpValues> layout="vertical" name="sign-up" requiredMark={false} onFinish={onFinish} disabled={submitting}>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label="First name" name="firstName">
            <Input autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Last name" name="lastName">
            <Input autoComplete="family-name" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Email" name="email" rules={[{ required: true, whitespace: true, message: 'Please enter your email' }]}>
        <Input prefix={<MailOutlined />} autoComplete="email" inputMode="email" placeholder="you@example.com" />
      </Form.Item>
      <Form.Item
        label="Password"
        name="password"
        extra="At least 8 characters."
        rules={[{ required: true, message: 'Please choose a password' }]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        Create account
      </Button>
      <FormError message={error} />
    </Form>
  );
}
