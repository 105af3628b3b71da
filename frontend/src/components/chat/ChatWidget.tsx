import './chat.css';
import { CloseOutlined, MessageOutlined, RobotOutlined, SendOutlined } from '@ant-design/icons';
import { Button, FloatButton, Input } from 'antd';
import { Fragment, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useSWRConfig } from 'swr';
import {
  CHAT_FAILURE_MESSAGE,
  CHAT_MAX_LENGTH,
  sendChatMessage,
  undoChatAction,
  type ChatAction,
  type ChatConfirm,
  type ChatMessage,
} from '../../api/chat';
import { ApiError, isUnauthorizedError } from '../../api/fetcher';
import { handleUnauthorized } from '../../auth/unauthorized';
import { toast } from '../../toast/toast-store';
import { loadConversation, saveConversation } from './chat-memory';

export const CHAT_GREETING =
  "Hi! I'm your Forkcast assistant. Ask me what's for dinner, how many calories a day has, to swap a meal or to add something to your grocery list.";

/** One-tap questions shown under the greeting. */
export const CHAT_SUGGESTIONS = [
  "What's for dinner tonight?",
  'How many calories tomorrow?',
  'What can I cook in under 20 minutes?',
  'Add milk to my list',
];

let idCounter = 0;
const newId = () => `m${Date.now().toString(36)}${(idCounter += 1)}`;
const message = (
  content: string,
  isUser: boolean,
  action?: ChatAction,
  confirm?: ChatConfirm,
  actions?: ChatAction[],
  choices?: string[],
): ChatMessage => ({
  id: newId(),
  content,
  isUser,
  timestamp: new Date(),
  ...(action ? { action } : {}),
  ...(actions?.length ? { actions } : {}),
  ...(confirm ? { confirm } : {}),
  ...(choices?.length ? { choices } : {}),
});

/** A reply after one of its actions was undone: the whole or the last part leaves no button; a part leaves the others. */
function withoutUndone(m: ChatMessage, actionId: string): ChatMessage {
  const { action: _action, actions: _actions, ...rest } = m;
  if (m.action?.id === actionId) return rest;
  const actions = (m.actions ?? []).filter((a) => a.id !== actionId);
  return actions.length ? { ...m, actions } : rest;
}

/** What No answers: the assistant asked first, so there is nothing to put back. */
export const CHAT_DECLINED = 'OK — I changed nothing.';

/** What the assistant may have changed (a swapped meal, a grocery item, preferences): read again after each answer. */
const CHANGED_BY_ASSISTANT = ['/api/meal-plans', '/api/grocery-lists', '/api/preferences'];
export const isAssistantDataKey = (key: unknown) =>
  typeof key === 'string' &&
  CHANGED_BY_ASSISTANT.some((prefix) => key === prefix || key.startsWith(`${prefix}/`) || key.startsWith(`${prefix}?`));

/** A failed question: the spec's failure text in the conversation; a rate limit also says how long to wait. */
function reportFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 429)
    toast({ title: 'Slow down', description: error.serverMessage || 'Too many requests. Please wait a minute and try again.' });
  return CHAT_FAILURE_MESSAGE;
}

/**
 * Spec §2 'Chat widget': a floating button opens or closes a panel that starts with a greeting.
 * A sent message shows at once, a typing indicator shows while waiting (input disabled), the panel
 * scrolls to the newest message. Enter sends, Shift+Enter is a new line; blank messages are not sent.
 * The signed-in layout holds it, so it is on every screen and its conversation outlives a change of
 * screen; the conversation is also kept in sessionStorage for `personId`, so a reload keeps it too.
 */
