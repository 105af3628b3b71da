/** Replies that read and change the person's preferences: diets, allergies, dislikes, store, calorie goal and budget. */
import { MAX_TAG_LENGTH } from '../intents.js';
import { storeNameOf } from '../../../kitchen/vocabulary.js';
import { CALORIE_GOAL_MAX, CALORIE_GOAL_MIN, WEEKLY_BUDGET_MAX, WEEKLY_BUDGET_MIN } from '../../../preferences/preferences.dto.js';
import { dollars, kcal, LIST_LABELS, mentionsWord } from './phrasing.js';
import type { Replies } from './reply.js';
import { sameFoodTag } from '../../preference-tags.js';

export const PREFERENCE_REPLIES: Replies = {
  async preferences(_intent, { data, ctx }) {
    const { userId } = ctx;
    const p = await data.preferences(userId);
    // the one food kept out, when the listing shows one: what "delete that one" next points at
    const keptOut = [
      ...p.allergies.map((value) => ({ value, list: 'allergies' as const })),
      ...p.dislikedIngredients.map((value) => ({ value, list: 'dislikedIngredients' as const })),
    ];
    if (keptOut.length === 1) Object.assign(ctx.heard, { food: keptOut[0].value.toLowerCase(), preference: keptOut[0].list });
    const list = (xs: string[]) => (xs.length ? xs.join(', ') : 'none');
    return [
      'Your preferences:',
      `• Dietary restrictions: ${list(p.dietaryRestrictions)}`,
      `• Allergies: ${list(p.allergies)}`,
      `• Disliked ingredients: ${list(p.dislikedIngredients)}`,
      `• Daily calorie goal: ${kcal(p.calorieGoal)}`,
      `• Weekly budget: $${p.weeklyBudget.toFixed(2)}`,
      `• Preferred store: ${p.preferredStore ?? 'none'}`,
      'You can change them on the Settings page.',
    ].join('\n');
  },
  async setNumber(intent, { data, ctx }) {
    const { userId } = ctx;
    // Out of bounds: refused with the bounds, nothing written.
    if (intent.field === 'calorieGoal' && (intent.value < CALORIE_GOAL_MIN || intent.value > CALORIE_GOAL_MAX)) {
      return `I can't set your daily calorie goal to ${kcal(intent.value)}: it must be between ${kcal(CALORIE_GOAL_MIN)} and ${kcal(CALORIE_GOAL_MAX)} a day. Nothing was changed.`;
    }
    if (intent.field === 'weeklyBudget' && (intent.value < WEEKLY_BUDGET_MIN || intent.value > WEEKLY_BUDGET_MAX)) {
      return `I can't set your weekly budget to ${dollars(intent.value)}: it must be between ${dollars(WEEKLY_BUDGET_MIN)} and ${dollars(WEEKLY_BUDGET_MAX)} a week. Nothing was changed.`;
    }
    const saved = await data.updatePreferences(userId, { [intent.field]: intent.value });
    return intent.field === 'calorieGoal'
      ? `Done — your daily calorie goal is now ${kcal(saved.calorieGoal)}. New plans will aim for it.`
      : `Done — your weekly budget is now $${saved.weeklyBudget.toFixed(2)}. New plans will stay within it.`;
  },
  async addPreference(intent, { data, ctx }) {
    const { userId } = ctx;
    const current = await data.preferences(userId);
    const list = current[intent.list];
    const label = { dietaryRestrictions: 'dietary restrictions', allergies: 'allergies', dislikedIngredients: 'disliked ingredients' }[
      intent.list
    ];
    if (list.some((v) => v.toLowerCase() === intent.value.toLowerCase())) return `${intent.value} is already in your ${label}.`;
    const saved = await data.updatePreferences(userId, { [intent.list]: [...list, intent.value] });
    const check =
      intent.list === 'allergies'
        ? ` — ask me "is my plan safe for ${intent.value.toLowerCase()}?" to check them`
        : intent.list === 'dislikedIngredients'
          ? ` — ask me "do I have anything with ${intent.value.toLowerCase()}?" to find them`
          : '';
    return `Added ${intent.value} to your ${label} (${saved[intent.list].join(', ')}). Recipe search, suggestions and new plans will respect it; meals already planned are not changed${check}.`;
  },
  async setStore(intent, { data, ctx }) {
    const { userId } = ctx;
    const name = storeNameOf(intent.store);
    const current = await data.preferences(userId);
    if (current.preferredStore === intent.store) return `${name} is already your store.`;
    await data.updatePreferences(userId, { preferredStore: intent.store });
    return `Done — your store is now ${name} (it was ${current.preferredStore ? storeNameOf(current.preferredStore) : 'not set'}). New plans and grocery lists are priced at ${name}.`;
  },
  async removePreference(intent, { data, ctx }) {
    const { userId } = ctx;
    const current = await data.preferences(userId);
    const list = current[intent.list];
    const label = LIST_LABELS[intent.list];
    // (a food by its name elsewhere too: "coriander" takes off a dislike kept as "Cilantro")
    const matched = list.filter((v) =>
      intent.list === 'dietaryRestrictions' ? mentionsWord(v, intent.value) : sameFoodTag(v, intent.value),
    );
    if (!matched.length) return `${intent.value} isn't in your ${label} (${list.length ? list.join(', ') : 'none'}), so I changed nothing.`;
    const saved = await data.updatePreferences(userId, { [intent.list]: list.filter((v) => !matched.includes(v)) });
    const now = saved[intent.list];
    const effect =
      intent.list === 'dietaryRestrictions'
        ? 'New plans and suggestions no longer keep to it'
        : 'New plans, suggestions and recipe search may include it again';
    return `Removed ${matched.join(', ')} from your ${label} (now: ${now.length ? now.join(', ') : 'none'}). ${effect}; meals already planned are not changed.`;
  },
  tooLong(intent) {
    const label = {
      dietaryRestrictions: 'a dietary restriction',
      allergies: 'an allergy',
      dislikedIngredients: 'a disliked ingredient',
    }[intent.list];
    return `That is longer than I can store as ${label} (${MAX_TAG_LENGTH} characters at most), so I changed nothing. Tell me just the name (e.g. "I'm allergic to shellfish"), or edit your preferences on the Preferences page.`;
  },
};
