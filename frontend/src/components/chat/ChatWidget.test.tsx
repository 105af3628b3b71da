import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_FAILURE_MESSAGE } from '../../api/chat';
import { browserNavigation } from '../../auth/unauthorized';
import { getToasts, dismissToast } from '../../toast/toast-store';
import { mockApi, UNAUTHORIZED } from '../../test/mock-api';
import { CHAT_DECLINED, CHAT_GREETING, ChatWidget, isAssistantDataKey } from './ChatWidget';

/** A promise the test resolves when it wants the server to answer. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

async function openChat() {
  const user = userEvent.setup();
  render(<ChatWidget />);
  await user.click(screen.getByRole('button', { name: 'Open chat' }));
  return user;
}

const input = () => screen.getByRole('textbox', { name: 'Message' });
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

describe('ChatWidget', () => {
  afterEach(() => dismissToast());

  it('the floating button opens and closes a panel that starts with a greeting', async () => {
    const user = await openChat();
    expect(screen.getByRole('dialog', { name: /Forkcast Assistant/ })).toBeInTheDocument();
    expect(screen.getByText(CHAT_GREETING)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the sent message at once, a typing indicator and a disabled input while waiting, then the answer', async () => {
    const answer = deferred<{ body: unknown }>();
    const fetchMock = mockApi({ 'POST /api/chat': () => answer.promise });
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const user = await openChat();

    await user.type(input(), "  What's for dinner on Tuesday?  ");
    await user.keyboard('{Enter}');

    expect(screen.getByText("What's for dinner on Tuesday?")).toHaveClass('is-user');
    expect(screen.getByRole('status', { name: 'Assistant is typing' })).toBeInTheDocument();
    expect(input()).toBeDisabled();
    expect(input()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();

    await act(async () => answer.resolve({ body: { response: 'Dinner on Tuesday: Lemon Salmon (540 kcal).' } }));
    expect(await screen.findByText('Dinner on Tuesday: Lemon Salmon (540 kcal).')).toHaveClass('is-assistant');
    expect(screen.queryByRole('status', { name: 'Assistant is typing' })).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
    expect(scroll).toHaveBeenCalled();

    const sent = bodyOf(fetchMock.mock.calls[0][1]);
    expect(sent.message).toBe("What's for dinner on Tuesday?");
    expect(sent.context.currentMessages).toEqual([expect.objectContaining({ content: CHAT_GREETING, isUser: false })]);
  });

  it('a suggestion under the greeting asks at one tap, then the suggestions go away', async () => {
    const fetchMock = mockApi({ 'POST /api/chat': { body: { response: 'Dinner today: soup.' } } });
    const user = await openChat();
    await user.click(screen.getByRole('button', { name: "What's for dinner tonight?" }));
    expect(await screen.findByText('Dinner today: soup.')).toBeInTheDocument();
    expect(bodyOf(fetchMock.mock.calls[0][1]).message).toBe("What's for dinner tonight?");
    expect(screen.queryByRole('button', { name: 'Add milk to my list' })).not.toBeInTheDocument();
  });

  it('Shift+Enter makes a new line; blank messages are not sent', async () => {
    const fetchMock = mockApi({ 'POST /api/chat': { body: { response: 'ok' } } });
    const user = await openChat();
    await user.type(input(), '   ');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(input());
    await user.type(input(), 'line one');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await user.type(input(), 'line two');
    expect(input()).toHaveValue('line one\nline two');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText('ok');
    expect(bodyOf(fetchMock.mock.calls[0][1]).message).toBe('line one\nline two');
  });

  it('sends only the last 5 messages as context', async () => {
    let n = 0;
    const fetchMock = mockApi({ 'POST /api/chat': () => ({ body: { response: `answer ${++n}` } }) });
    const user = await openChat();
    for (const text of ['one', 'two', 'three', 'four']) {
      await user.type(input(), `${text}{Enter}`);
      await screen.findByText(`answer ${n}`);
      await waitFor(() => expect(input()).toBeEnabled());
    }
    const sent = bodyOf(fetchMock.mock.calls[3][1]);
    expect(sent.message).toBe('four');
    expect((sent.context.currentMessages as { content: string }[]).map((m) => m.content)).toEqual([
      'answer 1',
      'two',
      'answer 2',
      'three',
      'answer 3',
    ]);
    expect(sent.context.currentMessages[0]).toMatchObject({ isUser: false, id: expect.any(String), timestamp: expect.any(String) });
  });

  it('refreshes what the assistant may change after an answer', () => {
    expect(isAssistantDataKey('/api/meal-plans')).toBe(true);
    expect(isAssistantDataKey('/api/meal-plans/abc')).toBe(true);
    expect(isAssistantDataKey('/api/grocery-lists/abc?brandTable=lists')).toBe(true);
    expect(isAssistantDataKey('/api/preferences')).toBe(true);
    expect(isAssistantDataKey('/api/auth/user')).toBe(false);
    expect(isAssistantDataKey('/api/recipes/search?query=x')).toBe(false);
  });

  it("a failure becomes the spec's assistant message", async () => {
    mockApi({ 'POST /api/chat': { status: 503, body: { statusCode: 503, message: 'down' } } });
    const user = await openChat();
    await user.type(input(), 'hello{Enter}');
    expect(await screen.findByText(CHAT_FAILURE_MESSAGE)).toHaveClass('is-assistant');
    expect(input()).toBeEnabled();
  });

  it('a rate limit shows the failure text and a toast telling the person to wait', async () => {
    mockApi({
      'POST /api/chat': { status: 429, body: { statusCode: 429, message: 'Too many requests. Please wait a minute and try again.' } },
    });
    const user = await openChat();
    await user.type(input(), 'hello{Enter}');
    expect(await screen.findByText(CHAT_FAILURE_MESSAGE)).toHaveClass('is-assistant');
    expect(getToasts().map((t) => t.description)).toContain('Too many requests. Please wait a minute and try again.');
  });

  it('401 goes through the unauthorised handling: toast, then /api/login', async () => {
    mockApi({ 'POST /api/chat': UNAUTHORIZED });
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const user = await openChat();
    await user.type(input(), 'hello');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(getToasts().map((t) => t.description)).toContain('You are logged out. Logging in again...'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'), { timeout: 2000 });
    expect(screen.queryByText(CHAT_FAILURE_MESSAGE)).not.toBeInTheDocument();
  });

  it('a reply that changed something has an Undo that puts it back once', async () => {
    const fetchMock = mockApi({
      'POST /api/chat': () => ({
        body: {
          response: 'Added paper towels to your grocery list.',
          action: { id: 'a1', description: 'Added paper towels to your grocery list' },
        },
      }),
      'POST /api/chat/undo/a1': { body: { response: 'Undone: Added paper towels to your grocery list.' } },
    });
    const user = await openChat();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    await user.type(input(), 'add paper towels to my list{Enter}');
    await screen.findByText('Added paper towels to your grocery list.');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone: Added paper towels to your grocery list.')).toHaveClass('is-assistant');
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/api/chat/undo/a1') && init?.method === 'POST')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    // what the server is sent as context stays content and who said it
    await user.type(input(), 'thanks{Enter}');
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/chat')).length).toBe(2));
    const last = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/chat')).at(-1)!;
    for (const m of bodyOf(last[1]).context.currentMessages)
      expect(Object.keys(m).sort()).toEqual(['content', 'id', 'isUser', 'timestamp']);
  });

  it('a reply that did several things has an Undo for each and one for all: undoing one leaves the others', async () => {
    const fetchMock = mockApi({
      'POST /api/chat': {
        body: {
          response: 'You asked for 2 things: added milk, removed eggs.',
          action: { id: 'w1', description: 'Added milk to your grocery list; Removed Eggs from your grocery list' },
          actions: [
            { id: 'p1', description: 'Added milk to your grocery list' },
            { id: 'p2', description: 'Removed Eggs from your grocery list' },
          ],
        },
      },
      'POST /api/chat/undo/p2': { body: { response: 'Undone: Removed Eggs from your grocery list.' } },
      'POST /api/chat/undo/w1': { body: { response: 'Undone: Added milk to your grocery list.' } },
    });
    const user = await openChat();
    await user.type(input(), 'add milk and remove eggs{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Undo: Removed Eggs from your grocery list' }));
    expect(await screen.findByText('Undone: Removed Eggs from your grocery list.')).toHaveClass('is-assistant');
    expect(screen.queryByRole('button', { name: 'Undo: Removed Eggs from your grocery list' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo: Added milk to your grocery list' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo all' }));
    expect(await screen.findByText('Undone: Added milk to your grocery list.')).toHaveClass('is-assistant');
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    const undone = fetchMock.mock.calls
      .filter(([url]) => String(url).includes('/api/chat/undo/'))
      .map(([url]) => String(url).split('/').at(-1));
    expect(undone).toEqual(['p2', 'w1']);
  });

  it('an Undo the server refuses shows its reason and goes away', async () => {
    mockApi({
      'POST /api/chat': {
        body: { response: 'Added Shellfish to your allergies.', action: { id: 'a2', description: 'Added Shellfish to your allergies' } },
      },
      'POST /api/chat/undo/a2': {
        status: 410,
        body: { statusCode: 410, message: 'This change can no longer be undone: undo works for 10 minutes after a change.' },
      },
    });
    const user = await openChat();
    await user.type(input(), "I'm allergic to shellfish{Enter}");
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('This change can no longer be undone: undo works for 10 minutes after a change.')).toHaveClass(
      'is-assistant',
    );
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it("a change asked about first: Yes sends the plain request (shown as the person's), No changes nothing", async () => {
    const confirm = { question: 'Did you mean to add peanuts to your allergies?', request: 'add peanuts to my allergies' };
    const fetchMock = mockApi({
      'POST /api/chat': (init?: RequestInit) =>
        bodyOf(init).message === 'add peanuts to my allergies'
          ? {
              body: {
                response: 'Added Peanuts to your allergies (Peanuts).',
                action: { id: 'a3', description: 'Added Peanuts to your allergies' },
              },
            }
          : { body: { response: `${confirm.question} Nothing is changed until you say yes.`, confirm } },
    });
    const user = await openChat();
    await user.type(input(), 'no peanuts{Enter}');
    await screen.findByText(`${confirm.question} Nothing is changed until you say yes.`);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('add peanuts to my allergies')).toHaveClass('is-user');
    expect(await screen.findByText('Added Peanuts to your allergies (Peanuts).')).toHaveClass('is-assistant');
    expect(screen.queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/chat')).map(([, init]) => bodyOf(init).message)).toEqual([
      'no peanuts',
      'add peanuts to my allergies',
    ]);

    await user.type(input(), 'no peanuts{Enter}');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'No' })).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(await screen.findByText(CHAT_DECLINED)).toHaveClass('is-assistant');
    expect(screen.queryByRole('button', { name: 'No' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/chat'))).toHaveLength(3);
  });

  it('a question with a few known answers offers them as taps: one tap sends it as the next message, then they go', async () => {
    const asked =
      'Several lines on your list match "cheese". I changed nothing. Which one should I take off: Cheddar cheese or Swiss cheese?';
    const fetchMock = mockApi({
      'POST /api/chat': (init?: RequestInit) =>
        bodyOf(init).message === 'Swiss cheese'
          ? {
              body: { response: 'Removed Swiss cheese from your grocery list.', action: { id: 'a9', description: 'Removed Swiss cheese' } },
            }
          : { body: { response: asked, choices: ['Cheddar cheese', 'Swiss cheese'] } },
    });
    const user = await openChat();
    await user.type(input(), 'take the cheese off{Enter}');
    await screen.findByText(asked);
    const choices = screen.getByRole('group', { name: 'Choices' });
    expect(choices).toHaveTextContent('Cheddar cheese');
    await user.click(screen.getByRole('button', { name: 'Swiss cheese' }));
    expect(await screen.findByText('Removed Swiss cheese from your grocery list.')).toHaveClass('is-assistant');
    expect(screen.getByText('Swiss cheese')).toHaveClass('is-user');
    expect(screen.queryByRole('group', { name: 'Choices' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/chat')).map(([, init]) => bodyOf(init).message)).toEqual([
      'take the cheese off',
      'Swiss cheese',
    ]);
  });

  it('keeps the conversation for the person: a widget mounted again (a reload) shows it; another person starts afresh', async () => {
    mockApi({ 'POST /api/chat': { body: { response: 'Dinner today: soup.' } } });
    window.sessionStorage.clear();
    const user = userEvent.setup();
    const { unmount } = render(<ChatWidget personId="u1" />);
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    await user.click(screen.getByRole('button', { name: "What's for dinner tonight?" }));
    expect(await screen.findByText('Dinner today: soup.')).toBeInTheDocument();
    unmount();

    const again = render(<ChatWidget personId="u1" />);
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(screen.getByText("What's for dinner tonight?")).toHaveClass('is-user');
    expect(screen.getByText('Dinner today: soup.')).toHaveClass('is-assistant');
    again.unmount();

    render(<ChatWidget personId="u2" />);
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(screen.getByText(CHAT_GREETING)).toBeInTheDocument();
    expect(screen.queryByText('Dinner today: soup.')).not.toBeInTheDocument();
    window.sessionStorage.clear();
  });
});
