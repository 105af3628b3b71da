/**
 * Answers to the questions of questions.ts, from the person's own data through AssistantData: yes or no or
 * the figure, with the evidence (the ingredient that holds an allergen, the line's meals). Reads only:
 * nothing here writes. Each answer reports what it spoke of, so a follow-up can point back at it.
 */
import type { AssistantData, ItemDetail, PlanOverview } from '../../assistant-data.js';
import { itemsBreakingDiet, itemsContaining } from '../../plan-contains.js';
import { resolveReference, type ConversationState, type MealRef, type Topic } from '../../conversation/state.js';
import { weekdayOf } from '../../../mealplans/plan-dates.js';
import { weekdayMeant } from '../../conversation/topic.js';
import { allergensNamed, dietaryRulesFrom } from '../../../kitchen/dietary-rules.js';
import { aisleOfFoodNamed, isCatalogueFoodName } from '../../../catalog/catalog.js';
import { mentions, singular, words } from '../../../kitchen/words.js';
import { DIET_NAMES, MEAL_TYPES, WEEKDAY_NAMES, type Diet, type MealType } from '../../../kitchen/vocabulary.js';
import type { LineAsk, MealAsk, MealMeasure, Question } from './questions.js';
import { linesNamed } from '../requests/grocery-match.js';
import { amountOf } from '../replies/phrasing.js';

export interface QuestionContext {
  userId: string;
  today: string;
  conversation: ConversationState;
}

export interface Answered {
  response: string;
  topic?: Topic;
}

const NO_PLAN = "You don't have a meal plan yet. Create or generate one on the Meal Plans page, then ask me again.";
const kcal = (n: number) => `${Math.round(n).toLocaleString('en-US')} kcal`;
/** A figure that answers a question about calories, in the asker's word: "2,197 calories (kcal)". */
export const inCalories = (n: number) => `${Math.round(n).toLocaleString('en-US')} calories (kcal)`;
const grams = (n: number) => `${Math.round(n).toLocaleString('en-US')} g`;
const dollars = (n: number) => `$${n.toFixed(2)}`;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** "chips are", "milk is": the verb a line's name takes. */
const isAre = (name: string) => (/[^s]s$/i.test(name.trim()) ? 'are' : 'is');
const MEASURE_NAMES: Record<MealMeasure, string> = { calories: 'calories', protein: 'protein', fat: 'fat', carbs: 'carbohydrate' };
const and = (xs: readonly string[]) => (xs.length > 1 ? `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}` : (xs[0] ?? ''));

/** What a question about one meal is about: a planned slot, or a recipe (a listed one, or the one spoken of). */
type Target = { kind: 'slot'; weekday: number; meals: MealType[] } | { kind: 'recipe'; id: number; title: string };

function targetOf(q: Extract<Question, { type: 'mealQuestion' }>, ctx: QuestionContext): Target | null {
  const state = ctx.conversation;
  if (q.day || q.meal) {
    const weekday = q.day ? weekdayMeant(q.day, ctx.today) : (state.meal?.weekday ?? state.day ?? weekdayOf(ctx.today));
    return { kind: 'slot', weekday, meals: q.meal ? [q.meal] : [...MEAL_TYPES] };
  }
  if (!q.ref) return null;
  const resolved = resolveReference(state, q.ref);
  if (!resolved) return null;
  return resolved.kind === 'meal'
    ? { kind: 'slot', weekday: resolved.meal.weekday, meals: [resolved.meal.mealType] }
    : { kind: 'recipe', id: resolved.recipe.id, title: resolved.recipe.title };
}

/** Which ingredients hold the term: by the allergens the catalogue knows of each, or by name. */
export function evidenceOf(item: ItemDetail, term: string): string[] {
  const allergens = allergensNamed(term);
  return item.ingredients
    .filter(
      (i) =>
        i.allergens.some((a) => (allergens as string[]).includes(a)) || mentions(i.name, term) || mentions(i.name, words(term).join(' ')),
    )
    .map((i) => i.name);
}

export class QuestionAnswers {
  constructor(private readonly data: AssistantData) {}

