import type { ChatMessage } from '../../api/chat';

/**
 * The assistant's conversation kept in sessionStorage, one per signed-in person, so a reload (or a
 * screen that mounts the widget again) picks it up where it was. The tab's session only: closing the
 * tab forgets it, and another person signing in on the same tab reads their own key.
 */
const PREFIX = 'forkcast.chat.';
/** Long conversations keep their newest messages: the assistant only reads the last five anyway. */
export const CHAT_MEMORY_LIMIT = 50;

type Stored = Omit<ChatMessage, 'timestamp'> & { timestamp: string };

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage refused (privacy settings): the conversation lasts while the page does
  }
}

const isStored = (value: unknown): value is Stored =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Stored).id === 'string' &&
  typeof (value as Stored).content === 'string' &&
  typeof (value as Stored).isUser === 'boolean' &&
  typeof (value as Stored).timestamp === 'string';

/** The kept conversation of this person, or null when none is kept (or it cannot be read). */
export function loadConversation(personId: string | null | undefined): ChatMessage[] | null {
  if (!personId) return null;
  try {
    const raw = storage()?.getItem(PREFIX + personId);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every(isStored)) return null;
    return parsed.map((m) => ({ ...m, timestamp: new Date(m.timestamp) }));
  } catch {
    return null;
  }
}

/** Keeps the newest CHAT_MEMORY_LIMIT messages of this person's conversation. */
export function saveConversation(personId: string | null | undefined, messages: readonly ChatMessage[]): void {
  if (!personId) return;
  const kept: Stored[] = messages.slice(-CHAT_MEMORY_LIMIT).map((m) => ({ ...m, timestamp: m.timestamp.toISOString() }));
  try {
    storage()?.setItem(PREFIX + personId, JSON.stringify(kept));
  } catch {
    // full or refused: the conversation still lasts while the page does
  }
}
