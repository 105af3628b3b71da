/**
 * The classifier of intents, trained once, on first use, from the training set (training-set.ts). Training is
 * deterministic (model.ts), so every start reads messages alike. Its cost is measured by
 * classifier.spec.ts and the bench (`npm run bench:assistant`).
 */
import { featuresOf } from './features.js';
import { classify, train, type Guess, type Model } from './model.js';
import { trainingAsks } from './training-set.js';

let trained: Model | null = null;

export function intentModel(): Model {
  trained ??= train(trainingAsks().map((a) => ({ features: featuresOf(a.text), label: a.intent })));
  return trained;
}

/**
 * The guess, and `known`: the share of the message's words the model has seen in training. A message of mostly
 * unseen words is guessed from the few it knows, so the assistant asks rather than acts on it.
 */
export function guessIntent(message: string): Guess & { known: number } {
  const model = intentModel();
  const features = featuresOf(message);
  const words = features.filter((f) => f.startsWith('w:'));
  const known = words.length ? words.filter((f) => model.index.has(f)).length / words.length : 0;
  return { ...classify(model, features), known };
}
