/**
 * `npm run bench:assistant`: the embedded assistant's understanding over two corpora of phrasings, each
 * with its own table: corpus.json (the development corpus, written with the engine) and
 * corpus.heldout.json (held out: written before the grammar engine and never tuned to it). Intent
 * accuracy, entity accuracy, writes on phrasings that may not write (must be 0), understanding time.
 * Not a test: it measures. The misses are listed so they can be read.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseIntent, WRITES, type Intent } from './intents.js';
import { followedAfter } from '../conversation/follow-up.js';
import { overruleBroad, understandUnknown } from './classifier/asked.js';
import { classifierFigures } from './classifier/figures.js';

interface Phrasing {
  text: string;
  intent: string;
  writes: boolean;
  entities?: Record<string, unknown>;
  /** A follow-up: the person's message before this one (or messages, oldest first), read first (conversation state from their intents). */
  after?: string | string[];
  /** Several things in one message: each part's intent, in the order said (checked as the entities are). */
  parts?: string[];
  /** Who typed it, for phrasings written in one voice (texting, non-native, formal, parent, gym, typos): issue #22 point 6. */
  voice?: string;
}

/** The corpus beside this file in src (the compiled bench runs from dist, where JSON is not copied). */
function loadCorpus(file: string): Phrasing[] {
  for (const dir of ['./', '../../../src/chat/embedded/']) {
    try {
      return (JSON.parse(readFileSync(fileURLToPath(new URL(`${dir}${file}`, import.meta.url)), 'utf8')) as { phrasings: Phrasing[] })
        .phrasings;
    } catch {
      /* next */
    }
  }
  throw new Error(`${file} not found`);
}

/** Every expected entity is there with the same value (deep); an expected null means the entity must be absent. */
function entitiesMatch(intent: Intent, expected: Record<string, unknown>): boolean {
  const got = intent as unknown as Record<string, unknown>;
  return Object.entries(expected).every(([k, v]) => (v === null ? got[k] === undefined : JSON.stringify(got[k]) === JSON.stringify(v)));
}

const pct = (n: number, d: number) => `${((n / Math.max(1, d)) * 100).toFixed(1)}% (${n}/${d})`;

/** The engine as the assistant reads a message: the rules, and the classifier where they give up (`asked` when it asks back) or read a question broadly. */
function withClassifier(text: string): Intent | { type: 'asked' } {
  const ruled = parseIntent(text);
  if (ruled.type !== 'unknown') return overruleBroad(text, ruled) ?? ruled;
  const guessed = understandUnknown(text);
  return guessed === null ? ruled : 'reply' in guessed ? { type: 'asked' } : guessed.intent;
}

function run(title: string, file: string, read: (text: string) => Intent | { type: 'asked' } = parseIntent): number {
  const corpus = loadCorpus(file);
  let intents = 0,
    withEntities = 0,
    entities = 0,
    questions = 0,
    writesOnQuestions = 0;
  const misses: string[] = [];
  const times: number[] = [];
  /** Per voice: phrasings, and those understood whole (intent, and entities where the phrasing has them). */
  const voices = new Map<string, { all: number; whole: number }>();
  for (const p of corpus) {
    const started = performance.now();
    // (a fixed Sunday for today: a follow-up of "tomorrow" reads the same every run)
    const intent = p.after ? followedAfter(p.after, p.text, parseIntent, '2026-11-22') : (read(p.text) as Intent);
    times.push(performance.now() - started);
    const intentOk = intent.type === p.intent;
    if (intentOk) intents++;
    if (p.entities || p.parts) {
      withEntities++;
      const partsOk =
        !p.parts || (intent.type === 'several' && JSON.stringify(intent.parts.map((i) => i.type)) === JSON.stringify(p.parts));
      if (intentOk && entitiesMatch(intent, p.entities ?? {}) && partsOk) entities++;
      else if (intentOk) misses.push(`entities: "${p.text}" → ${JSON.stringify(intent)}`);
    }
    if (!p.writes) {
      questions++;
      if (WRITES.has(intent.type)) {
        writesOnQuestions++;
        misses.push(`WRITES on a phrasing that may not write: "${p.text}" → ${intent.type}`);
      }
    }
    if (!intentOk) misses.push(`intent: "${p.text}" → ${intent.type} (expected ${p.intent})`);
    if (p.voice) {
      const voice = voices.get(p.voice) ?? { all: 0, whole: 0 };
      voice.all++;
      if (intentOk && (!p.entities || entitiesMatch(intent, p.entities))) voice.whole++;
      voices.set(p.voice, voice);
    }
  }
  times.sort((a, b) => a - b);
  const p95 = times[Math.min(times.length - 1, Math.ceil(0.95 * times.length) - 1)];
  console.log(`## ${title} — ${corpus.length} phrasings (${file}, embedded engine${read === parseIntent ? '' : ' with the classifier'})\n`);
  console.log('| metric | value | target |');
  console.log('|---|---|---|');
  console.log(`| intent accuracy | ${pct(intents, corpus.length)} | ≥ 95% |`);
  console.log(`| entity accuracy (phrasings with entities) | ${pct(entities, withEntities)} | ≥ 95% |`);
  console.log(
    `| writes on phrasings that may not write (questions, refusals, asked-first changes) | ${writesOnQuestions} of ${questions} | 0 |`,
  );
  console.log(`| understanding time p95 | ${p95.toFixed(3)} ms | — |`);
  for (const [voice, { all, whole }] of voices)
    console.log(`| understood whole (intent and entities), voice "${voice}" | ${pct(whole, all)} | — |`);
  if (misses.length)
    console.log(`\n<details><summary>misses (${misses.length})</summary>\n\n${misses.map((m) => `- ${m}`).join('\n')}\n\n</details>`);
  console.log('');
  return writesOnQuestions;
}

function main() {
  // The first messages pay for loading the model and warming the JIT; times are of understanding, so every phrasing is read once first.
  for (const file of ['corpus.json', 'corpus.heldout.json']) for (const p of loadCorpus(file)) parseIntent(p.text);
  const writes =
    run('Development corpus', 'corpus.json') +
    run('Held-out corpus', 'corpus.heldout.json') +
    run('Development corpus', 'corpus.json', withClassifier) +
    run('Held-out corpus', 'corpus.heldout.json', withClassifier);
  const dev = loadCorpus('corpus.json');
  console.log(
    classifierFigures(
      dev,
      loadCorpus('corpus.heldout.json'),
      dev.filter((p) => p.voice !== undefined && p.after === undefined),
    ),
  );
  if (writes > 0) process.exitCode = 1;
}

main();
