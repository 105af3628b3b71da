import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { conflict, forbidden, gone, notFound } from '../common/domain-error.js';
import { hashToken, newSessionToken } from '../auth/session-token.js';
import { User } from '../users/user.entity.js';
import { Household, HouseholdInvite, HouseholdMember, type MealAway, type MemberPreferences, type MemberRole } from './household.entity.js';
import { ageIn, birthYearFor, householdName, INVITE_DAYS, inviteState, sortedMealsAway } from './household-rules.js';
import { SeatChanges } from './seat-changes.js';
import type { AddMemberDto, MealsAwayDto, MemberPreferencesDto, UpdateMemberDto } from './dto/household.dto.js';

export interface MemberView {
  id: string;
  name: string;
  role: MemberRole;
  /** Years, from the year kept; null when not said (an adult with an account). */
  age: number | null;
  hasAccount: boolean;
  isYou: boolean;
  /** The meals of the week they are not at home for; empty = every meal. */
  mealsAway: MealAway[];
}

export interface HouseholdView {
  id: string;
  name: string;
  /** The asker's own member id. */
  you: string;
  isOwner: boolean;
  members: MemberView[];
}

export interface InviteView {
  /** The secret of the link: shown once, kept only as its hash. */
  token: string;
  /** Where the SPA takes the invited person: the household's join page. */
  joinPath: string;
  expiresAt: Date;
}

export interface InvitePreview {
  householdName: string;
  invitedBy: string | null;
  expiresAt: Date;
}

/** A member as the planner reads them (HouseholdsService.table). */
export interface TableSeat {
  memberId: string;
  name: string;
  role: MemberRole;
  /** Their account, whose preferences record holds their targets; null for a member without one. */
  userId: string | null;
  /** The preferences of a member without an account (defaults filled in); null for one with an account. */
  preferences: MemberPreferences | null;
  mealsAway: MealAway[];
}

const ROLE_ORDER: Record<MemberRole, number> = { owner: 0, adult: 1, child: 2 };

/** Defaults of a member without an account, the Preferences screen's own. */
const NEW_MEMBER_PREFERENCES: MemberPreferences = {
  dietaryRestrictions: [],
  allergies: [],
  dislikedIngredients: [],
  calorieGoal: 2000,
  proteinGoal: null,
  mealShares: null,
};

/**
 * Households (issue #24): everyone is in one — a person is the owner of a household of one until they join
 * another — its members with and without accounts, invites by a single-use link, leaving and removing.
 * A person who is not a member gets 404 for anything of the household, as for any other person's id.
 */
@Injectable()
export class HouseholdsService {
  constructor(
    private readonly em: EntityManager,
    private readonly seats: SeatChanges,
  ) {}

