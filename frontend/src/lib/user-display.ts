/** How a person is shown in the profile menu (spec §2). Pure: no React, no I/O. */
export interface UserNameFields {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

function clean(value: string | null | undefined): string {
  return value?.trim() ?? '';
}

/** First letter of the first name, else last name, else email, else 'U' (upper-cased). */
export function userInitial(user: UserNameFields | null | undefined): string {
  const source = clean(user?.firstName) || clean(user?.lastName) || clean(user?.email);
  return source ? source.charAt(0).toUpperCase() : 'U';
}

/** 'First Last', or the one that exists, else 'User'. */
export function userDisplayName(user: UserNameFields | null | undefined): string {
  const name = [clean(user?.firstName), clean(user?.lastName)].filter(Boolean).join(' ');
  return name || 'User';
}

/** The email, else 'No email'. */
export function userDisplayEmail(user: UserNameFields | null | undefined): string {
  return clean(user?.email) || 'No email';
}
