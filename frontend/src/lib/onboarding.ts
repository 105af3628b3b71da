/**
 * A new person is led to Settings before an empty dashboard: until they have saved preferences once
 * (the API's `saved`) and while they have no meal plan, the dashboard sends them to /preferences?welcome.
 * "Skip for now" stops that for the tab's session, so a person who would rather look around can.
 */
export const WELCOME_PARAM = 'welcome';
export const WELCOME_PATH = `/preferences?${WELCOME_PARAM}`;
const SKIPPED_KEY = 'forkcast.onboarding.skipped';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The person chose to look around first: not led to Settings again in this tab. */
export function skipOnboarding(): void {
  try {
    storage()?.setItem(SKIPPED_KEY, '1');
  } catch {
    // refused storage: they may be led once more, which is harmless
  }
}

function skipped(): boolean {
  try {
    return storage()?.getItem(SKIPPED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Whether the dashboard should lead this person to Settings: preferences never saved and no plan yet
 * (someone with a plan already has a dashboard to look at). Unknown (still loading) is never a yes.
 */
export function needsOnboarding(preferences: { saved: boolean } | undefined, planCount: number | undefined): boolean {
  if (!preferences || planCount === undefined) return false;
  return !preferences.saved && planCount === 0 && !skipped();
}
