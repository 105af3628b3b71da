import { lazy, Suspense } from 'react';
import { Flex, Spin } from 'antd';
import { useAuth } from '../auth-context';
import { LocalSignInForm } from './LocalSignInForm';
import { LocalSignUpForm } from './LocalSignUpForm';

const ClerkSignInForm = lazy(() => import('../clerk/ClerkForms').then((m) => ({ default: m.ClerkSignInForm })));
const ClerkSignUpForm = lazy(() => import('../clerk/ClerkForms').then((m) => ({ default: m.ClerkSignUpForm })));

interface AuthFormProps {
  /** Called after a successful local sign-in or sign-up. */
  onSuccess: () => void;
  /** Clerk mode: true on the /sign-in and /sign-up pages (path routing), false inside the modal. */
  routed?: boolean;
}

const fallback = (
  <Flex justify="center" style={{ padding: 32 }}>
    <Spin />
  </Flex>
);

/** The sign-in form of the active provider. */
export function SignInForm({ onSuccess, routed = false }: AuthFormProps) {
  const { mode } = useAuth();
  if (mode === 'clerk') {
    return (
      <Suspense fallback={fallback}>
        <ClerkSignInForm routed={routed} />
      </Suspense>
    );
  }
  return <LocalSignInForm onSuccess={onSuccess} />;
}

/** The sign-up form of the active provider. */
export function SignUpForm({ onSuccess, routed = false }: AuthFormProps) {
  const { mode } = useAuth();
  if (mode === 'clerk') {
    return (
      <Suspense fallback={fallback}>
        <ClerkSignUpForm routed={routed} />
      </Suspense>
    );
  }
  return <LocalSignUpForm onSuccess={onSuccess} />;
}
