import { describe, expect, it } from 'vitest';
import { userDisplayEmail, userDisplayName, userInitial } from './user-display';

describe('userInitial', () => {
  it('takes the first letter of the first name, else last name, else email, else U', () => {
    expect(userInitial({ firstName: 'ada', lastName: 'Lovelace', email: 'x@example.com' })).toBe('A');
    expect(userInitial({ firstName: null, lastName: 'lovelace', email: 'x@example.com' })).toBe('L');
    expect(userInitial({ firstName: '', lastName: ' ', email: 'zed@example.com' })).toBe('Z');
    expect(userInitial({ firstName: null, lastName: null, email: null })).toBe('U');
    expect(userInitial(null)).toBe('U');
  });
});

describe('userDisplayName', () => {
  it('shows the full name, or the one part that exists, else "User"', () => {
    expect(userDisplayName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(userDisplayName({ firstName: 'Ada', lastName: null })).toBe('Ada');
    expect(userDisplayName({ firstName: null, lastName: 'Lovelace' })).toBe('Lovelace');
    expect(userDisplayName({ firstName: null, lastName: null, email: 'a@b.c' })).toBe('User');
    expect(userDisplayName(undefined)).toBe('User');
  });
});

describe('userDisplayEmail', () => {
  it('shows the email, else "No email"', () => {
    expect(userDisplayEmail({ email: 'ada@example.com' })).toBe('ada@example.com');
    expect(userDisplayEmail({ email: null })).toBe('No email');
    expect(userDisplayEmail({ email: '' })).toBe('No email');
    expect(userDisplayEmail(null)).toBe('No email');
  });
});