  async answer(q: Question, ctx: QuestionContext): Promise<Answered> {
    switch (q.type) {
      case 'mealQuestion':
        return this.mealQuestion(q, ctx);
      case 'weekPick':
        return this.withPlan(ctx, (plan) =>
          q.measure === 'cost' ? this.costPick(q, plan, ctx) : this.weekPick({ ...q, measure: q.measure }, plan),
        );
      case 'onList':
        return this.withPlan(ctx, (plan) => this.onList(q.item, plan, ctx));
      case 'atHome':
        return this.atHome(q.item, ctx);
      case 'listAisle':
        return this.withPlan(ctx, (plan) => this.listAisle(q.aisle, plan, ctx));
      case 'lineFor':
        return this.withPlan(ctx, (plan) => this.lineFor(q.item, plan, ctx));
      case 'pantryList':
        return this.pantryList(ctx);
      case 'listLeft':
        return this.withPlan(ctx, (plan) => this.listLeft(plan, ctx));
      case 'lineAsked':
        return this.withPlan(ctx, (plan) => this.lineAsked(q.item, q.ask, plan, ctx));
    }
  }

  private async withPlan(ctx: QuestionContext, work: (plan: PlanOverview) => Promise<Answered> | Answered): Promise<Answered> {
    const plan = await this.data.currentPlan(ctx.userId, ctx.today);
    return plan ? work(plan) : { response: NO_PLAN };
  }

  // ─── one meal ───────────────────────────────────────────────────────────────────────────────────

  /** The library recipe a title names: every word of the title in the recipe's, the shortest title first. */
  private async dishNamed(dish: string, ctx: QuestionContext): Promise<Extract<Target, { kind: 'recipe' }> | null> {
    const wanted = words(dish).map(singular);
    const hits = await this.data.searchRecipes(ctx.userId, { query: dish, limit: 20 });
    const titled = hits
      .filter((h) => {
        const have = new Set(words(h.title).map(singular));
        return wanted.every((w) => have.has(w));
      })
      .sort((a, b) => a.title.length - b.title.length);
    return titled.length ? { kind: 'recipe', id: titled[0].id, title: titled[0].title } : null;
  }

  private async mealQuestion(q: Extract<Question, { type: 'mealQuestion' }>, ctx: QuestionContext): Promise<Answered> {
    if (q.dish) {
      const found = await this.dishNamed(q.dish, ctx);
      if (!found)
        return {
          response: `I couldn't find a recipe called "${q.dish}" among the recipes you can see (your diets, allergies and dislikes apply). To ask about a planned meal, name it with its day, for example "${exampleOf(q.ask).replace(/\?$/, '')}".`,
        };
      return this.aboutRecipe(q.ask, found, ctx);
    }
    const target = targetOf(q, ctx);
    if (!target)
      return {
        response: `Which meal do you mean (name it with its day, for example "${exampleOf(q.ask).replace(/\?$/, '')}")?`,
      };
    if (target.kind === 'recipe') return this.aboutRecipe(q.ask, target, ctx);
    const plan = await this.data.currentPlan(ctx.userId, ctx.today);
    if (!plan) return { response: NO_PLAN };
    const slots = await Promise.all(
      target.meals.map(async (mealType) => ({
        mealType,
        items: await this.data.mealDetail(ctx.userId, plan.id, target.weekday, mealType),
      })),
    );
    const filled = slots.filter((s) => s.items.length);
    const dayName = WEEKDAY_NAMES[target.weekday];
    if (!filled.length) {
      const what = target.meals.length === 1 ? `${dayName} ${target.meals[0]}` : dayName;
      return { response: `Nothing is planned for ${what} in ${plan.displayName}.`, topic: { day: target.weekday } };
    }
    const steps =
      q.ask.kind === 'steps'
        ? await this.stepsOf(
            filled.flatMap((s) => s.items),
            ctx,
          )
        : undefined;
    const lines = filled.map((s) => sayAbout(q.ask, `${dayName} ${s.mealType}`, s.items, steps));
    const first = filled[0];
    const meal: MealRef = {
      weekday: target.weekday,
      mealType: first.mealType,
      title: first.items.map((i) => i.title).join(' + '),
      recipeId: first.items.find((i) => i.recipeId !== null)?.recipeId ?? null,
    };
    return { response: lines.join('\n'), topic: filled.length === 1 ? { meal } : { day: target.weekday } };
  }

