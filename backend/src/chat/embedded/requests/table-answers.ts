/**
 * The answers about someone at the table (requests/table.ts): the member is found by name, or "my son"/"my
 * daughter"/"my partner" as the one member who fits (else asked which); their allergy, diet or dislike is set or
 * taken off, their meals away changed (each undoable through the data port's journal), or a planned meal checked
 * against their allergies and diets with the ingredient that breaks it. A name that is no member changes nothing.
 */
import type { AssistantReply, MemberRules, TableMember } from '../../assistant-data.js';
import { sameTag } from '../../preference-tags.js';
import { dietaryRulesFrom, recipeConflicts } from '../../../kitchen/dietary-rules.js';
import { DIET_NAMES, MEAL_TYPES, WEEKDAY_NAMES, type MealType } from '../../../kitchen/vocabulary.js';
import { addDays, weekdayOf } from '../../../mealplans/plan-dates.js';
import { storedName } from '../../lexicon/stored-names.js';
import { askAbout } from '../entity-bounds.js';
import { NO_PLAN, resolveDay } from '../replies/phrasing.js';
import { NOTHING_CHANGED, otherAccountReply } from '../limits/replies.js';
import type { Deps } from './handlers.js';
import type { MemberRef, TableIntent } from './table.js';

type Reply = string | AssistantReply;
type Of<K extends TableIntent['type']> = Extract<TableIntent, { type: K }>;

const cap = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);
const andList = (xs: string[]) => (xs.length > 1 ? `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}` : (xs[0] ?? ''));
const orList = (xs: string[]) => (xs.length > 1 ? `${xs.slice(0, -1).join(', ')} or ${xs[xs.length - 1]}` : (xs[0] ?? ''));

/** Relations and the members they can be: a child is a member under 18; a partner an adult. */
const FITS: Record<string, (m: TableMember) => boolean> = {
  son: (m) => m.role === 'child',
  daughter: (m) => m.role === 'child',
  child: (m) => m.role === 'child',
  partner: (m) => m.role !== 'child',
};

/** A member by a name as typed: the whole name, or its first word ("sam" for "Sam Lee"), any case. */
const named = (m: TableMember, name: string) => {
  const said = name.trim().toLowerCase();
  const full = m.name.trim().toLowerCase();
  return full === said || full.split(/\s+/)[0] === said;
};

/** The one member a message means, or what to answer instead (nothing is changed). */
async function memberFor(intent: TableIntent, { data, ctx }: Deps): Promise<{ member: TableMember } | { reply: Reply }> {
  const who: MemberRef = intent.picked ? { name: intent.picked } : intent.who;
  const members = await data.household(ctx.userId);
  const others = members.filter((m) => !m.isYou);
  if ('name' in who) {
    const found = members.filter((m) => named(m, who.name));
    if (found.length === 1) return { member: found[0] };
    if (found.length > 1)
      return {
        reply: `Your household has ${found.length} members called ${cap(who.name)}: ${andList(found.map((m) => m.name))}. Say which with their full name. ${NOTHING_CHANGED}`,
      };
    const known = others.length
      ? ` The members of your household are ${andList(members.map((m) => (m.isYou ? `${m.name} (you)` : m.name)))}.`
      : '';
    return {
      reply: `No one called ${cap(who.name)} is in your household, so I changed nothing.${known || ' Add them on the Household page, then tell me again.'}`,
    };
  }
  // a household of one: as before households, someone else's account is not the person's to change
  if (!others.length) return { reply: otherAccountReply(`your ${who.said}`) };
  const fits = others.filter(FITS[who.relation] ?? (() => false));
  if (fits.length === 1) return { member: fits[0] };
  // the answer ("sam", "the second one") completes the request for that member
  const options = fits.length ? fits : others;
  if (ctx.heard && options.length > 1)
    ctx.heard.pending = { kind: 'choose', options: options.map((m) => m.name), action: { ...intent }, slot: 'picked' };
  return {
    reply: {
      response: `Which member of your household is your ${who.said}: ${orList(options.map((m) => m.name))}?`,
      choices: options.map((m) => m.name),
    },
  };
}

const LISTS = { allergy: 'allergies', diet: 'dietaryRestrictions', dislike: 'dislikedIngredients' } as const;
const LIST_WORDS = { allergy: 'allergies', diet: 'diets', dislike: 'dislikes' } as const;

