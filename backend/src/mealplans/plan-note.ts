import { Injectable, Logger } from '@nestjs/common';
import { AiClient } from '../ai/ai-client.js';
import type { PlanResult } from './planner/types.js';

const MAX_NOTE = 400;

/**
 * With OPENAI_API_KEY set, the assistant writes a short note on a generated plan (any
 * OpenAI-compatible server via OPENAI_BASE_URL). The numbers always come from the optimiser: the
 * model only gets them to talk about, and a failure or timeout leaves the plan without a note.
 */
@Injectable()
export class PlanNoteWriter {
  private readonly logger = new Logger(PlanNoteWriter.name);

  constructor(private readonly ai: AiClient) {}

  async write(input: {
    calorieGoal: number;
    weeklyBudget: number;
    restrictions: string;
    result: PlanResult;
    titles: Map<number, string>;
  }): Promise<string | null> {
    if (!this.ai.enabled) return null;
    const { result } = input;
    const days = result.days.map(
      (d, i) =>
        `Day ${i + 1}: ${result.slots
          .filter((s) => s.day === d.day)
          .map(
            (s) =>
              `${input.titles.get(s.recipeId) ?? 'recipe'} ×${s.servings}${s.sides.length ? ` with ${s.sides.map((side) => side.name.toLowerCase()).join(' and ')}` : ''}`,
          )
          .join(', ')} (${d.calories} kcal)`,
    );
    try {
      const completion = await this.ai.complete(
        {
          temperature: 0.4,
          max_tokens: 120,
          messages: [
            {
              role: 'system',
              content:
                'You write a short, warm note (one or two sentences, under 240 characters) for a weekly meal plan in a meal-planning app. Mention a highlight or a tip. Use no numbers other than the ones given. Plain text only.',
            },
            {
              role: 'user',
              content: [
                `Calorie goal: ${input.calorieGoal} kcal a day. Weekly budget: $${input.weeklyBudget}. Estimated cost: $${result.estimatedCost.toFixed(2)}.`,
                `Restrictions: ${input.restrictions}.`,
                result.relaxations.length
                  ? `Targets relaxed: ${result.relaxations.map((r) => r.message).join('; ')}.`
                  : 'Every target is met.',
                ...days,
              ].join('\n'),
            },
          ],
        },
        'planNote',
      );
      const text = completion.choices[0]?.message?.content?.replace(/\s+/g, ' ').trim() ?? '';
      return text ? text.slice(0, MAX_NOTE) : null;
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'plan note skipped');
      return null;
    }
  }
}
