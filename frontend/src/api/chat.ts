import { apiFetch } from './fetcher';
import type { Schemas } from './types';
import { apiLimits } from './schema';

/** Spec §3 'Chat message'; an assistant message that changed data carries the action its Undo reverts. */
export interface ChatMessage {
  id: string;
  content: string;
  isUser: boolean;
  timestamp: Date;
  action?: ChatAction;
  /** When the reply did several things: each one, undone alone (`action` undoes what is left of all). */
  actions?: ChatAction[];
  /** A change the assistant asks about before making it: Yes / No buttons under the message. */
  confirm?: ChatConfirm;
  /** The answers to a question it asked ("Which one: Cheddar or Swiss?"): one tap sends one, then they go. */
  choices?: string[];
}

/** "Did you mean to add peanuts to your allergies?": Yes sends `request`, the change said plainly. */
export type ChatConfirm = Schemas['ChatConfirm'];

/** What one assistant reply changed (POST /api/chat answers it when it did). */
export type ChatAction = Schemas['ChatAction'];

export type ChatAnswer = Schemas['ChatReply'];

export const CHAT_PATH = '/api/chat';
/** Spec §9: the last 5 messages go with each question. */
export const CHAT_CONTEXT_SIZE = 5;
export const CHAT_MAX_LENGTH = apiLimits.ChatDto.message.maxLength;
export const CHAT_FAILURE_MESSAGE = "I'm sorry, I'm having trouble connecting right now. Please try again in a moment.";

/** The browser's IANA time zone, so "today" and "tomorrow" mean the person's days. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** POST /api/chat { message, context: { currentMessages: last 5 } } → { response, action?, actions?, confirm? }. */
export async function sendChatMessage(message: string, history: ChatMessage[]): Promise<ChatAnswer> {
  const currentMessages = history
    .slice(-CHAT_CONTEXT_SIZE)
    .map((m) => ({ id: m.id, content: m.content, isUser: m.isUser, timestamp: m.timestamp.toISOString() }));
  const timeZone = browserTimeZone();
  const answer = await apiFetch<ChatAnswer>(CHAT_PATH, {
    method: 'POST',
    body: { message, context: { currentMessages, ...(timeZone ? { timeZone } : {}) } },
  });
  return {
    response: answer.response,
    ...(answer.action ? { action: answer.action } : {}),
    ...(answer.actions?.length ? { actions: answer.actions } : {}),
    ...(answer.confirm ? { confirm: answer.confirm } : {}),
    ...(answer.choices?.length ? { choices: answer.choices } : {}),
  };
}

/** POST /api/chat/undo/:id → what was put back, as the assistant says it. */
export async function undoChatAction(actionId: string): Promise<string> {
  const answer = await apiFetch<Schemas['ChatUndone']>(`${CHAT_PATH}/undo/${encodeURIComponent(actionId)}`, { method: 'POST' });
  return answer.response;
}
