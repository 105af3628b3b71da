/** Replies to greetings, thanks, help, what cannot be done, and changes asked about before they are made. */
import { HELP_TEXT } from './phrasing.js';
import type { Replies } from './reply.js';

export const SMALL_TALK_REPLIES: Replies = {
  greeting(_intent, { ctx }) {
    return `Hi${ctx.firstName ? ` ${ctx.firstName}` : ''}! I'm your Forkcast assistant. Ask me what's for dinner, how many calories a day has, to swap a meal, or to add something to your grocery list.`;
  },
  thanks() {
    return "You're welcome! Anything else I can help with?";
  },
  help() {
    return HELP_TEXT;
  },
  decline() {
    return "OK! I'm here if you need anything else.";
  },
  unsupported(intent) {
    const hint =
      intent.hint ??
      (intent.what.includes('plan')
        ? 'Use the Meal Plans page for that.'
        : intent.what.includes('groceries')
          ? 'Your grocery list is on the Grocery Lists page, ready to take to the store.'
          : '');
    // where something close can be done, asked last
    if (intent.ask) return `Sorry, I can't ${intent.what} from the chat.${hint ? ` ${hint}` : ''} I changed nothing. ${intent.ask}`;
    return `Sorry, I can't ${intent.what} from the chat.${hint ? ` ${hint}` : ''}\n\nType "help" to see what I can do.`;
  },
  unknown() {
    return `I'm not sure how to help with that. I'm Forkcast's built-in assistant: I can only work with your meal plan, recipes, grocery list and preferences.\n\n${HELP_TEXT}`;
  },
  confirm(intent) {
    return {
      response: `${intent.question} Nothing is changed until you say yes.`,
      confirm: { question: intent.question, request: intent.request },
    };
  },
  offer(intent, { ctx }) {
    ctx.heard.pending = { kind: 'confirm', request: intent.request };
    return `I only change your plan, list or preferences when you ask me to, not on a question — so I changed nothing. To do it, say: "${intent.request}".`;
  },
};