export function ChatWidget({ personId }: { personId?: string | null }) {
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>(() => loadConversation(personId) ?? [message(CHAT_GREETING, false)]);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const { mutate } = useSWRConfig();
  const endRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const panelId = useId();
  const titleId = useId();

  useEffect(() => {
    if (open) endRef.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
  }, [messages, pending, open]);

  useEffect(() => {
    if (open && !pending) inputRef.current?.focus();
  }, [open, pending]);

  useEffect(() => saveConversation(personId, messages), [personId, messages]);

  const send = useCallback(
    async (typed?: string) => {
      const text = (typed ?? draft).trim();
      if (!text || pending) return;
      const history = messages;
      setMessages((list) => [...list, message(text, true)]);
      if (typed === undefined) setDraft('');
      setPending(true);
      try {
        const answer = await sendChatMessage(text, history);
        setMessages((list) => [
          // a question's choices are for the question just asked: earlier ones go once something else is said
          ...list.map((m) => (m.choices ? { ...m, choices: undefined } : m)),
          message(answer.response, false, answer.action, answer.confirm, answer.actions, answer.choices),
        ]);
        void mutate(isAssistantDataKey);
      } catch (error) {
        if (isUnauthorizedError(error)) handleUnauthorized();
        else setMessages((list) => [...list, message(reportFailure(error), false)]);
      } finally {
        setPending(false);
      }
    },
    [draft, pending, messages, mutate],
  );

  const [undoing, setUndoing] = useState<string | null>(null);
  /** Undoes what one reply changed, or one thing of several it did; the button goes either way (an action is undone once). */
  const undo = useCallback(
    async (from: ChatMessage, actionId: string) => {
      if (undoing) return;
      setUndoing(actionId);
      const settle = (text: string) =>
        setMessages((list) => [...list.map((m) => (m.id === from.id ? withoutUndone(m, actionId) : m)), message(text, false)]);
      try {
        settle(await undoChatAction(actionId));
        void mutate(isAssistantDataKey);
      } catch (error) {
        if (isUnauthorizedError(error)) handleUnauthorized();
        else settle(error instanceof ApiError && error.serverMessage ? error.serverMessage : CHAT_FAILURE_MESSAGE);
      } finally {
        setUndoing(null);
      }
    },
    [undoing, mutate],
  );

  /** Yes sends the change said plainly (the person sees what was asked for); No says nothing changed. Either way the buttons go. */
  const answerConfirm = (from: ChatMessage, yes: boolean) => {
    if (!from.confirm || pending) return;
    const { request } = from.confirm;
    setMessages((list) => [
      ...list.map((m) => (m.id === from.id ? { ...m, confirm: undefined } : m)),
      ...(yes ? [] : [message(CHAT_DECLINED, false)]),
    ]);
    if (yes) void send(request);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const blank = draft.trim().length === 0;

  return (
    <>
      {open && (
        <section
          id={panelId}
          className="fc-chat-panel"
          role="dialog"
          aria-labelledby={titleId}
          data-testid="chat-panel"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        >
          <header className="fc-chat-header">
            <h2 id={titleId}>
              <RobotOutlined /> Forkcast Assistant
            </h2>
            <Button
              type="text"
              size="small"
              aria-label="Minimize chat"
              icon={<CloseOutlined style={{ color: '#fff' }} />}
              onClick={() => setOpen(false)}
            />
          </header>
          <div className="fc-chat-messages" role="log" aria-live="polite" aria-label="Conversation">
            {messages.map((m) => (
              <Fragment key={m.id}>
                <div
                  className={`fc-chat-message ${m.isUser ? 'is-user' : 'is-assistant'}`}
                  data-testid={m.isUser ? 'chat-user-message' : 'chat-assistant-message'}
                >
                  {m.content}
                </div>
                {m.confirm && (
                  <div className="fc-chat-confirm" role="group" aria-label={m.confirm.question}>
                    <Button
                      size="small"
                      type="primary"
                      data-testid="chat-confirm-yes"
                      disabled={pending}
                      onClick={() => answerConfirm(m, true)}
                    >
                      Yes
                    </Button>
                    <Button size="small" data-testid="chat-confirm-no" disabled={pending} onClick={() => answerConfirm(m, false)}>
                      No
                    </Button>
                  </div>
                )}
                {m.choices && (
                  <div className="fc-chat-suggestions" role="group" aria-label="Choices" data-testid="chat-choices">
                    {m.choices.map((choice) => (
                      <Button key={choice} size="small" shape="round" disabled={pending} onClick={() => void send(choice)}>
                        {choice}
                      </Button>
                    ))}
                  </div>
                )}
                {(m.action || m.actions) && (
                  <div className="fc-chat-undo">
                    {m.actions?.map((part) => (
                      <Button
                        key={part.id}
                        size="small"
                        data-testid="chat-undo-part"
                        loading={undoing === part.id}
                        disabled={undoing !== null}
                        onClick={() => void undo(m, part.id)}
                        title={`Undo: ${part.description}`}
                      >
                        Undo: {part.description}
                      </Button>
                    ))}
                    {m.action && (
                      <Button
                        size="small"
                        data-testid="chat-undo"
                        loading={undoing === m.action.id}
                        disabled={undoing !== null}
                        onClick={() => void undo(m, m.action!.id)}
                        title={`Undo: ${m.action.description}`}
                      >
                        {m.actions ? 'Undo all' : 'Undo'}
                      </Button>
                    )}
                  </div>
                )}
              </Fragment>
            ))}
            {messages.length === 1 && !pending && (
              <div className="fc-chat-suggestions" aria-label="Suggestions">
                {CHAT_SUGGESTIONS.map((text) => (
                  <Button key={text} size="small" shape="round" onClick={() => void send(text)}>
                    {text}
                  </Button>
                ))}
              </div>
            )}
            {pending && (
              <div className="fc-chat-message is-assistant" role="status" aria-label="Assistant is typing" data-testid="chat-typing">
                <span className="fc-chat-typing" aria-hidden="true">
                  <span />
                  <span />
                  <span />
                </span>
              </div>
            )}
            <div ref={endRef} />
          </div>
          <form
            className="fc-chat-form"
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <Input.TextArea
              ref={(node) => {
                inputRef.current = node?.resizableTextArea?.textArea ?? null;
              }}
              aria-label="Message"
              placeholder={pending ? 'Waiting for the answer…' : 'Ask about your meals…'}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              disabled={pending}
              maxLength={CHAT_MAX_LENGTH}
              autoSize={{ minRows: 1, maxRows: 4 }}
            />
            <Button type="primary" htmlType="submit" aria-label="Send message" icon={<SendOutlined />} disabled={blank || pending} />
          </form>
        </section>
      )}
      <FloatButton
        type="primary"
        icon={open ? <CloseOutlined /> : <MessageOutlined />}
        aria-label={open ? 'Close chat' : 'Open chat'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        tooltip={open ? undefined : 'Ask the assistant'}
        onClick={() => setOpen((value) => !value)}
        style={{ right: 24, bottom: 24, width: 56, height: 56 }}
        data-testid="chat-toggle"
      />
    </>
  );
}
