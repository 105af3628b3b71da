import { Alert, Button, Card, Flex, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../api/fetcher';
import { acceptInvite, useInvitePreview } from '../../api/household';
import { useAuth } from '../../auth/auth-context';
import { SignInForm, SignUpForm } from '../../auth/forms/AuthForms';
import { toast } from '../../toast/toast-store';

/**
 * Where an invite link leads (issue #24): whose household it is, then join — signed in at once, or after signing
 * up or in on this page, which stays here so the link is not lost.
 */
export function JoinHouseholdPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  const { data: read, error, isLoading } = useInvitePreview(token);
  // Signing up or in on this page forgets every cached read; the invite does not depend on who is signed in, so keep it.
  const [invite, setInvite] = useState(read);
  if (read && read !== invite) setInvite(read);
  const [mode, setMode] = useState<'sign-up' | 'sign-in'>('sign-up');
  const [joining, setJoining] = useState(false);

  const join = async () => {
    setJoining(true);
    try {
      const household = await acceptInvite(token);
      toast({ title: 'Joined', description: `You are now in ${household.name}.` });
      void navigate('/preferences', { replace: true });
    } catch (problem) {
      toast({ title: 'Error', description: errorMessage(problem), variant: 'destructive' });
    } finally {
      setJoining(false);
    }
  };

  return (
    <div className="fc-page" style={{ maxWidth: 560, margin: '0 auto', padding: 16 }}>
      {isLoading && !invite && <Skeleton active />}
      {error && !invite && <Result status="warning" title="This invite cannot be used" subTitle={errorMessage(error)} />}
      {invite && (
        <Card>
          <Flex vertical gap={16}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              Join {invite.householdName}
            </Typography.Title>
            <Typography.Paragraph style={{ margin: 0 }}>
              {invite.invitedBy ? `${invite.invitedBy} invited you` : 'You are invited'} to plan meals and shop from one list together. Your
              own goal, diets and allergies stay yours.
            </Typography.Paragraph>
            {isAuthenticated ? (
              <Button type="primary" size="large" loading={joining} onClick={join}>
                Join household
              </Button>
            ) : (
              <>
                <Alert type="info" showIcon title={mode === 'sign-up' ? 'Create your account to join.' : 'Sign in to join.'} />
                {mode === 'sign-up' ? <SignUpForm onSuccess={() => undefined} /> : <SignInForm onSuccess={() => undefined} />}
                <Button type="link" onClick={() => setMode(mode === 'sign-up' ? 'sign-in' : 'sign-up')}>
                  {mode === 'sign-up' ? 'I already have an account' : 'I need an account'}
                </Button>
              </>
            )}
          </Flex>
        </Card>
      )}
    </div>
  );
}