  private async aboutRecipe(ask: MealAsk, target: Extract<Target, { kind: 'recipe' }>, ctx: QuestionContext): Promise<Answered> {
    const recipe = await this.data.recipeDetail(ctx.userId, target.id);
    if (!recipe) return { response: `I can't find the recipe ${target.title} any more.` };
    const steps = ask.kind === 'steps' ? await this.stepsOf([recipe], ctx) : undefined;
    return { response: sayAbout(ask, recipe.title, [recipe], steps), topic: { recipe: { id: recipe.recipeId!, title: recipe.title } } };
  }

  /** Each recipe's steps, by recipe id. */
  private async stepsOf(items: readonly ItemDetail[], ctx: QuestionContext): Promise<Map<number, string[]>> {
    const ids = [...new Set(items.flatMap((i) => (i.recipeId === null ? [] : [i.recipeId])))];
    return new Map(await Promise.all(ids.map(async (id) => [id, await this.data.recipeSteps(ctx.userId, id)] as const)));
  }

  // ─── the week ───────────────────────────────────────────────────────────────────────────────────

  /** The cheapest (or dearest) planned meal of the week, by what its planned servings cost at the person's store. */
  private async costPick(q: Extract<Question, { type: 'weekPick' }>, plan: PlanOverview, ctx: QuestionContext): Promise<Answered> {
    const meals = q.meal ? [q.meal] : [...MEAL_TYPES];
    const kind = q.meal ?? 'meal';
    const slots = await Promise.all(
      plan.days.flatMap((d) =>
        meals
          .filter((m) => d.meals[m].length)
          .map(async (mealType) => ({
            weekday: d.weekday,
            mealType,
            items: await this.data.mealDetail(ctx.userId, plan.id, d.weekday, mealType),
          })),
      ),
    );
    const cost = (items: readonly ItemDetail[]) => items.reduce((s, i) => s + (i.cost ?? 0), 0);
    const priced = slots.filter((s) => s.items.some((i) => i.cost !== null)).map((s) => ({ ...s, v: cost(s.items) }));
    if (!priced.length) return { response: `No ${kind} in ${plan.displayName} has a price to compare.` };
    const best = priced.reduce((a, b) => (q.least ? (b.v < a.v ? b : a) : b.v > a.v ? b : a));
    const title = (items: readonly ItemDetail[]) => items.map((i) => i.title).join(' + ');
    const all = priced.map(
      (p) => `${WEEKDAY_NAMES[p.weekday].slice(0, 3)}${q.meal ? '' : ` ${p.mealType}`} ${title(p.items)} ${dollars(p.v)}`,
    );
    // the meal's recipe is what "put that one on thursday too" puts there
    const recipe = best.items.find((i) => i.recipeId !== null);
    return {
      response: `The ${q.least ? 'cheapest' : 'most expensive'} ${kind} in ${plan.displayName} is ${WEEKDAY_NAMES[best.weekday]}'s ${title(best.items)}: about ${dollars(best.v)} at your store, for the servings planned.\nEach ${kind} planned: ${all.join(' · ')}.`,
      topic: {
        meal: {
          weekday: best.weekday,
          mealType: best.mealType,
          title: recipe?.title ?? title(best.items),
          recipeId: recipe?.recipeId ?? null,
        },
      },
    };
  }

  private weekPick(q: Extract<Question, { type: 'weekPick' }> & { measure: 'time' | MealMeasure }, plan: PlanOverview): Answered {
    const meals = q.meal ? [q.meal] : [...MEAL_TYPES];
    const value = (i: PlanOverview['days'][number]['meals'][MealType][number]) => (q.measure === 'time' ? i.readyInMinutes : i[q.measure]);
    const planned = plan.days.flatMap((d) =>
      meals.flatMap((m) =>
        d.meals[m].flatMap((i) => (value(i) == null ? [] : [{ weekday: d.weekday, mealType: m, item: i, v: value(i)! }])),
      ),
    );
    const kind = q.meal ?? 'meal';
    if (!planned.length)
      return { response: `No ${kind} in ${plan.displayName} has ${q.measure === 'time' ? 'a cooking time' : 'that figure'} to compare.` };
    const best = planned.reduce((a, b) => (q.least ? (b.v < a.v ? b : a) : b.v > a.v ? b : a));
    const shown = (v: number) => (q.measure === 'time' ? `${v} min` : q.measure === 'calories' ? kcal(v) : grams(v));
    const word =
      q.measure === 'time' ? (q.least ? 'quickest' : 'slowest') : `${q.least ? 'lowest' : 'highest'} in ${MEASURE_NAMES[q.measure]}`;
    const all = planned.map(
      (p) => `${WEEKDAY_NAMES[p.weekday].slice(0, 3)}${q.meal ? '' : ` ${p.mealType}`} ${p.item.title} ${shown(p.v)}`,
    );
    return {
      response: `The ${word} ${kind} in ${plan.displayName} is ${WEEKDAY_NAMES[best.weekday]}'s ${best.item.title}: ${q.measure === 'calories' ? inCalories(best.v) : shown(best.v)}.\nEach ${kind} planned: ${all.join(' · ')}.`,
      topic: {
        meal: {
          weekday: best.weekday,
          mealType: best.mealType,
          itemId: best.item.itemId,
          title: best.item.title,
          recipeId: best.item.recipeId,
        },
      },
    };
  }