  /** The person's membership, making them the owner of a household of one the first time it is asked. */
  async membershipOf(userId: string): Promise<HouseholdMember> {
    const found = await this.em.fork().findOne(HouseholdMember, { user: userId }, { populate: ['household'] });
    if (found) return found;
    try {
      await this.em.fork().transactional(async (em) => {
        const user = await em.findOneOrFail(User, userId);
        const household = em.create(Household, { name: null });
        em.create(HouseholdMember, {
          household,
          user,
          role: 'owner',
          name: user.firstName?.trim() || 'You',
          birthYear: null,
          mealsAway: [],
        });
      });
    } catch (error) {
      // Two first requests at once: the other one made it, and a person is in one household only.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
    return this.em.fork().findOneOrFail(HouseholdMember, { user: userId }, { populate: ['household'] });
  }

  async view(userId: string): Promise<HouseholdView> {
    const me = await this.membershipOf(userId);
    const members = await this.em.fork().find(HouseholdMember, { household: me.household.id }, { orderBy: { createdAt: 'asc' } });
    const owner = members.find((m) => m.role === 'owner');
    const year = new Date().getUTCFullYear();
    return {
      id: me.household.id,
      name: householdName(me.household.name ?? null, owner?.name ?? null),
      you: me.id,
      isOwner: me.role === 'owner',
      members: members
        .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role])
        .map((m) => ({
          id: m.id,
          name: m.name,
          role: m.role,
          age: ageIn(year, m.birthYear ?? null),
          hasAccount: m.user !== null && m.user !== undefined,
          isYou: m.id === me.id,
          mealsAway: sortedMealsAway(m.mealsAway),
        })),
    };
  }

  /** A member without an account (a child), added by name and age. Owner only. */
  async addMember(userId: string, input: AddMemberDto): Promise<MemberView> {
    const me = await this.ownerOnly(userId, 'add members');
    const em = this.em.fork();
    const member = em.create(HouseholdMember, {
      household: me.household.id,
      user: null,
      role: input.age < 18 ? 'child' : 'adult',
      name: input.name,
      birthYear: birthYearFor(new Date().getUTCFullYear(), input.age),
      preferences: { ...NEW_MEMBER_PREFERENCES },
      mealsAway: [],
    });
    await em.flush();
    return this.memberView(userId, member.id);
  }

  /** Name and age: the owner for anyone, a member for themself. */
  async updateMember(userId: string, memberId: string, input: UpdateMemberDto): Promise<MemberView> {
    await this.changeable(userId, memberId, 'change another member');
    const em = this.em.fork();
    const member = await em.findOneOrFail(HouseholdMember, memberId);
    if (input.name !== undefined) member.name = input.name;
    if (input.age !== undefined) member.birthYear = birthYearFor(new Date().getUTCFullYear(), input.age);
    await em.flush();
    return this.memberView(userId, memberId);
  }

  /** Who eats what: the meals a member is away for. The owner for anyone, a member for themself. */
  async setMealsAway(userId: string, memberId: string, input: MealsAwayDto): Promise<MemberView> {
    await this.changeable(userId, memberId, "change another member's meals");
    const em = this.em.fork();
    const member = await em.findOneOrFail(HouseholdMember, memberId);
    member.mealsAway = sortedMealsAway(input.mealsAway.map((m) => ({ dayOfWeek: m.dayOfWeek, mealType: m.mealType })));
    await em.flush();
    return this.memberView(userId, memberId);
  }

  /** A member's own targets and rules: those of a member without an account, kept with them. */
  async memberPreferences(userId: string, memberId: string): Promise<MemberPreferences> {
    const member = await this.memberOfMine(userId, memberId);
    if (member.user) throw conflict(`${member.name} keeps their own preferences: they change them on their Settings page.`);
    return { ...NEW_MEMBER_PREFERENCES, ...(member.preferences ?? {}) };
  }

  /** The account of a member of the person's household (to read their own preferences); null for one without. */
  async accountOf(userId: string, memberId: string): Promise<string | null> {
    const member = await this.memberOfMine(userId, memberId);
    return member.user?.id ?? null;
  }

  /** Saves what was sent of a member-without-account's preferences; the owner only. */
  async saveMemberPreferences(userId: string, memberId: string, input: MemberPreferencesDto): Promise<MemberPreferences> {
    const current = await this.memberPreferences(userId, memberId);
    await this.ownerOnly(userId, "change a member's preferences");
    const next: MemberPreferences = {
      dietaryRestrictions: input.dietaryRestrictions ?? current.dietaryRestrictions,
      allergies: input.allergies ?? current.allergies,
      dislikedIngredients: input.dislikedIngredients ?? current.dislikedIngredients,
      calorieGoal: input.calorieGoal ?? current.calorieGoal,
      proteinGoal: input.proteinGoal === undefined ? current.proteinGoal : input.proteinGoal,
      mealShares:
        input.mealShares === undefined
          ? current.mealShares
          : input.mealShares && { breakfast: input.mealShares.breakfast, lunch: input.mealShares.lunch, dinner: input.mealShares.dinner },
    };
    const em = this.em.fork();
    const member = await em.findOneOrFail(HouseholdMember, memberId);
    member.preferences = next;
    await em.flush();
    return next;
  }

  /**
   * The owner removes a member. One with an account is out at once: every later request of theirs reads their own
   * household of one (made on their next request), never this one's.
   */
  async removeMember(userId: string, memberId: string): Promise<void> {
    const member = await this.memberOfMine(userId, memberId);
    const me = await this.ownerOnly(userId, 'remove members');
    if (member.id === me.id) throw conflict('You own this household: you cannot remove yourself.');
    await this.em.fork().nativeDelete(HouseholdMember, { id: member.id });
    // what they hold open of the household's (a live list) ends now, not at their next request
    if (member.user) await this.seats.seatEnded(member.user.id);
  }

  /** A member leaves; they are the owner of a household of one again. The owner cannot leave people behind. */
  async leave(userId: string): Promise<void> {
    const me = await this.membershipOf(userId);
    if (me.role === 'owner') {
      const others = await this.em.fork().count(HouseholdMember, { household: me.household.id, id: { $ne: me.id } });
      throw conflict(
        others > 0
          ? 'You own this household: remove its other members before you leave it.'
          : 'This household is yours alone: there is nothing to leave.',
      );
    }
    await this.em.fork().nativeDelete(HouseholdMember, { id: me.id });
    await this.seats.seatEnded(userId);
  }

  /** A single-use link for an adult to join, valid for seven days. Owner only. */
  async invite(userId: string): Promise<InviteView> {
    const me = await this.ownerOnly(userId, 'invite people');
    const token = newSessionToken();
    const expiresAt = new Date(Date.now() + INVITE_DAYS * 24 * 3600 * 1000);
    const em = this.em.fork();
    em.create(HouseholdInvite, { household: me.household.id, tokenHash: hashToken(token), invitedBy: userId, expiresAt, usedAt: null });
    await em.flush();
    return { token, joinPath: `/join/${token}`, expiresAt };
  }

  /** What the join page shows before the person signs up or in: whose household, until when. */
  async preview(token: string): Promise<InvitePreview> {
    const invite = await this.usableInvite(this.em.fork(), token);
    const owner = await this.em.fork().findOne(HouseholdMember, { household: invite.household.id, role: 'owner' });
    const inviter = invite.invitedBy ? await this.em.fork().findOne(User, invite.invitedBy.id) : null;
    return {
      householdName: householdName(invite.household.name ?? null, owner?.name ?? null),
      invitedBy: inviter?.firstName ?? null,
      expiresAt: invite.expiresAt,
    };
  }

  /**
   * The signed-in person joins with a link. Someone alone in their own household leaves it for this one (what
   * they made stays theirs); someone who shares a household must leave it first.
   */
  async accept(userId: string, token: string): Promise<HouseholdView> {
    const me = await this.membershipOf(userId);
    await this.em.fork().transactional(async (em) => {
      const invite = await this.usableInvite(em, token, true);
      if (invite.household.id === me.household.id) throw conflict('You are already in this household.');
      const housemates = await em.count(HouseholdMember, { household: me.household.id, id: { $ne: me.id } });
      if (housemates > 0) {
        throw conflict(
          me.role === 'owner'
            ? 'You share your own household: remove its other members before you join another.'
            : 'You are in another household: leave it before you join this one.',
        );
      }
      const user = await em.findOneOrFail(User, userId);
      await em.nativeDelete(HouseholdMember, { id: me.id });
      await em.nativeDelete(Household, { id: me.household.id });
      em.create(HouseholdMember, {
        household: invite.household.id,
        user,
        role: 'adult',
        name: user.firstName?.trim() || user.email.split('@')[0]!.slice(0, 60),
        birthYear: null,
        mealsAway: [],
      });
      invite.usedAt = new Date();
    });
    return this.view(userId);
  }

  /** A link that exists (404 otherwise) and can still be used (410 when used or past its week). */
  private async usableInvite(em: EntityManager, token: string, lock = false): Promise<HouseholdInvite> {
    const invite = await em.findOne(
      HouseholdInvite,
      { tokenHash: hashToken(token) },
      { populate: ['household'], ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) },
    );
    if (!invite) throw notFound('Invite not found');
    const state = inviteState(invite.usedAt ?? null, invite.expiresAt, new Date());
    if (state === 'used') throw gone('This invite has already been used: ask for a new link.');
    if (state === 'expired') throw gone('This invite has expired: ask for a new link.');
    return invite;
  }

  /**
   * Who eats at the person's table, for the planner: every member of their household with their role, their
   * account (whose preferences are their own record) or their kept preferences (defaults filled in), and the
   * meals they are away for.
   */
  async table(userId: string): Promise<TableSeat[]> {
    const me = await this.membershipOf(userId);
    const members = await this.em.fork().find(HouseholdMember, { household: me.household.id }, { orderBy: { createdAt: 'asc' } });
    return members
      .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role])
      .map((m) => ({
        memberId: m.id,
        name: m.name,
        role: m.role,
        userId: m.user?.id ?? null,
        preferences: m.user ? null : { ...NEW_MEMBER_PREFERENCES, ...(m.preferences ?? {}) },
        mealsAway: sortedMealsAway(m.mealsAway),
      }));
  }

  private async memberView(userId: string, memberId: string): Promise<MemberView> {
    const view = await this.view(userId);
    const member = view.members.find((m) => m.id === memberId);
    if (!member) throw notFound('Member not found');
    return member;
  }

  /** A member of the asker's household; anyone else's id answers 404. */
  private async memberOfMine(userId: string, memberId: string): Promise<HouseholdMember> {
    // Read only: a person not yet in a household has no members but themself, and a refusal writes nothing.
    const me = await this.em.fork().findOne(HouseholdMember, { user: userId });
    const member = me && (await this.em.fork().findOne(HouseholdMember, { id: memberId, household: me.household.id }));
    if (!member) throw notFound('Member not found');
    return member;
  }

  /** The owner for anyone in the household, a member for themself. */
  private async changeable(userId: string, memberId: string, what: string): Promise<void> {
    await this.memberOfMine(userId, memberId);
    const me = await this.membershipOf(userId);
    if (me.role !== 'owner' && me.id !== memberId) throw forbidden(`Only the household's owner can ${what}.`);
  }

  private async ownerOnly(userId: string, what: string): Promise<HouseholdMember> {
    const me = await this.membershipOf(userId);
    if (me.role !== 'owner') throw forbidden(`Only the household's owner can ${what}.`);
    return me;
  }
}
