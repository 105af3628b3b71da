import { Injectable, Logger } from '@nestjs/common';
import { AiClient } from '../ai/ai-client.js';
import { unavailable } from '../common/domain-error.js';
import type { User } from '../users/user.entity.js';
import { AssistantData, type ChangeToConfirm } from './assistant-data.js';
import { ChatActions } from './chat-actions.service.js';
import { withChangeJournal } from './change-journal.js';
import type { ChatDto } from './dto/chat.dto.js';
import { EmbeddedAssistant } from './embedded/embedded-assistant.js';
import { aboutTheTable, forModel, limitReply, ownTurn } from './embedded/limits/guard.js';
import { questionLast } from './embedded/limits/asking.js';
import { OpenAIAssistant, type ChatTurn } from './openai-assistant.js';
import { ConversationStore } from './conversation/conversation-store.js';
import { updateState, type ConversationState } from './conversation/state.js';
import { asksUndo, undoThen } from './conversation/undo-ask.js';
import { NOTHING_TO_UNDO } from './embedded/requests/follow-up-answers.js';
import { tokenize } from './embedded/tokens.js';
import { DomainError } from '../common/domain-error.js';

export const ASSISTANT_UNAVAILABLE = 'The assistant is unavailable right now. Please try again in a moment.';

/** Today's date (YYYY-MM-DD) in a time zone; UTC when the zone is missing or unknown. */
export function todayIn(timeZone: string | undefined, now = new Date()): string {
  try {
    if (timeZone) return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    // unknown zone: fall through
  }
  return now.toISOString().slice(0, 10);
}

/** POST /api/chat: the OpenAI assistant when configured, else the embedded one. Same contract. */
@Injectable()
export class ChatService {
  private readonly logger = new Logger(ChatService.name);
  private readonly embedded: EmbeddedAssistant;
  private readonly openai: OpenAIAssistant | null;

  constructor(
    data: AssistantData,
    ai: AiClient,
    private readonly actions: ChatActions,
    private readonly conversations: ConversationStore,
  ) {
    this.embedded = new EmbeddedAssistant(data);
    this.openai = ai.enabled ? new OpenAIAssistant(data, ai) : null;
  }

  get mode(): 'openai' | 'embedded' {
    return this.openai ? 'openai' : 'embedded';
  }

  /**
   * { response }, and { action: { id, description } } when the reply changed the person's data: one
   * Undo (POST /api/chat/undo/:id) puts all of it back; { actions } besides when it did several things, each
   * undone alone; { confirm: { question, request } } when it asks before an ambiguous change (Yes sends
   * `request` as the next message).
   */
  async reply(
    user: User,
    dto: ChatDto,
  ): Promise<{
    response: string;
    action?: { id: string; description: string };
    actions?: { id: string; description: string }[];
    confirm?: ChangeToConfirm;
    choices?: string[];
  }> {
    const message = dto.message;
    const today = todayIn(dto.context?.timeZone);
    const turns: ChatTurn[] = (dto.context?.currentMessages ?? []).map((m) => ({ content: m.content.slice(0, 2000), isUser: m.isUser }));
    // The widget may already include the message being sent: do not say it twice.
    const last = turns[turns.length - 1];
    if (last?.isUser && last.content.trim() === message) turns.pop();
    // a line of an earlier turn that pretended to be an instruction is not read again
    const history = turns.map((m) => ({ ...m, content: ownTurn(m.content, m.isUser) }));
    const ctx = { userId: user.id, firstName: user.firstName ?? null, today };
    // The widget opens with its own greeting: only an earlier message of the person's carries a conversation on.
    const conversation = await this.conversationFor(user.id, dto.context?.currentMessages !== undefined && !history.some((m) => m.isUser));
    // "undo that", "take that back": the last change made in this conversation, undone as its Undo button does
    if (conversation.lastAction && asksUndo(tokenize(message), { plainly: !!conversation.pending }))
      return this.undoLast(user.id, conversation);
    // "undo that and add eggs": the undo first, then the rest answered as a message of its own, with its own Undo
    const then = undoThen(message, { plainly: !!conversation.pending });
    if (then) {
      const undone = conversation.lastAction ? (await this.undoLast(user.id, conversation)).response : NOTHING_TO_UNDO;
      const rest = await this.reply(user, { ...dto, message: then });
      return { ...rest, response: `${undone}\n${rest.response}` };
    }
    const {
      value: { topic, ...answer },
      changes,
    } = await withChangeJournal(async () => {
      if (!this.openai || aboutTheTable(message))
        return this.embedded.reply(message, { ...ctx, conversation, previous: history.findLast((m) => m.isUser)?.content });
      // A health verdict or another person's account: answered here, the model never asked (issue #22).
      // lines that pretend to be instructions never reach the model; the reply says they were ignored
      const given = forModel(message);
      if ('reply' in given) return { response: given.reply };
      const limit = limitReply(given.message);
      if (limit) return { response: limit };
      try {
        const answer = await this.openai.reply(given.message, { ...ctx, history, conversation });
        return given.note ? { ...answer, response: `${given.note} ${answer.response}` } : answer;
      } catch (error) {
        this.logger.warn({ err: (error as Error).message }, 'AI service failed');
        throw unavailable(ASSISTANT_UNAVAILABLE, error);
      }
    });
    const next = topic ? updateState(conversation, topic) : conversation;
    // a reply that asks ends with its question, whichever engine wrote it (a confirm carries its own yes/no)
    if (!answer.confirm) answer.response = questionLast(answer.response);
    if (!changes.length) {
      if (topic) await this.conversations.save(user.id, next);
      return answer;
    }
    const { parts, ...action } = await this.actions.record(user.id, changes);
    await this.conversations.save(user.id, { ...next, lastAction: { id: action.id, description: action.description } });
    return { response: answer.response, action, ...(parts ? { actions: parts } : {}) };
  }

  /** The conversation's last change undone; said as the Undo button says it, or why it could not be. */
  private async undoLast(userId: string, conversation: ConversationState): Promise<{ response: string }> {
    const { lastAction, ...rest } = conversation;
    await this.conversations.save(userId, rest);
    try {
      const { response } = await this.actions.undo(userId, lastAction!.id);
      return { response: `OK, I put it back as it was. ${response}` };
    } catch (error) {
      if (error instanceof DomainError) return { response: `I couldn't undo ${lastAction!.description}: ${error.message}` };
      throw error;
    }
  }

  /**
   * What the conversation spoke of so far: a message sent with no earlier message of the person in its context
   * starts a new conversation (the state is cleared); a message with no context at all goes on with the one there is.
   */
  private async conversationFor(userId: string, startsNew: boolean): Promise<ConversationState> {
    if (startsNew) {
      await this.conversations.clear(userId);
      return {};
    }
    return this.conversations.read(userId);
  }

  undo(user: User, actionId: string): Promise<{ response: string }> {
    return this.actions.undo(user.id, actionId);
  }
}
