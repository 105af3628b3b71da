import type { signUpAgent } from './test-app.js';

export type Agent = Awaited<ReturnType<typeof signUpAgent>>['agent'];
type Turn = { content: string; isUser: boolean };

/** What POST /api/chat answers, as the conversation tests read it. */
export type ChatReply = {
  response: string;
  action?: { id: string; description: string };
  actions?: { id: string; description: string }[];
  /** A change the assistant asks about before doing it. */
  confirm?: { question: string; request: string };
  /** The things it asks the person to pick among. */
  choices?: string[];
};

/** One message with nothing before it, as a new chat sends it. */
export async function say(agent: Agent, message: string): Promise<ChatReply> {
  const res = await agent.post('/api/chat').send({ message, context: { currentMessages: [] } });
  if (res.status !== 200) throw new Error(`chat "${message}": ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as ChatReply;
}

/** The reply's one action undone, as its Undo button does. */
export async function undo(agent: Agent, reply: ChatReply): Promise<void> {
  if (!reply.action) throw new Error(`nothing to undo in "${reply.response}"`);
  const res = await agent.post(`/api/chat/undo/${reply.action.id}`);
  if (res.status !== 200) throw new Error(`undo: ${res.status} ${JSON.stringify(res.body)}`);
}

/** One conversation as the widget keeps it: every message goes with the (last five) before it. */
export function conversation(agent: Agent) {
  const turns: Turn[] = [];
  return async (message: string): Promise<ChatReply> => {
    const res = await agent.post('/api/chat').send({ message, context: { currentMessages: turns.slice(-5) } });
    if (res.status !== 200) throw new Error(`chat: ${res.status} ${JSON.stringify(res.body)}`);
    turns.push({ content: message, isUser: true }, { content: res.body.response as string, isUser: false });
    return res.body as ChatReply;
  };
}

/** Every change a reply made undone, newest first, as the Undo buttons under it do. */
export async function undoAll(agent: Agent, reply: ChatReply): Promise<void> {
  const actions = reply.actions ?? (reply.action ? [reply.action] : []);
  expect(actions.length).toBeGreaterThan(0);
  for (const action of [...actions].reverse()) expect((await agent.post(`/api/chat/undo/${action.id}`)).status).toBe(200);
}
