import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import { MealPlan } from '../mealplans/meal-plan.entity.js';
import type { MealType } from '../kitchen/vocabulary.js';

const CalendarExportSchema = defineEntity({
  name: 'CalendarExport',
  tableName: 'calendar_exports',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    mealPlan: () => p.manyToOne(MealPlan).deleteRule('cascade'),
    ics: p.text().lazy(),
    events: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class CalendarExport extends CalendarExportSchema.class {}
CalendarExportSchema.setClass(CalendarExport);

/** Whose meals a feed carries. */
export type FeedScope = 'household' | 'person';

const CalendarFeedSchema = defineEntity({
  name: 'CalendarFeed',
  tableName: 'calendar_feeds',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    tokenHash: p.string().length(64).unique(),
    /** 'household': the household's meals, kept under its owner's id; 'person': the user's own portions only. */
    scope: p.string().length(10).$type<FeedScope>().default('household'),
    timeZone: p.string().length(64).default('UTC'),
    /** Chosen meal start times, e.g. { breakfast: '07:30' }; missing ones use the defaults. */
    mealTimes: p.json<Partial<Record<MealType, string>>>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    revokedAt: p.datetime().nullable(),
  },
});

export class CalendarFeed extends CalendarFeedSchema.class {}
CalendarFeedSchema.setClass(CalendarFeed);

export { CalendarExportSchema, CalendarFeedSchema };
