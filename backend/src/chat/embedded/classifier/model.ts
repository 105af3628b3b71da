/**
 * A small classifier of intents: multinomial logistic regression (softmax) over sparse binary features,
 * trained by stochastic gradient descent with L2 shrinkage. Pure functions, no framework: the same examples
 * give the same model (a fixed seed orders the passes), so a build or a start-up always reads alike.
 * Logistic regression rather than naive Bayes: its probabilities are less over-confident, and the threshold
 * the assistant acts on is a probability.
 */

import { mulberry32 } from '../../../common/seeded-random.js';

export interface Example {
  features: readonly string[];
  label: string;
}

export interface Model {
  labels: readonly string[];
  /** Feature → its column; features not seen in training are ignored. */
  index: ReadonlyMap<string, number>;
  /** weights[label][feature], flattened: labels.length × (features + 1); the last column is the bias. */
  weights: Float64Array;
  width: number;
}

export interface TrainOptions {
  epochs?: number;
  rate?: number;
  l2?: number;
  seed?: number;
}

export interface Guess {
  label: string;
  /** The probability the model gives that label. */
  confidence: number;
  /** Every label, most likely first. */
  ranked: { label: string; p: number }[];
}

function columnsOf(model: Pick<Model, 'index'>, features: readonly string[]): number[] {
  const seen = new Set<number>();
  for (const f of features) {
    const c = model.index.get(f);
    if (c !== undefined) seen.add(c);
  }
  return [...seen];
}

/** The probability of each label; `scores` is reused while training (no garbage per example). */
function softmax(model: Model, columns: readonly number[], scores = new Float64Array(model.labels.length)): Float64Array {
  const k = model.labels.length;
  let max = -Infinity;
  for (let l = 0; l < k; l++) {
    const row = l * model.width;
    let s = model.weights[row + model.width - 1];
    for (const c of columns) s += model.weights[row + c];
    scores[l] = s;
    if (s > max) max = s;
  }
  let sum = 0;
  for (let l = 0; l < k; l++) {
    scores[l] = Math.exp(scores[l] - max);
    sum += scores[l];
  }
  for (let l = 0; l < k; l++) scores[l] /= sum;
  return scores;
}

export function train(examples: readonly Example[], options: TrainOptions = {}): Model {
  const { epochs = 20, rate = 0.5, l2 = 1e-4, seed = 22 } = options;
  const labels = [...new Set(examples.map((e) => e.label))].sort();
  const index = new Map<string, number>();
  for (const e of examples) for (const f of e.features) if (!index.has(f)) index.set(f, index.size);
  const width = index.size + 1;
  const model: Model = { labels, index, weights: new Float64Array(labels.length * width), width };
  const rows = examples.map((e) => ({ columns: columnsOf(model, e.features), label: labels.indexOf(e.label) }));
  const order = rows.map((_, i) => i);
  const random = mulberry32(seed); // the order of training passes, deterministic
  const scratch = new Float64Array(labels.length);
  for (let epoch = 0; epoch < epochs; epoch++) {
    // Fisher–Yates with the seeded generator
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    const step = rate / (1 + epoch * 0.1);
    for (const i of order) {
      const { columns, label } = rows[i];
      const p = softmax(model, columns, scratch);
      for (let l = 0; l < labels.length; l++) {
        const gradient = p[l] - (l === label ? 1 : 0);
        const row = l * width;
        for (const c of columns) model.weights[row + c] -= step * (gradient + l2 * model.weights[row + c]);
        model.weights[row + width - 1] -= step * gradient;
      }
    }
  }
  return model;
}

export function classify(model: Model, features: readonly string[]): Guess {
  const p = softmax(model, columnsOf(model, features));
  const ranked = model.labels.map((label, l) => ({ label, p: p[l] })).sort((a, b) => b.p - a.p || (a.label < b.label ? -1 : 1));
  return { label: ranked[0].label, confidence: ranked[0].p, ranked };
}
