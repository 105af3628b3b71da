/**
 * An allergy of the asker's own told beside a question about the plan's food — "what goes into thursday dinner? only
 * asking since i'm allergic to soy", "im allergic to eggs, is monday lunch ok" — is why the question is asked, so the
 * answer stands alone; but the allergy is news the plans should keep to. When it is not yet among the person's
 * allergies, the answer ends by offering to add it, and a yes does (the offer waits as the conversation's pending
 * confirm). Someone else's allergy ("my son is allergic") is never offered for the asker's account.
 */
import type { AssistantData } from '../../assistant-data.js';
import type { Pending } from '../../conversation/state.js';
import { allergensNamed } from '../../../kitchen/dietary-rules.js';
import { is, isLemma } from '../entities.js';
import type { Intent } from '../intents.js';
import type { Token } from '../tokens.js';

/** Words between the asker and "allergic" that keep it the asker's: "i'm really allergic", "we are both allergic". */
const BETWEEN = ['am', 'are', "'m", 'm', 'really', 'very', 'so', 'severely', 'also', 'both', 'all', 'actually', 'now'];

/** Whether the message tells an allergy of the asker's own ("i'm allergic", "im allergic to x", "my peanut allergy"). */
export function ownAllergyTold(tokens: readonly Token[]): boolean {
  return tokens.some((t, i) => {
    if (isLemma(t, 'allergic', 'intolerant')) {
      let k = i - 1;
      while (k >= 0 && is(tokens[k], ...BETWEEN)) k--;
      return is(tokens[k], 'i', 'im', 'we');
    }
    // "my peanut allergy", "my shellfish allergy": the asker's own, one or two words after "my"
    if (isLemma(t, 'allergy')) return is(tokens[i - 2], 'my') || is(tokens[i - 3], 'my');
    return false;
  });
}

/** The allergen a question checks the plan for, when it is asked because of an allergy. */
function allergyChecked(intent: Intent): string | null {
  if (intent.type === 'contains' && intent.allergy) return intent.term;
  if (intent.type === 'mealQuestion' && intent.ask.kind === 'contains' && intent.ask.allergy) return intent.ask.term;
  return null;
}

/** The offer to keep the allergy, and what a yes to it does; null when none is due. */
export async function allergyOffer(
  intent: Intent,
  tokens: readonly Token[],
  data: AssistantData,
  userId: string,
): Promise<{ say: string; pending: Pending } | null> {
  const term = allergyChecked(intent)?.toLowerCase();
  if (!term || !ownAllergyTold(tokens)) return null;
  // (a word standing for no food, "it" or "that one", is never offered)
  if (!/^[a-z][a-z -]{1,30}$/.test(term) || /\b(?:it|that|this|them|one|anything|something)\b/.test(term)) return null;
  const { allergies } = await data.preferences(userId);
  const named = new Set<string>(allergensNamed(term));
  const kept = allergies.some((a) => a.toLowerCase() === term || allergensNamed(a.toLowerCase()).some((x) => named.has(x)));
  if (kept) return null;
  return {
    say: `You mentioned you're allergic to ${term} — should I add it to your allergies so new plans keep it out?`,
    pending: { kind: 'confirm', request: `add ${term} to my allergies` },
  };
}
