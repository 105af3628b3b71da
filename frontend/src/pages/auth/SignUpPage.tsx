import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { SignUpForm } from '../../auth/forms/AuthForms';
import { AuthPageFrame } from './AuthPageFrame';

/** /sign-up: create an account, then '/'. */
export function SignUpPage() {
  const { isAuthenticated, mode } = useAuth();
  const navigate = useNavigate();
  if (isAuthenticated) return <Navigate to="/" replace />;

  const form = <SignUpForm routed onSuccess={() => navigate('/', { replace: true })} />;
  if (mode === 'clerk') return <div className="fc-auth-page">{form}</div>;
  return (
    <AuthPageFrame
      title="Create your account"
      footer={
        <>
          Already have an account? <Link to="/sign-in">Sign in</Link>
        </>
      }
    >
      {form}
    </AuthPageFrame>
  );
}
