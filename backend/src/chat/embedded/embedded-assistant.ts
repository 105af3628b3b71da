/**
 * The assistant that works without any AI service: it understands a fixed set of requests
 * (embedded/intents.ts) and answers them from the person's own data, through AssistantData: the
 * questions (questions/), issue #22's requests (requests/handlers.ts), and the grammar's own intents, one reply
 * each in maps by family (replies/).
 * It says plainly what it cannot do. No Nest or ORM here: the data port is passed in.
 */
import { AssistantActionError, type AssistantData, type AssistantReply } from '../assistant-data.js';
import { boundEntities } from './entity-bounds.js';
import { parseIntent, type Intent } from './intents.js';
import { answerRequest } from './requests/handlers.js';
import { followUp, pointsAtNothing } from '../conversation/follow-up.js';
import { ownInstead } from '../conversation/own-instead.js';
import { dietEnded } from '../conversation/diet-ended.js';
import { pressedAfterDecline } from '../conversation/pressed.js';
import { updateState, type ConversationState, type Topic } from '../conversation/state.js';
import { topicOfIntent } from '../conversation/topic.js';
import { completeTopic, LEFT_AS_IS, NOTHING_ASKED, pendingOf, swapToListed, WHICH_IS_MEANT } from './conversation-turns.js';
import { answerPending, yesOrNo } from '../conversation/answers.js';
import { tokenize } from './tokens.js';
import { allergyOffer } from './questions/allergy-offer.js';
import { QuestionAnswers } from './questions/answers.js';
import { overruleBroad, understandUnknown } from './classifier/asked.js';
import { QUESTION_TYPES, type Question } from './questions/questions.js';
import { HELP_TEXT, NO_PLAN } from './replies/phrasing.js';
import type { Answering, PlanReplies, PlanReply, Replies, Reply } from './replies/reply.js';
import { SMALL_TALK_REPLIES } from './replies/small-talk.js';
import { PREFERENCE_REPLIES } from './replies/preferences.js';
import { RECIPE_REPLIES } from './replies/recipes.js';
import { NEW_PLAN_REPLIES, PLAN_EDIT_REPLIES } from './replies/plan-edits.js';
import { PLAN_READ_REPLIES } from './replies/plan-reads.js';
import { GROCERY_REPLIES } from './replies/grocery.js';

/** The grammar's intents' replies, by family (replies/): those that need no plan, and those read from or made to it. */
const REPLIES: Replies = { ...SMALL_TALK_REPLIES, ...PREFERENCE_REPLIES, ...RECIPE_REPLIES, ...NEW_PLAN_REPLIES };
const PLAN_REPLIES: PlanReplies = { ...PLAN_READ_REPLIES, ...PLAN_EDIT_REPLIES, ...GROCERY_REPLIES };

export interface EmbeddedContext {
  userId: string;
  firstName: string | null;
  /** The person's today, YYYY-MM-DD (in their time zone when the browser sent it). */
  today: string;
  /** What the conversation last spoke of: "it", "that", "the second one" point there. */
  conversation?: ConversationState;
  /** The person's message before this one, for "what about wednesday?". */
  previous?: string;
  /** While answering: what the reply speaks of, and what it asks (a handler asking "which one?" notes it here). */
  heard?: Topic;
  /** While answering several parts: the things the parts before added to the list ("add oat milk, remove milk": the other milk). */
  addedNow?: string[];
}

export class EmbeddedAssistant {
  private readonly questions: QuestionAnswers;

  constructor(private readonly data: AssistantData) {
    this.questions = new QuestionAnswers(data);
  }