  // ─── the list and the pantry ────────────────────────────────────────────────────────────────────

  private async onList(item: string, plan: PlanOverview, ctx: QuestionContext): Promise<Answered> {
    const list = await this.data.groceryList(ctx.userId, plan.id);
    if (!list) return { response: `${plan.displayName} has no grocery list yet, so there is nothing on it to buy.`, topic: { food: item } };
    const lines = list.items.filter((l) => sameThing(l.name, item) && !anotherFood(l, item));
    if (!lines.length) {
      const home = (await this.data.pantry(ctx.userId)).find((p) => sameThing(p.name, item));
      return {
        response: `No — ${item} isn't on your grocery list for ${plan.displayName}.${home ? ` You have ${home.name} at home (${home.amount}).` : ''}`,
        topic: { food: item },
      };
    }
    const open = lines.filter((l) => !l.isChecked);
    const said = (l: (typeof lines)[number]) =>
      `${l.name}: ${l.quantity}${l.unit ? ` ${l.unit}` : ''}${l.forMeals?.length ? ` (for ${and(l.forMeals)})` : ''}`;
    const response = open.length
      ? `Yes — ${and(open.map(said))} ${open.length === 1 ? 'is' : 'are'} on your list to buy.`
      : `You've already checked off ${and(lines.map((l) => l.name))} on your list, so no.`;
    // several lines of the name ("milk": Almond milk, Coconut milk): "it" is the name, asked which when acted on; "both" is each
    return { response, topic: lines.length === 1 ? { line: lines[0].name } : { food: item, lines: lines.map((l) => l.name) } };
  }

  private async atHome(item: string, ctx: QuestionContext): Promise<Answered> {
    const pantry = await this.data.pantry(ctx.userId);
    const near = pantry.filter((p) => sameThing(p.name, item));
    const found = near.filter((p) => !anotherFood(p, item));
    if (!found.length)
      return {
        response: `No — ${item} isn't in your pantry${pantry.length ? '' : ' (it is empty)'}.${near.length ? ` You have ${and(near.map((p) => p.name))}, which is another food.` : ''} Things you have at home are on the Pantry page.`,
        topic: { food: item },
      };
    return {
      response: `Yes — you have ${and(found.map((p) => `${p.name} (${p.staple ? 'a staple, always there' : p.amount})`))} at home.`,
      topic: { food: found.length === 1 ? found[0].name : item },
    };
  }

  private async pantryList(ctx: QuestionContext): Promise<Answered> {
    const pantry = await this.data.pantry(ctx.userId);
    if (!pantry.length)
      return {
        response:
          'Your pantry is empty: nothing is marked as at home. Add what you have on the Pantry page, or tell me ("I have rice at home").',
      };
    const staples = pantry.filter((p) => p.staple).map((p) => p.name);
    const stock = pantry.filter((p) => !p.staple).map((p) => `${p.name} (${p.amount})`);
    const parts = [stock.length ? `In stock: ${and(stock)}.` : '', staples.length ? `Staples (always there): ${and(staples)}.` : ''].filter(
      Boolean,
    );
    return {
      response: `You have ${pantry.length} thing${pantry.length === 1 ? '' : 's'} at home.\n${parts.join('\n')}`,
      topic: { lines: pantry.map((p) => p.name) },
    };
  }

