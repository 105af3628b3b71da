import { Navigate, Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { SignInForm } from '../../auth/forms/AuthForms';
import { AuthPageFrame } from './AuthPageFrame';

/** /sign-in: where /api/login sends a logged-out browser. After signing in, '/'. */
export function SignInPage() {
  const { isAuthenticated, mode } = useAuth();
  const navigate = useNavigate();
  if (isAuthenticated) return <Navigate to="/" replace />;

  const form = <SignInForm routed onSuccess={() => navigate('/', { replace: true })} />;
  if (mode === 'clerk') return <div className="fc-auth-page">{form}</div>;
  return (
    <AuthPageFrame
      title="Sign in to Forkcast"
      footer={
        <>
          New to Forkcast? <Link to="/sign-up">Create an account</Link>
        </>
      }
    >
      {form}
    </AuthPageFrame>
  );
}