/** "Sam is allergic to peanuts", "sam went vegan", "sam hates olives", "sam isn't vegetarian anymore". */
export async function memberRule(intent: Of<'memberRule'>, deps: Deps): Promise<Reply> {
  const found = await memberFor(intent, deps);
  if ('reply' in found) return (await keptForThem(intent, deps)) ?? found.reply;
  const { member } = found;
  // the value within the lexicon's bounds: a record's allergen or diet, a catalogue food; else asked, never stored
  let value: string;
  let wrote = '';
  if (intent.rule === 'diet') value = DIET_NAMES[intent.diet!];
  else {
    const stored = storedName(intent.value, intent.rule === 'allergy' ? 'allergy' : 'dislike');
    if (stored.kind === 'ask')
      return intent.remove
        ? `${cap(intent.value)} isn't in ${member.name}'s ${LIST_WORDS[intent.rule]}. ${NOTHING_CHANGED}`
        : askAbout(stored, intent.rule === 'allergy' ? 'allergy' : 'dislike');
    value = stored.name;
    if (stored.wrote) wrote = ` (You wrote "${stored.wrote}".)`;
  }
  const list = LISTS[intent.rule];
  const whose = member.isYou ? 'your' : `${member.name}'s`;
  const current = await deps.data.memberRules(deps.ctx.userId, member.id);
  const has = current[list].some((v) => sameTag(v, value));
  if (intent.remove) {
    if (!has) return `${value} isn't in ${whose} ${LIST_WORDS[intent.rule]}. ${NOTHING_CHANGED}`;
    const saved = await deps.data.updateMemberRules(deps.ctx.userId, member.id, {
      [list]: current[list].filter((v) => !sameTag(v, value)),
    });
    return `Took ${value} off ${whose} ${LIST_WORDS[intent.rule]}${saved[list].length ? ` (now ${saved[list].join(', ')})` : ''}. New plans will follow it.${wrote}`;
  }
  if (has) return `${value} is already in ${whose} ${LIST_WORDS[intent.rule]}. ${NOTHING_CHANGED}`;
  const saved = await deps.data.updateMemberRules(deps.ctx.userId, member.id, { [list]: [...current[list], value] });
  const check =
    intent.rule === 'dislike' ? '' : ` Ask me "is thursday dinner safe for ${member.isYou ? 'me' : member.name}?" to check a planned meal.`;
  return `Added ${value} to ${whose} ${LIST_WORDS[intent.rule]} (${saved[list].join(', ')}). New plans for the table will keep to it; meals already planned are not changed.${check}${wrote}`;
}

/**
 * "our son got over his egg allergy" in a household of one: their account is not the person's to change, but the person
 * may keep that allergy (or dislike) in their own settings for them — then it is offered to be taken off there, asked
 * first (the person's own lists are theirs; nothing is changed until the yes). Null when the person's own list has none.
 */
async function keptForThem(intent: Of<'memberRule'>, { data, ctx }: Deps): Promise<Reply | null> {
  if (!intent.remove || intent.rule === 'diet' || !('relation' in intent.who)) return null;
  if ((await data.household(ctx.userId)).some((m) => !m.isYou)) return null;
  const stored = storedName(intent.value, intent.rule === 'allergy' ? 'allergy' : 'dislike');
  if (stored.kind === 'ask') return null;
  const list = LISTS[intent.rule];
  const kept = (await data.preferences(ctx.userId))[list].find((v) => sameTag(v, stored.name));
  if (!kept) return null;
  const question = `Take ${kept} off your own ${LIST_WORDS[intent.rule]}?`;
  return {
    response: `I can't change your ${intent.who.said}'s own account, but ${kept} is in your own ${LIST_WORDS[intent.rule]}. ${question} ${NOTHING_CHANGED}`,
    confirm: { question, request: `take ${kept.toLowerCase()} off my ${LIST_WORDS[intent.rule]}` },
  };
}

/** The plan day a day reference falls on, as a weekday (0 = Sunday): relative days read in the person's today. */
const weekdayFor = (day: Of<'memberAway'>['day'], today: string) =>
  day.kind === 'weekday' ? day.weekday : weekdayOf(addDays(today, day.offset));

/** "Alex won't be home for dinner Friday", "alex is back for friday dinner": who eats what changes. */
export async function memberAway(intent: Of<'memberAway'>, deps: Deps): Promise<Reply> {
  const found = await memberFor(intent, deps);
  if ('reply' in found) return found.reply;
  const { member } = found;
  const weekdays = intent.days ?? [weekdayFor(intent.day, deps.ctx.today)];
  const meals: MealType[] = intent.meal ? [intent.meal] : [...MEAL_TYPES];
  const isAway = (d: number, m: MealType) => member.mealsAway.some((a) => a.dayOfWeek === d && a.mealType === m);
  const dayNames =
    weekdays.length > 2
      ? `${WEEKDAY_NAMES[weekdays[0]]} to ${WEEKDAY_NAMES[weekdays[weekdays.length - 1]]}`
      : andList(weekdays.map((d) => WEEKDAY_NAMES[d]));
  const when = `${dayNames} ${intent.meal ?? `(${MEAL_TYPES.join(', ')})`}`;
  const who = member.isYou ? 'You' : member.name;
  const changing = weekdays.flatMap((d) =>
    meals.filter((m) => isAway(d, m) !== intent.away).map((mealType) => ({ dayOfWeek: d, mealType })),
  );
  if (!changing.length)
    return `${who} ${member.isYou ? 'are' : 'is'} already ${intent.away ? 'away' : 'home'} for ${when}. ${NOTHING_CHANGED}`;
  const next = intent.away
    ? [...member.mealsAway, ...changing]
    : member.mealsAway.filter((a) => !(weekdays.includes(a.dayOfWeek) && meals.includes(a.mealType)));
  await deps.data.setMealsAway(deps.ctx.userId, member.id, next);
  return intent.away
    ? `OK — ${who} won't be home for ${when}: new plans won't plan ${member.isYou ? 'you' : member.name} a portion of it. Plans already made are not changed.`
    : `OK — ${who} ${member.isYou ? 'are' : 'is'} home for ${when} again: new plans will plan ${member.isYou ? 'you' : member.name} a portion of it.`;
}

