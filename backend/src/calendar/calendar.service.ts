import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { notFound } from '../common/domain-error.js';
import { JobFailure } from '../jobs/job-failure.js';
import type { JobContext, JobPayloads } from '../jobs/job-types.js';
import { JobsService } from '../jobs/jobs.service.js';
import { KitchenOwners } from '../households/kitchen-owner.js';
import { CalendarExport, CalendarFeed, type FeedScope } from './calendar.entity.js';
import { CalendarSources } from './calendar.sources.js';
import { forOnePerson, mealsOf } from './plan-meals.js';
import { feedUrlFor, hashFeedToken, newFeedToken } from './feed-token.js';
import { buildCalendar, DEFAULT_MEAL_TIMES, isValidTimeZone, type MealTimes } from './ics.js';
import { MEAL_TYPES, type MealType } from '../kitchen/vocabulary.js';

export interface ExportResult {
  exportId: string;
  /** Same-origin path of the .ics download (owner only). */
  downloadUrl: string;
  /**
   * webcal:// subscription URL of the private feed (all plans). Only the token's hash is stored, so the
   * URL can be shown only when the token is made: on the first export, or after a rotation. Later
   * exports answer null while the feed stays active (feedActive).
   */
  feedUrl: string | null;
  feedActive: boolean;
  events: number;
  timeZone: string;
  /** The meal start times used (HH:MM). */
  mealTimes: Record<MealType, string>;
}

export interface FeedStatus {
  active: boolean;
  createdAt: string | null;
  timeZone: string | null;
  mealTimes: Record<MealType, string>;
}

export type MealTimeChoice = Partial<Record<MealType, string>>;

/** An unknown, rotated or revoked feed token (and one we could never have issued, refused at the route). */
export const FEED_NOT_FOUND = 'Calendar feed not found';
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The defaults, overridden by what the person chose before, overridden by what they send now. */
export function mealTimesFrom(...choices: (MealTimeChoice | null | undefined)[]): MealTimes {
  const times: MealTimes = {
    breakfast: { ...DEFAULT_MEAL_TIMES.breakfast },
    lunch: { ...DEFAULT_MEAL_TIMES.lunch },
    dinner: { ...DEFAULT_MEAL_TIMES.dinner },
  };
  for (const choice of choices) {
    for (const slot of MEAL_TYPES) {
      const start = choice?.[slot];
      if (typeof start === 'string' && HHMM.test(start)) times[slot].start = start;
    }
  }
  return times;
}

const startsOf = (times: MealTimes): Record<MealType, string> => ({
  breakfast: times.breakfast.start,
  lunch: times.lunch.start,
  dinner: times.dinner.start,
});

@Injectable()
export class CalendarService {
  constructor(
    private readonly em: EntityManager,
    private readonly sources: CalendarSources,
    private readonly jobs: JobsService,
    private readonly kitchens: KitchenOwners,
  ) {}

  /** Checks the plan is the person's (404 otherwise) and enqueues the export: 202 { jobId }. */
  async startExport(userId: string, mealPlanId: string, timeZone: string, baseUrl: string, mealTimes?: MealTimeChoice): Promise<string> {
    const plan = await this.sources.plan(userId, mealPlanId);
    if (!plan) throw notFound('Meal plan not found');
    // A double click within 10 s finds the same job instead of exporting twice.
    const bucket = Math.floor(Date.now() / 10_000);
    const times = mealTimes
      ? Object.values(startsOf(mealTimesFrom(mealTimes)))
          .join('')
          .replace(/:/g, '')
      : 'saved';
    return this.jobs.enqueue(
      'calendar.export',
      { userId, mealPlanId, timeZone, baseUrl, ...(mealTimes ? { mealTimes } : {}) },
      { key: `export-${userId}-${mealPlanId}-${timeZone.replace(/[^A-Za-z0-9_+-]/g, '_')}-${times}-${bucket}` },
    );
  }

