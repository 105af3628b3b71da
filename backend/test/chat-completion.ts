/**
 * One reply of the OpenAI chat-completions API as the service writes it (POST /v1/chat/completions), for the
 * local servers the suites put in place of the real one: the assistant's words, or the tools it calls.
 */
export interface CompletionTurn {
  content?: string | null;
  tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
}

export function chatCompletion(model: string, turn: CompletionTurn, id = 'chatcmpl-1'): string {
  return JSON.stringify({
    id,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        finish_reason: turn.tool_calls ? 'tool_calls' : 'stop',
        message: { role: 'assistant', content: turn.content ?? null, ...(turn.tool_calls ? { tool_calls: turn.tool_calls } : {}) },
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
}
