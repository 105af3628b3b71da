/**
 * "swap monday dinner, don't want chicken again", "change friday lunch - no fish this time": a food not wanted said
 * beside one swap as why, this once, is that swap's wish (its recipe without the food), never a standing dislike; "i hate
 * mushrooms" or "not anymore" said beside a swap still is one. The words are data (lexicon/swap-wishes.json). Pure.
 */
import type { Intent } from '../intents.js';
import { saysThisTimeOnly } from '../../lexicon/swap-wishes.js';
import { tokenize } from '../tokens.js';

/** The parts of several changes with a dislike said for one swap folded into that swap; the parts as they were otherwise. */
export function thisTimeOnly(parts: Intent[], message: string): Intent[] {
  const swaps = parts.filter((p) => p.type === 'swap');
  const dislikes = parts.filter((p) => p.type === 'addPreference' && p.list === 'dislikedIngredients');
  if (swaps.length !== 1 || !dislikes.length || dislikes.length + 1 !== parts.length || !saysThisTimeOnly(tokenize(message))) return parts;
  const [swap] = swaps;
  if (swap.type !== 'swap') return parts;
  const foods = dislikes.flatMap((p) => (p.type === 'addPreference' ? [p.value.toLowerCase()] : []));
  return [{ ...swap, without: [...new Set([...(swap.without ?? []), ...foods])] }];
}
