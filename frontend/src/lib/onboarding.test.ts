import { afterEach, describe, expect, it } from 'vitest';
import { needsOnboarding, skipOnboarding } from './onboarding';

describe('leading a new person to Settings', () => {
  afterEach(() => window.sessionStorage.clear());

  it('leads a person who never saved preferences and has no plan', () => {
    expect(needsOnboarding({ saved: false }, 0)).toBe(true);
  });

  it('never leads a person who saved preferences, one with a plan, or while either is unknown', () => {
    expect(needsOnboarding({ saved: true }, 0)).toBe(false);
    expect(needsOnboarding({ saved: false }, 1)).toBe(false);
    expect(needsOnboarding(undefined, 0)).toBe(false);
    expect(needsOnboarding({ saved: false }, undefined)).toBe(false);
  });

  it('Skip for now stops it for the session', () => {
    skipOnboarding();
    expect(needsOnboarding({ saved: false }, 0)).toBe(false);
  });
});