  private async listLeft(plan: PlanOverview, ctx: QuestionContext): Promise<Answered> {
    const list = await this.data.groceryList(ctx.userId, plan.id);
    if (!list || !list.items.length) return { response: `${plan.displayName} has no grocery list yet, so there is nothing to buy.` };
    const open = list.items.filter((l) => !l.isChecked);
    const checked = list.items.length - open.length;
    if (!open.length) return { response: `Nothing — all ${list.items.length} items on your list for ${plan.displayName} are checked off.` };
    const shown = open.slice(0, 12).map((l) => l.name);
    return {
      response: `You still have ${open.length} of ${list.items.length} item${list.items.length === 1 ? '' : 's'} to buy for ${plan.displayName} (${checked} checked off): ${and(open.length > shown.length ? [...shown, `${open.length - shown.length} more`] : shown)}.`,
      topic: { lines: open.map((l) => l.name) },
    };
  }

  private async listAisle(aisle: string, plan: PlanOverview, ctx: QuestionContext): Promise<Answered> {
    const list = await this.data.groceryList(ctx.userId, plan.id);
    if (!list) return { response: `${plan.displayName} has no grocery list yet.` };
    const lines = list.items.filter((l) => l.aisle === aisle);
    const open = lines.filter((l) => !l.isChecked);
    if (!open.length)
      return {
        response: lines.length
          ? `Everything from ${aisle} is checked off already.`
          : `Nothing on your list for ${plan.displayName} is from ${aisle}.`,
      };
    return {
      response: `From ${aisle} you need ${open.length} item${open.length === 1 ? '' : 's'}:\n${open.map((l) => `• ${l.name} — ${l.quantity}${l.unit ? ` ${l.unit}` : ''}`).join('\n')}`,
      topic: open.length === 1 ? { line: open[0].name } : { lines: open.map((l) => l.name) },
    };
  }

  /**
   * One line read as asked: its amount, whether it is ticked off, its price; each line of the name when several
   * match. The line is then the one spoken of ("bump that to 3", "tick it now", "remove it").
   */
  private async lineAsked(item: string, ask: LineAsk, plan: PlanOverview, ctx: QuestionContext): Promise<Answered> {
    const list = await this.data.groceryList(ctx.userId, plan.id);
    const lines = linesNamed(list?.items ?? [], item);
    if (!lines.length)
      return { response: `${capital(item)} ${isAre(item)} not on your grocery list for ${plan.displayName}.`, topic: { food: item } };
    const amount = (l: (typeof lines)[number]) => (!l.unit || l.unit === 'piece' ? `${l.quantity}` : amountOf(l.quantity, l.unit));
    const said = lines.map((l) =>
      ask === 'price'
        ? `${capital(l.name)} (${amount(l)}) ${isAre(l.name)} about ${dollars(Number(l.estimatedPrice))} on your list.`
        : ask === 'ticked'
          ? l.isChecked
            ? `Yes — ${l.name} ${isAre(l.name)} ticked off on your list.`
            : `No — ${l.name} ${isAre(l.name)} not ticked off yet (${amount(l)} on your list).`
          : `${capital(l.name)}: ${amount(l)} on your list${l.isChecked ? ', ticked off' : ''}.`,
    );
    return {
      response: said.join('\n'),
      topic: lines.length === 1 ? { line: lines[0].name } : { lines: lines.map((l) => l.name) },
    };
  }

  private async lineFor(item: string, plan: PlanOverview, ctx: QuestionContext): Promise<Answered> {
    const list = await this.data.groceryList(ctx.userId, plan.id);
    const line = list?.items.find((l) => sameThing(l.name, item));
    if (!line) return { response: `${item} isn't on your grocery list for ${plan.displayName}.`, topic: { food: item } };
    const meals = line.forMeals ?? [];
    return {
      response: meals.length
        ? `${line.name} is for ${and(meals)}.`
        : `${line.name} isn't for a planned meal: it was added to the list by hand.`,
      topic: { line: line.name },
    };
  }
}

/** Whether a list or pantry name is the thing asked about: the same words, or one inside the other ("eggs", "Large eggs"). */
function sameThing(name: string, asked: string): boolean {
  const have = words(name).join(' ');
  const want = words(asked).join(' ');
  if (!want) return false;
  const singular = (s: string) => s.replace(/(?:es|s)$/, '');
  return (
    have === want || mentions(name, asked) || mentions(asked, name) || singular(have) === singular(want) || mentions(name, singular(want))
  );
}

/**
 * Whether a line holds the thing asked about only to describe another food: "Rice milk" is milk, not rice. Its last
 * word is then a catalogue food of its own, and the line is shelved apart from the thing asked about ("Chicken
 * thighs" and "Cheddar cheese" are on the shelf of chicken and of cheddar, so they are the thing).
 */
