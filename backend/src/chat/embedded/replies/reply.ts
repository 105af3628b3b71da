/** One reply per intent the grammar reads, in maps by family (issue #22 §6: a map, not a long switch). */
import type { AssistantData, AssistantReply, PlanOverview } from '../../assistant-data.js';
import type { Topic } from '../../conversation/state.js';
import type { EmbeddedContext } from '../embedded-assistant.js';
import type { Intent } from '../intents.js';

/** While answering: where replies note what they spoke of (recipes listed, a meal swapped). */
export type Answering = EmbeddedContext & { heard: Topic };

export interface Replying {
  data: AssistantData;
  ctx: Answering;
}

type Answer = Promise<string | AssistantReply> | string | AssistantReply;
export type Reply<K extends Intent['type']> = (intent: Extract<Intent, { type: K }>, r: Replying) => Answer;
/** A reply read from or made to the person's current plan (there is one when it is called). */
export type PlanReply<K extends Intent['type']> = (intent: Extract<Intent, { type: K }>, r: Replying & { plan: PlanOverview }) => Answer;

export type Replies = { [K in Intent['type']]?: Reply<K> };
export type PlanReplies = { [K in Intent['type']]?: PlanReply<K> };