/** What in one planned item breaks a member's rules: the ingredients (with the allergen or diet), or the item when none is named. */
function evidenceIn(
  item: { title: string; diets: string[]; allergens: string[]; ingredients: { name: string; allergens: string[] }[] },
  rules: MemberRules,
): string[] {
  const found: string[] = [];
  const whole = { ...item, ingredientNames: item.ingredients.map((i) => i.name) };
  for (const allergy of rules.allergies) {
    const r = dietaryRulesFrom({ dietaryRestrictions: [], allergies: [allergy], dislikedIngredients: [] });
    const ings = item.ingredients.filter(
      (i) => recipeConflicts({ diets: [], allergens: i.allergens, ingredientNames: [i.name] }, r).length,
    );
    if (ings.length) found.push(`${andList(ings.map((i) => i.name))} (${allergy.toLowerCase()})`);
    else if (recipeConflicts(whole, r).length) found.push(`${item.title} (${allergy.toLowerCase()})`);
  }
  for (const diet of rules.dietaryRestrictions) {
    const r = dietaryRulesFrom({ dietaryRestrictions: [diet], allergies: [], dislikedIngredients: [] });
    if (!recipeConflicts(whole, r).length) continue;
    // the ingredients the diet keeps out (its allergens and words), the diet itself taken as kept
    const ings = item.ingredients.filter(
      (i) => recipeConflicts({ diets: [...r.requiredDiets], allergens: i.allergens, ingredientNames: [i.name] }, r).length,
    );
    found.push(
      ings.length ? `${andList(ings.map((i) => i.name))} (not ${diet.toLowerCase()})` : `${item.title} (not ${diet.toLowerCase()})`,
    );
  }
  return found;
}

/** "is thursday dinner safe for sam?": yes or no for that member, with the ingredient that says so. Reads only. */
export async function memberSafe(intent: Of<'memberSafe'>, deps: Deps): Promise<Reply> {
  const { data, ctx } = deps;
  const found = await memberFor(intent, deps);
  if ('reply' in found) return typeof found.reply === 'string' ? found.reply.replace(', so I changed nothing.', '.') : found.reply;
  const { member } = found;
  const plan = await data.currentPlan(ctx.userId, ctx.today);
  if (!plan) return NO_PLAN;
  const rules = await data.memberRules(ctx.userId, member.id);
  const who = member.isYou ? 'you' : member.name;
  const { day, label } = resolveDay(plan, intent.day, ctx.today);
  const meals = intent.meal ? [intent.meal] : MEAL_TYPES;
  const scope = intent.meal ? `${intent.meal} on ${label}` : label;
  const items = (await Promise.all(meals.map((m) => data.mealDetail(ctx.userId, plan.id, day.weekday, m)))).flat();
  if (!items.length) return `Nothing is planned for ${scope}.`;
  const names = andList(items.map((i) => i.title));
  // "swap it" next is this meal
  if (intent.meal && ctx.heard)
    ctx.heard.meal = { weekday: day.weekday, mealType: intent.meal, title: items[0].title, recipeId: items[0].recipeId };
  const away = meals.filter((m) => member.mealsAway.some((a) => a.dayOfWeek === day.weekday && a.mealType === m));
  const awayNote = away.length ? ` (${member.isYou ? 'You are' : `${member.name} is`} away for ${away.join(' and ')} that day.)` : '';
  if (!rules.allergies.length && !rules.dietaryRestrictions.length)
    return `${cap(who)} ${member.isYou ? 'have' : 'has'} no allergies or diets on record, so nothing in ${scope} (${names}) conflicts. Tell me one, e.g. "${member.isYou ? 'I am' : `${member.name} is`} allergic to peanuts".${awayNote}`;
  const problems = items.flatMap((i) => evidenceIn(i, rules).map((e) => `${i.title}: ${e}`));
  const against = andList([...rules.allergies.map((a) => a.toLowerCase()), ...rules.dietaryRestrictions.map((d) => d.toLowerCase())]);
  if (problems.length)
    return `No — ${scope} isn't safe for ${who} (${against}): ${problems.join('; ')}. Ask me to swap it, e.g. "swap ${WEEKDAY_NAMES[day.weekday].toLowerCase()} ${intent.meal ?? 'dinner'} for something else".${awayNote}`;
  return `Yes — ${scope} (${names}) fits ${who === 'you' ? 'your' : `${member.name}'s`} ${against}, going by its ingredients; always check labels.${awayNote}`;
}

/** A request about someone at the table, by its kind. */
export function atTable(intent: TableIntent, deps: Deps): Promise<Reply> {
  if (intent.type === 'memberRule') return memberRule(intent, deps);
  if (intent.type === 'memberAway') return memberAway(intent, deps);
  return memberSafe(intent, deps);
}