function anotherFood(line: { name: string; aisle?: string }, asked: string): boolean {
  const have = words(line.name);
  const head = have[have.length - 1];
  if (!head || have.length < 2 || words(asked).some((w) => singular(w) === singular(head)) || !isCatalogueFoodName(head)) return false;
  const askedAisle = aisleOfFoodNamed(asked);
  return askedAisle !== null && line.aisle !== undefined && line.aisle !== askedAisle;
}

function exampleOf(ask: MealAsk): string {
  switch (ask.kind) {
    case 'contains':
      return `does Tuesday dinner have ${ask.term}?`;
    case 'time':
      return 'how long does Tuesday dinner take?';
    case 'steps':
      return 'how do I make Tuesday dinner?';
    case 'ingredients':
      return 'what do I need to make Monday lunch?';
    case 'cost':
      return 'what does Friday dinner cost?';
    case 'nutrition':
      return `how much ${ask.measure ? MEASURE_NAMES[ask.measure] : 'protein'} is in Tuesday dinner?`;
    case 'diet':
      return `is Tuesday dinner ${ask.diet}?`;
    case 'about':
      return "what's for dinner on Tuesday?";
  }
}

/** One answer about a slot (or a recipe) named `label`, from its items. */
export function sayAbout(ask: MealAsk, label: string, items: readonly ItemDetail[], steps?: ReadonlyMap<number, string[]>): string {
  const titles = items.map((i) => i.title).join(' + ');
  const head = label === titles ? titles : `${label} (${titles})`;
  switch (ask.kind) {
    case 'contains': {
      // "wheat or gluten": either one found is a yes, and the reply names both as asked
      const terms = ask.or ? [ask.term, ask.or] : [ask.term];
      const term = terms.join(' or ');
      const found = items.flatMap((item) => {
        const held = terms.filter(
          (t) => itemsContaining([{ ...item, ingredientNames: item.ingredients.map((i) => i.name) }], t).length > 0,
        );
        if (!held.length) return [];
        const evidence = held.flatMap((t) => evidenceOf(item, t));
        return [
          evidence.length
            ? `${item.title}: ${and([...new Set(evidence)])}`
            : `${item.title} (its recipe lists ${item.allergens.length ? and(item.allergens) : term})`,
        ];
      });
      // ("the allergy": it may be a guest's — "my friend is coeliac, does friday dinner have gluten" — not the asker's)
      const scope = ask.allergy
        ? ' I can only go by the ingredients in your plan — check labels, and ask a doctor or dietitian about the allergy.'
        : '';
      // the evidence of a "no": the ingredients that were checked
      const checked = [...new Set(items.flatMap((i) => i.ingredients.map((g) => g.name)))];
      const checkedSaid = checked.length
        ? ` Its ingredients: ${and(checked.slice(0, 12))}${checked.length > 12 ? `, and ${checked.length - 12} more` : ''}.`
        : '';
      if (ask.without)
        return found.length
          ? `${head} has ${term}: ${found.join('; ')}. Leaving it out changes the dish; to plan one without it, say "swap ${label} for something without ${term}".${scope}`
          : `Yes — going by its ingredients, ${head} has no ${term} in it to leave out.${checkedSaid}${scope}`;
      // asked whether it may be eaten, the answer is to that: "Yes" when it is free of the term
      if (ask.safe)
        return found.length
          ? `No — ${head} has ${term}: ${found.join('; ')}.${ask.allergy ? ` So it isn't one to eat with a ${term} allergy.` : ''}${scope}`
          : `Yes — going by its ingredients, ${head} has no ${term}.${checkedSaid}${scope}`;
      return found.length
        ? `Yes — ${head} has ${term}: ${found.join('; ')}.${ask.allergy ? ` So it isn't one to eat with a ${term} allergy.` : ''}${scope}`
        : `No — going by its ingredients, ${head} has no ${term}.${checkedSaid}${scope}`;
    }
    case 'time': {
      const timed = items.filter((i) => i.readyInMinutes !== null);
      if (!timed.length) return `${head} has no recipe to cook: nothing to time.`;
      return timed.length === 1
        ? `${head} takes ${timed[0].readyInMinutes} min to make.`
        : `${head}: ${timed.map((i) => `${i.title} takes ${i.readyInMinutes} min`).join(', ')}.`;
    }
    case 'steps': {
      const each = items.map((i) => {
        const method = i.recipeId === null ? [] : (steps?.get(i.recipeId) ?? []);
        const title = items.length > 1 ? `${i.title}${i.readyInMinutes !== null ? ` (${i.readyInMinutes} min)` : ''}:\n` : '';
        if (i.recipeId === null) return `${title}${i.title} is a food, not a recipe: nothing to cook.`;
        if (!method.length) return `${title}Its recipe has no steps written down; it uses ${and(i.ingredients.map((g) => g.name))}.`;
        return `${title}${method.map((m, k) => `${k + 1}. ${m}`).join('\n')}`;
      });
      return `How to make ${head}:\n${each.join('\n')}`;
    }
    case 'ingredients': {
      const parts = items.map((i) => {
        const servings = i.recipeId !== null && i.servings !== 1 ? ` (${i.servings} servings)` : '';
        const list = i.ingredients.map((g) => `• ${g.amount ? `${g.amount} ` : ''}${g.name}`).join('\n');
        return `${items.length > 1 || label !== i.title ? `${i.title}${servings}:\n` : ''}${list}`;
      });
      return `To make ${head} you need:\n${parts.join('\n')}`;
    }
    case 'cost': {
      const priced = items.filter((i) => i.cost !== null);
      if (!priced.length) return `${head} has no price I know of: it is a food added by name.`;
      const total = priced.reduce((s, i) => s + i.cost!, 0);
      const each = priced.length > 1 ? ` (${priced.map((i) => `${i.title} ${dollars(i.cost!)}`).join(', ')})` : '';
      return `${head} costs about ${dollars(total)} at your store${each}, for the servings planned.`;
    }
    case 'nutrition': {
      const sum = (k: MealMeasure) => items.reduce((s, i) => s + i[k], 0);
      if (ask.measure) {
        const v = sum(ask.measure);
        // said in the asker's word: "calories", not only "kcal"
        return `${head} has ${ask.measure === 'calories' ? inCalories(v) : `${grams(v)} of ${MEASURE_NAMES[ask.measure]}`}.`;
      }
      return `${head}: ${inCalories(sum('calories'))}, protein ${grams(sum('protein'))}, fat ${grams(sum('fat'))}, carbohydrate ${grams(sum('carbs'))}.`;
    }
    case 'diet':
      return dietAnswer(ask.diet, head, items);
    case 'about': {
      const each = items.map((i) => {
        const facts = [
          i.readyInMinutes !== null ? `${i.readyInMinutes} min` : '',
          i.servings > 1 ? `${i.servings} servings` : '',
          kcal(i.calories),
          `protein ${grams(i.protein)}`,
          i.cost !== null ? `about ${dollars(i.cost)}` : '',
        ].filter(Boolean);
        const goesIn = i.ingredients.slice(0, 8).map((g) => g.name);
        return `${i.title}: ${facts.join(', ')}.${goesIn.length ? ` Made with ${and(goesIn)}${i.ingredients.length > 8 ? ', and more' : ''}.` : ''}`;
      });
      return label === titles ? each.join('\n') : `${label}:\n${each.join('\n')}`;
    }
  }
}

/** Whether the items keep to a diet, by the planner's own rule; the ingredients that hold what the diet leaves out, as evidence. */
function dietAnswer(diet: Diet, head: string, items: readonly ItemDetail[]): string {
  const name = DIET_NAMES[diet].toLowerCase();
  const asRule = items.map((i) => ({ ...i, ingredientNames: i.ingredients.map((g) => g.name) }));
  const breaking = itemsBreakingDiet(asRule, DIET_NAMES[diet]);
  if (!breaking.length) return `Yes — ${head} is ${name}, going by its recipe and ingredients.`;
  const excluded = dietaryRulesFrom({ dietaryRestrictions: [DIET_NAMES[diet]], allergies: [], dislikedIngredients: [] })
    .excludedAllergens as string[];
  const why = breaking.map((i) => {
    const evidence = i.ingredients.filter((g) => g.allergens.some((a) => excluded.includes(a))).map((g) => g.name);
    return evidence.length ? `${i.title} has ${and([...new Set(evidence)])}` : `${i.title} isn't tagged ${name}`;
  });
  return `No — ${head} is not ${name}: ${why.join('; ')}.`;
}
