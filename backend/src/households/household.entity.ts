import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import type { MealType } from '../kitchen/vocabulary.js';

/** The owner made it and invites; an adult joined by an invite (or was added by name); a child is added by name. */
export type MemberRole = 'owner' | 'adult' | 'child';

/** A meal of the week a member does not eat at home (a child's school lunch); dayOfWeek as the plan's (0 = Sunday). */
export interface MealAway {
  dayOfWeek: number;
  mealType: MealType;
}

/**
 * The preferences of a member without an account, kept with the member (a person with an account keeps theirs in
 * `preferences`, which they edit themselves). The same fields and rules as the Preferences screen.
 */
export interface MemberPreferences {
  dietaryRestrictions: string[];
  allergies: string[];
  dislikedIngredients: string[];
  calorieGoal: number;
  proteinGoal: number | null;
  mealShares: { breakfast: number; lunch: number; dinner: number } | null;
}

const HouseholdSchema = defineEntity({
  name: 'Household',
  tableName: 'households',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    /** Shown to members and on an invite; null = "<owner's first name>'s household". */
    name: p.string().length(80).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class Household extends HouseholdSchema.class {}
HouseholdSchema.setClass(Household);

const HouseholdMemberSchema = defineEntity({
  name: 'HouseholdMember',
  tableName: 'household_members',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    household: () => p.manyToOne(Household).deleteRule('cascade'),
    /** The member's account; null for a member added by name (a child). A person is in one household at most. */
    user: () => p.oneToOne(User).owner().nullable().unique().deleteRule('cascade'),
    role: p.string().length(10).$type<MemberRole>(),
    /** The name the household knows them by; for a member with an account, their first name when they joined. */
    name: p.string().length(60),
    /** Kept as a year so the age stays true next year; null when not said (adults with an account). */
    birthYear: p.integer().nullable(),
    /** Only for a member without an account; null = the defaults. */
    preferences: p.json<MemberPreferences>().nullable(),
    mealsAway: p.json<MealAway[]>().default('[]'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class HouseholdMember extends HouseholdMemberSchema.class {}
HouseholdMemberSchema.setClass(HouseholdMember);

const HouseholdInviteSchema = defineEntity({
  name: 'HouseholdInvite',
  tableName: 'household_invites',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    household: () => p.manyToOne(Household).deleteRule('cascade'),
    /** sha256 of the link's token: a leaked table cannot be turned back into links. */
    tokenHash: p.string().length(64).unique(),
    invitedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    expiresAt: p.datetime(),
    /** Single use: set when someone joined with it. */
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export class HouseholdInvite extends HouseholdInviteSchema.class {}
HouseholdInviteSchema.setClass(HouseholdInvite);

export { HouseholdSchema, HouseholdMemberSchema, HouseholdInviteSchema };