  /** The job: builds the .ics, stores it, makes sure the person has a private feed. */
  async runExport(payload: JobPayloads['calendar.export'], context: JobContext): Promise<ExportResult> {
    const { userId, mealPlanId, timeZone, baseUrl } = payload;
    if (!isValidTimeZone(timeZone)) throw new JobFailure(`Unknown time zone "${payload.timeZone}".`);
    const plan = await this.sources.plan(userId, mealPlanId);
    if (!plan) throw new JobFailure('This meal plan no longer exists.');
    if (!plan.items.length) throw new JobFailure('This meal plan has no meals yet. Add a meal, then export it to your calendar.');
    await context.progress(20);

    const em = this.em.fork();
    // Each export of a plan is a new revision of its events (same UIDs, higher SEQUENCE).
    const previous = await em.count(CalendarExport, { mealPlan: mealPlanId, user: userId });
    const saved0 = await em.findOne(CalendarFeed, { user: userId, scope: 'household', revokedAt: null });
    const mealTimes = mealTimesFrom(saved0?.mealTimes, payload.mealTimes);
    const { ics, events } = buildCalendar(
      mealsOf([plan], () => previous),
      { timeZone, link: `${baseUrl.replace(/\/+$/, '')}/`, stamp: new Date(), calName: plan.name ?? 'Forkcast meals', mealTimes },
    );
    await context.progress(60);

    // The person's one active feed: made on the first export (its URL shown this once). Two exports
    // racing to make it meet the unique index; the loser uses the winner's feed.
    let token: string | null = null;
    let saved: CalendarExport | null = null;
    for (let attempt = 0; !saved; attempt++) {
      const work = this.em.fork();
      token = null;
      const feed = await work.findOne(CalendarFeed, { user: userId, scope: 'household', revokedAt: null });
      if (feed) {
        feed.timeZone = timeZone;
        feed.mealTimes = startsOf(mealTimes);
      } else {
        token = newFeedToken();
        work.create(CalendarFeed, {
          user: userId,
          tokenHash: hashFeedToken(token),
          timeZone,
          mealTimes: startsOf(mealTimes),
          revokedAt: null,
        });
      }
      const row = work.create(CalendarExport, { user: userId, mealPlan: mealPlanId, ics, events });
      try {
        await work.flush();
        saved = row;
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException) || attempt > 0) throw error;
      }
    }
    await context.progress(100);
    return {
      exportId: saved.id,
      downloadUrl: `/api/calendar/exports/${saved.id}.ics`,
      feedUrl: token ? feedUrlFor(baseUrl, token) : null,
      feedActive: true,
      events,
      timeZone,
      mealTimes: startsOf(mealTimes),
    };
  }

  /** The stored .ics of one export, for its owner only. */
  async exportFile(userId: string, exportId: string): Promise<{ ics: string; filename: string }> {
    const em = this.em.fork();
    const row = await em.findOne(CalendarExport, { id: exportId, user: userId }, { populate: ['ics'] });
    if (!row) throw notFound('Calendar export not found');
    return { ics: row.ics, filename: `forkcast-meal-plan-${row.createdAt.toISOString().slice(0, 10)}.ics` };
  }

  /**
   * The private feed: every plan of the token's household, or, for a person's own feed, their portions of the
   * household's plans (read from where they sit now: after leaving or being removed, their own kitchen's).
   * Unknown, rotated or revoked tokens: 404.
   */
  async feed(token: string, baseUrl: string): Promise<string> {
    const em = this.em.fork();
    const feed = await em.findOne(CalendarFeed, { tokenHash: hashFeedToken(token), revokedAt: null });
    if (!feed) throw notFound(FEED_NOT_FOUND);
    const feedUser = typeof feed.user === 'string' ? feed.user : feed.user.id;
    const seat = feed.scope === 'person' ? await this.kitchens.seatOf(feedUser) : null;
    const userId = seat?.kitchenId ?? feedUser;
    const plans = seat ? forOnePerson(await this.sources.plans(userId), seat.memberId) : await this.sources.plans(userId);
    const counts = new Map<string, number>();
    if (plans.length) {
      const rows = await em
        .getConnection()
        .execute<{ meal_plan_id: string; n: string }[]>(
          'select meal_plan_id, count(*) as n from calendar_exports where user_id = ? group by meal_plan_id',
          [userId],
        );
      for (const r of rows) counts.set(r.meal_plan_id, Number(r.n));
    }
    const timeZone = isValidTimeZone(feed.timeZone) ? feed.timeZone : 'UTC';
    return buildCalendar(
      mealsOf(plans, (p) => counts.get(p.id) ?? 0),
      {
        timeZone,
        link: `${baseUrl.replace(/\/+$/, '')}/`,
        stamp: new Date(),
        calName: seat?.name ? `Forkcast meals: ${seat.name}` : 'Forkcast meals',
        mealTimes: mealTimesFrom(feed.mealTimes),
      },
    ).ics;
  }

  /** The active feed of a kind: the household's (under its owner's id) or the person's own (under theirs). */
  async feedStatus(userId: string, scope: FeedScope = 'household'): Promise<FeedStatus> {
    const feed = await this.em.fork().findOne(CalendarFeed, { user: userId, scope, revokedAt: null });
    return {
      active: !!feed,
      createdAt: feed ? feed.createdAt.toISOString() : null,
      timeZone: feed?.timeZone ?? null,
      mealTimes: startsOf(mealTimesFrom(feed?.mealTimes)),
    };
  }

  /** A new token (shown once); the old URL answers 404 from now on. */
  async rotateFeed(userId: string, baseUrl: string, timeZone?: string, scope: FeedScope = 'household'): Promise<{ feedUrl: string }> {
    const token = newFeedToken();
    await this.em.fork().transactional(async (em) => {
      // Serialise rotations of one feed; revoke first so the one-active index always holds.
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`calendar-feed:${userId}:${scope}`]);
      const current = await em.find(CalendarFeed, { user: userId, scope, revokedAt: null });
      await em.nativeUpdate(CalendarFeed, { user: userId, scope, revokedAt: null }, { revokedAt: new Date() });
      em.create(CalendarFeed, {
        user: userId,
        scope,
        tokenHash: hashFeedToken(token),
        timeZone: timeZone ?? current[0]?.timeZone ?? 'UTC',
        mealTimes: current[0]?.mealTimes ?? null,
        revokedAt: null,
      });
      await em.flush();
    });
    return { feedUrl: feedUrlFor(baseUrl, token) };
  }

  /** Turns the private feed off: its URL answers 404. */
  async revokeFeed(userId: string, scope: FeedScope = 'household'): Promise<{ revoked: boolean }> {
    const revoked = await this.em.fork().nativeUpdate(CalendarFeed, { user: userId, scope, revokedAt: null }, { revokedAt: new Date() });
    return { revoked: revoked > 0 };
  }
}
