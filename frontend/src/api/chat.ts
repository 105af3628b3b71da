import { apiFetch } from './fetcher';

/** Spec §3 'Chat message'. */
export interface ChatMessage {
  id: string;
  content: string;
  isUser: boolean;
  timestamp: Date;
}

export const CHAT_PATH = '/api/chat';
/** Spec §9: the last 5 messages go with each question. */
export const CHAT_CONTEXT_SIZE = 5;
export const CHAT_MAX_LENGTH = 2000;
export const CHAT_FAILURE_MESSAGE = "I'm sorry, I'm having trouble connecting right now. Please try again in a moment.";

/** The browser's IANA time zone, so "today" and "tomorrow" mean the person's days. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** POST /api/chat { message, context: { currentMessages: last 5 } } → { response }. */
export async function sendChatMessage(message: string, history: ChatMessage[]): Promise<string> {
  const currentMessages = history.slice(-CHAT_CONTEXT_SIZE).map((m) => ({ id: m.id, content: m.content, isUser: m.isUser, timestamp: m.timestamp.toISOString() }));
  const timeZone = browserTimeZone();
  const answer = await apiFetch<{ response: string }>(CHAT_PATH, { method: 'POST', body: { message, context: { currentMessages, ...(timeZone ? { timeZone } : {}) } } });
  return answer.response;
}
