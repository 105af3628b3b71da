/**
 * The classifier alone, for `npm run bench:assistant`: how often its guess is right, and how often when it is
 * at least as sure as the assistant's thresholds (asked.ts) — on the development corpus with a model trained on
 * training.json alone (where the thresholds were chosen), and on the held-out corpus with the model the
 * assistant uses (training.json and the development corpus). And what training costs at start-up.
 */
import { ACT_AT, WRITE_AT } from './asked.js';
import { featuresOf } from './features.js';
import { intentModel } from './intent-model.js';
import { classify, train, type Model } from './model.js';
import { classifiable, ownAsks, type LabelledAsk } from './training-set.js';

const pct = (n: number, d: number) => `${((n / Math.max(1, d)) * 100).toFixed(1)}% (${n}/${d})`;

function rows(model: Model, asks: readonly LabelledAsk[]): string[] {
  const guesses = asks.map((a) => ({ ...classify(model, featuresOf(a.text)), expected: a.intent }));
  const right = (g: { label: string; expected: string }) => g.label === g.expected;
  const from = (t: number) => guesses.filter((g) => g.confidence >= t);
  return [
    `| all guesses right | ${pct(guesses.filter(right).length, guesses.length)} |`,
    ...[ACT_AT, WRITE_AT].map(
      (t) =>
        `| guesses at ≥ ${t}: taken / right of those | ${pct(from(t).length, guesses.length)} / ${pct(from(t).filter(right).length, from(t).length)} |`,
    ),
  ];
}

/** `voiced`: the development corpus's phrasings in a voice, which the assistant's model is never trained on. */
export function classifierFigures(
  dev: readonly LabelledAsk[],
  heldout: readonly LabelledAsk[],
  voiced: readonly LabelledAsk[] = [],
): string {
  featuresOf('warm up the language model');
  const started = performance.now();
  const model = intentModel();
  const trainedIn = performance.now() - started;
  const own = ownAsks();
  const ownModel = train(own.map((a) => ({ features: featuresOf(a.text), label: a.intent })));
  return [
    `## The classifier of intents alone (classifier/; intents the rules alone decide left out)\n`,
    `Trained on ${own.length} own phrasings (training.json) and the development corpus in ${trainedIn.toFixed(0)} ms, once, at the first message no rule understands.\n`,
    '| development corpus, model trained on training.json alone | value |',
    '|---|---|',
    ...rows(ownModel, classifiable(dev)),
    '',
    '| held-out corpus, the assistant’s model | value |',
    '|---|---|',
    ...rows(model, classifiable(heldout)),
    '',
    ...(voiced.length
      ? [
          '| development corpus’s phrasings in a voice (never trained on), the assistant’s model | value |',
          '|---|---|',
          ...rows(model, classifiable(voiced)),
          '',
        ]
      : []),
  ].join('\n');
}
