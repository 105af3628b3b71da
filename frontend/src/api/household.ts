/**
 * The person's household (issue #24): who they plan, shop and cook with — members with and without accounts,
 * invites by a single-use link, who eats which meals. SWR reads and writes over the generated API types.
 */
import useSWR, { mutate } from 'swr';
import { apiFetch } from './fetcher';
import { PREFERENCES_KEY } from './preferences';
import type { Schemas } from './types';

export const HOUSEHOLD_KEY = '/api/household';

export type Household = Schemas['Household'];
export type HouseholdMember = Schemas['HouseholdMember'];
export type HouseholdInvite = Schemas['HouseholdInvite'];
export type HouseholdInvitePreview = Schemas['HouseholdInvitePreview'];
export type MealAway = Schemas['MealAway'];
export type MemberPreferences = Schemas['MemberPreferences'];

const memberPath = (id: string) => `${HOUSEHOLD_KEY}/members/${encodeURIComponent(id)}`;

/** GET /api/household: a person on their own is the owner of a household of one. */
export function useHousehold() {
  return useSWR<Household, Error>(HOUSEHOLD_KEY);
}

const refresh = () => mutate(HOUSEHOLD_KEY);

/** A member without an account (a child), by name and age. */
export async function addMember(name: string, age: number): Promise<HouseholdMember> {
  const member = await apiFetch<HouseholdMember>(`${HOUSEHOLD_KEY}/members`, { method: 'POST', body: { name, age } });
  await refresh();
  return member;
}

export async function removeMember(id: string): Promise<void> {
  await apiFetch<void>(memberPath(id), { method: 'DELETE' });
  await refresh();
}

export async function leaveHousehold(): Promise<void> {
  await apiFetch<void>(`${HOUSEHOLD_KEY}/leave`, { method: 'POST' });
  // the budget and store shown are the person's own again
  await Promise.all([refresh(), mutate(PREFERENCES_KEY)]);
}

/** Who eats what: the meals of the week a member is away for. */
export async function saveMealsAway(id: string, mealsAway: MealAway[]): Promise<HouseholdMember> {
  const member = await apiFetch<HouseholdMember>(`${memberPath(id)}/meals-away`, { method: 'PUT', body: { mealsAway } });
  await refresh();
  return member;
}

/** A member-without-account's own targets and rules (a child's allergies). */
export function useMemberPreferences(id: string | null) {
  return useSWR<MemberPreferences, Error>(id ? `${memberPath(id)}/preferences` : null);
}

export async function saveMemberPreferences(id: string, changes: Partial<MemberPreferences>): Promise<MemberPreferences> {
  const key = `${memberPath(id)}/preferences`;
  const saved = await apiFetch<MemberPreferences>(key, { method: 'PATCH', body: changes });
  await mutate(key, saved, { revalidate: false });
  return saved;
}

/** A single-use link for an adult, valid for seven days. */
export function createInvite(): Promise<HouseholdInvite> {
  return apiFetch<HouseholdInvite>(`${HOUSEHOLD_KEY}/invites`, { method: 'POST' });
}

/** What the join page shows before the person signs in. */
export function useInvitePreview(token: string) {
  return useSWR<HouseholdInvitePreview, Error>(`${HOUSEHOLD_KEY}/invites/${encodeURIComponent(token)}`, { shouldRetryOnError: false });
}

export async function acceptInvite(token: string): Promise<Household> {
  const joined = await apiFetch<Household>(`${HOUSEHOLD_KEY}/invites/${encodeURIComponent(token)}/accept`, { method: 'POST' });
  await mutate(HOUSEHOLD_KEY, joined, { revalidate: false });
  // the budget and store shown are the household's now
  await mutate(PREFERENCES_KEY);
  return joined;
}