  /** The reply, and `topic`: what it spoke of, for the conversation's state. */
  async reply(message: string, ctx: EmbeddedContext): Promise<AssistantReply & { topic?: Topic }> {
    const conversation = ctx.conversation ?? {};
    // An answer to what was just asked ("yes", "the cheddar", "no, thursday") is read as what it answers.
    const answered = answerPending(message, conversation.pending);
    if (answered?.kind === 'cancel') return { response: LEFT_AS_IS, topic: {} };
    if (answered?.kind === 'ask')
      return { response: `${answered.question} Nothing else was changed.`, topic: { pending: answered.pending } };
    const said = answered?.kind === 'message' ? answered.text : message;
    // "then set mine": another person's change, declined just now, asked of the person's own;
    // "remove that, i've stopped" after a diet was spoken of: that diet ended
    // "come on just yes or no", "she said it's fine" after a health verdict or another's account declined: declined
    // again, never guessed as another ask (nor as the same change of the person's own: "she gave me permission")
    const pressed = answered ? null : pressedAfterDecline(said, parseIntent(said), ctx.previous, parseIntent);
    const own =
      answered || pressed ? null : (ownInstead(said, ctx.previous, parseIntent) ?? dietEnded(said, parseIntent(said), ctx.previous));
    const read =
      answered?.kind === 'action'
        ? { intent: answered.action as Intent, listed: undefined }
        : own
          ? { intent: own, listed: undefined }
          : followUp(said, parseIntent(said), conversation, parseIntent, ctx.previous);
    const followed = pressed ? { intent: pressed, listed: undefined } : read;
    // "do i have it at home", "the first one" when nothing spoken of fits: asked, not guessed
    if (pointsAtNothing(said, followed.intent)) return { response: WHICH_IS_MEANT, topic: {} };
    // "yes", "yep do it" when nothing was asked: said so, never the help text nor a change guessed
    if (followed.intent.type === 'unknown' && yesOrNo(tokenize(said)) === 'yes') return { response: NOTHING_ASKED, topic: {} };
    // where no rule understood, the classifier of intents guesses, or asks back (classifier/asked.ts)
    // and where the rules read a question broadly (the day's meals, the whole list), its sure reading of another question stands
    const overruled = overruleBroad(said, followed.intent);
    const guessed = followed.intent.type === 'unknown' ? understandUnknown(said) : overruled ? { intent: overruled } : null;
    if (guessed && 'reply' in guessed) return { ...guessed.reply, topic: pendingOf(guessed.reply, {}) };
    // what the request names is put within the lexicon's bounds first: a word that is no food is asked about, never stored
    const bounded = boundEntities(guessed?.intent ?? followed.intent);
    if ('reply' in bounded) return { ...bounded.reply, topic: pendingOf(bounded.reply, {}) };
    const { intent } = bounded;
    const { listed } = followed;
    const heard: Topic = {};
    try {
      const answer =
        listed && intent.type === 'swap' && intent.meal
          ? await swapToListed(this.data, { ...intent, meal: intent.meal }, listed, ctx, heard)
          : await this.answer(intent, { ...ctx, conversation, heard });
      const given = typeof answer === 'string' ? { response: answer } : answer;
      // an allergy of the asker's own told beside a question about the plan: offered to be kept, after the answer
      const offer = given.confirm ? null : await allergyOffer(intent, tokenize(said), this.data, ctx.userId);
      if (offer) heard.pending = offer.pending;
      const reply = offer ? { ...given, response: `${given.response} ${offer.say}` } : given;
      const topic = pendingOf(reply, await completeTopic(this.data, updateState(topicOfIntent(intent, ctx.today, said) ?? {}, heard), ctx));
      // the message as it was read, for a next "and friday?" or "same for lunch" (a pick's words say nothing again)
      if (answered?.kind !== 'action') topic.said = followed.said ?? said;
      // after a pick of one of two, the next message may say "no, the other one"
      const asked = conversation.pending;
      if (answered?.kind === 'action' && answered.chosen !== undefined && asked?.kind === 'choose' && !topic.pending)
        topic.pending = { ...asked, chosen: answered.chosen };
      const shown = answered?.kind === 'action' && answered.other ? `OK, the other one: ${reply.response}` : reply.response;
      return { ...reply, response: bounded.after ? `${shown} ${bounded.after}` : shown, topic };
    } catch (error) {
      if (error instanceof AssistantActionError)
        return { response: `I couldn't do that: ${error.message}.`.replace(/\.\.$/, '.'), topic: {} };
      throw error;
    }
  }

  private async answer(intent: Intent, ctx: Answering): Promise<string | AssistantReply> {
    const { userId, today } = ctx;
    if (QUESTION_TYPES.has(intent.type)) {
      const answered = await this.questions.answer(intent as Question, { userId, today, conversation: ctx.conversation ?? {} });
      Object.assign(ctx.heard, answered.topic);
      return answered.response;
    }
    // Issue #22's requests and limits, and the checks before a write (requests/handlers.ts); else the grammar's own.
    const own = await answerRequest(intent, { data: this.data, ctx, answer: (part) => this.answer(part, ctx) });
    if (own !== undefined) return own;
    const reply = (REPLIES as Record<string, Reply<Intent['type']> | undefined>)[intent.type];
    if (reply) return reply(intent, { data: this.data, ctx });
    const plan = await this.data.currentPlan(userId, today);
    if (!plan) return NO_PLAN;
    const planReply = (PLAN_REPLIES as Record<string, PlanReply<Intent['type']> | undefined>)[intent.type];
    return planReply ? planReply(intent, { data: this.data, ctx, plan }) : HELP_TEXT;
  }
}
