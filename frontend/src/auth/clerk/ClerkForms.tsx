import { SignIn, SignUp } from '@clerk/clerk-react';

/** Clerk's hosted forms. `routed` = full pages at /sign-in and /sign-up; otherwise inside our modal. */
export function ClerkSignInForm({ routed = false }: { routed?: boolean }) {
  return routed ? (
    <SignIn routing="path" path="/sign-in" signUpUrl="/sign-up" forceRedirectUrl="/" />
  ) : (
    <SignIn routing="virtual" signUpUrl="/sign-up" forceRedirectUrl="/" />
  );
}

export function ClerkSignUpForm({ routed = false }: { routed?: boolean }) {
  return routed ? (
    <SignUp routing="path" path="/sign-up" signInUrl="/sign-in" forceRedirectUrl="/" />
  ) : (
    <SignUp routing="virtual" signInUrl="/sign-in" forceRedirectUrl="/" />
  );
}
