// Trains the gate's statistical layer and writes safety-model.bin beside this file:
// `npm run train:safety`. Deterministic: the same data gives the same model, byte for byte.
//
// Trained on the corpus in ./corpus (written for training) and on the two evaluation sets
// that have already been used to tune the rules (requests, holdout). Every later evaluation
// set is held out: it only measures. Thresholds come from five-fold cross-validation, chosen
// so that about one harmless idea in a hundred is refused out of fold.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { judgeText } from '../judge.js';
import { featureIds, HASH_BITS, read, windowsOf } from './features.js';
import type { SafetyCategory } from '@monstory/contracts/safety';
import {
  encodeModel,
  featureValue,
  MODEL_CLASSES,
  score,
  type SafetyModel,
} from './model-format.js';

/** What a training line teaches: harmless, or unsafe of a category. */
type Label = 'SAFE' | SafetyCategory;

const here = fileURLToPath(new URL('.', import.meta.url));
const MODEL_FILE = join(here, 'safety-model.bin');
const evalDir = join(here, '../eval');
const TRAINED_EVAL_SETS = ['requests.jsonl', 'holdout.jsonl'];
/** Corpus files of background prose start with this. */
const BACKGROUND_PREFIX = 'engine-';

/** Share of harmless training ideas the threshold may refuse out of fold. */
const HARMLESS_BUDGET = 0.015;
const EPOCHS = 10;
const LEARNING_RATE = 0.2;
const L2 = 2e-6;
/** Weights smaller than this share of the largest are dropped from the shipped model. */
const PRUNE = 0.1;

interface Example {
  text: string;
  label: Label;
  ids: number[];
  windows: number[][];
  /** Whether the phrase rules alone refuse it (for reporting what the layer adds). */
  ruled: boolean;
  /**
   * Background prose (the offline engine's own sentences): it teaches that everyday story
   * words are harmless, but is too easy to count when thresholds are chosen.
   */
  background: boolean;
}

function readJsonl(file: string): Example[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .map((line) => {
      const item = JSON.parse(line) as {
        text: string;
        label: string;
        category?: string;
        age?: number;
      };
      const label = (item.label === 'unsafe' ? item.category : 'SAFE') as Label;
      if (label !== 'SAFE' && !MODEL_CLASSES.includes(label)) {
        throw new Error(`${file}: unknown label in ${line}`);
      }
      const reading = read(item.text);
      return {
        text: item.text,
        label,
        ids: featureIds(reading),
        windows: windowsOf(reading).map(featureIds),
        ruled: judgeText(item.text, { scope: 'request', age: item.age ?? 6 }) !== undefined,
        background: basename(file).startsWith(BACKGROUND_PREFIX),
      };
    });
}

function trainingFiles(): string[] {
  const corpus = join(here, 'corpus');
  return [
    ...readdirSync(corpus)
      .filter((name) => name.endsWith('.jsonl'))
      .sort()
      .map((name) => join(corpus, name)),
    ...TRAINED_EVAL_SETS.map((name) => join(evalDir, name)),
  ];
}

/** What the shipped model was trained on, so a test can tell when it is out of date. */
export function trainingDigest(): string {
  const hash = createHash('sha256');
  for (const file of trainingFiles()) hash.update(readFileSync(file));
  // The code that turns a text into features: a change there makes a new model necessary.
  for (const file of [
    'train.ts',
    'features.ts',
    '../normalise.ts',
    '../pattern.ts',
    '../rules/classes.ts',
  ]) {
    hash.update(readFileSync(join(here, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

function loadTrainingData(): Example[] {
  return trainingFiles().flatMap(readJsonl);
}

/** The trainer is a command-line tool: it reports on standard output. */
const say = (line: string) => process.stdout.write(`${line}\n`);

/** A small deterministic generator for shuffling (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Dense {
  w: Float32Array;
  bias: Float64Array;
}

/**
 * AdaGrad over L2-normalised binary features: column 0 learns unsafe against harmless on
 * every example, the category columns learn which category on the unsafe ones only.
 */
function fit(examples: readonly Example[], seed: number): Dense {
  const classes = MODEL_CLASSES.length;
  const size = 1 << HASH_BITS;
  const w = new Float32Array(size * classes);
  const g2 = new Float32Array(size * classes);
  const bias = new Float64Array(classes);
  const biasG2 = new Float64Array(classes);
  const order = examples.map((_, i) => i);
  const next = random(seed);
  // Weigh the two sides so each counts alike in total, whichever the corpus holds more of.
  const unsafeCount = examples.filter((e) => e.label !== 'SAFE').length;
  const safeCount = examples.length - unsafeCount;
  const unsafeWeight = safeCount / Math.max(1, unsafeCount);
  const step = (k: number, grad: number) => {
    const gk = grad + L2 * w[k]!;
    g2[k]! += gk * gk;
    w[k]! -= (LEARNING_RATE * gk) / Math.sqrt(g2[k]! + 1e-8);
  };
  const stepBias = (c: number, grad: number) => {
    biasG2[c]! += grad * grad;
    bias[c]! -= (LEARNING_RATE * grad) / Math.sqrt(biasG2[c]! + 1e-8);
  };
  const logits = new Float64Array(classes);
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const index of order) {
      const e = examples[index]!;
      const x = featureValue(e.ids.length);
      const unsafe = e.label !== 'SAFE';
      let z = bias[0]!;
      for (const id of e.ids) z += w[id * classes]! * x;
      const grad = (1 / (1 + Math.exp(-z)) - (unsafe ? 1 : 0)) * (unsafe ? unsafeWeight : 1);
      stepBias(0, grad);
      for (const id of e.ids) step(id * classes, grad * x);
      if (!unsafe) continue;
      let max = -Infinity;
      for (let c = 1; c < classes; c += 1) {
        let zc = bias[c]!;
        for (const id of e.ids) zc += w[id * classes + c]! * x;
        logits[c] = zc;
        max = Math.max(max, zc);
      }
      let sum = 0;
      for (let c = 1; c < classes; c += 1) {
        logits[c] = Math.exp(logits[c]! - max);
        sum += logits[c]!;
      }
      const target = MODEL_CLASSES.indexOf(e.label as SafetyCategory);
      for (let c = 1; c < classes; c += 1) {
        const gc = logits[c]! / sum - (c === target ? 1 : 0);
        stepBias(c, gc);
        for (const id of e.ids) step(id * classes + c, gc * x);
      }
    }
  }
  return { w, bias };
}

/** Fits shipped by the trainer, each on its own order of the examples. */
const BAG = [1, 2, 3, 4, 5];

/**
 * The average of several fits that differ only in the order they read the examples: one
 * fit's weights move with that order, so a line added or removed could flip an unrelated
 * verdict; the average keeps what every order learns.
 */
function bagged(examples: readonly Example[]): Dense {
  let sum: Dense | undefined;
  for (const seed of BAG) {
    const dense = fit(examples, seed);
    if (!sum) {
      sum = dense;
      continue;
    }
    for (let k = 0; k < sum.w.length; k += 1) sum.w[k]! += dense.w[k]!;
    for (let c = 0; c < sum.bias.length; c += 1) sum.bias[c]! += dense.bias[c]!;
  }
  for (let k = 0; k < sum!.w.length; k += 1) sum!.w[k]! /= BAG.length;
  for (let c = 0; c < sum!.bias.length; c += 1) sum!.bias[c]! /= BAG.length;
  say(`averaged ${BAG.length} fits`);
  return sum!;
}

function compact(
  dense: Dense,
  threshold: number,
  windowThreshold: number,
  digest = '',
): SafetyModel {
  const classes = MODEL_CLASSES.length;
  const size = 1 << HASH_BITS;
  let largest = 0;
  for (const value of dense.w) largest = Math.max(largest, Math.abs(value));
  const keep: number[] = [];
  for (let id = 0; id < size; id += 1) {
    let row = 0;
    for (let c = 0; c < classes; c += 1) row = Math.max(row, Math.abs(dense.w[id * classes + c]!));
    if (row >= largest * PRUNE) keep.push(id);
  }
  const scale = new Float32Array(classes);
  for (let c = 0; c < classes; c += 1) {
    let most = 0;
    for (const id of keep) most = Math.max(most, Math.abs(dense.w[id * classes + c]!));
    scale[c] = most > 0 ? most / 127 : 1;
  }
  const weights = new Int8Array(keep.length * classes);
  keep.forEach((id, row) => {
    for (let c = 0; c < classes; c += 1) {
      weights[row * classes + c] = Math.round(dense.w[id * classes + c]! / scale[c]!);
    }
  });
  return {
    digest,
    hashBits: HASH_BITS,
    threshold,
    windowThreshold,
    bias: Float32Array.from(dense.bias),
    scale,
    buckets: Uint32Array.from(keep),
    weights,
  };
}

const unsafeP = (model: SafetyModel, ids: readonly number[]) => score(model, ids).unsafe;

/** The lowest threshold that refuses at most the budget's share of these harmless scores. */
function thresholdFor(harmlessScores: number[], budget: number): number {
  const sorted = [...harmlessScores].sort((a, b) => b - a);
  const allowed = Math.floor(sorted.length * budget);
  return Math.min(0.95, Math.max(0.5, (sorted[allowed] ?? 0) + 1e-6));
}

function crossValidate(examples: readonly Example[]) {
  const folds = 5;
  const scores: { whole: number; window: number; label: Label; ruled: boolean }[] = [];
  for (let fold = 0; fold < folds; fold += 1) {
    const train = examples.filter((_, i) => i % folds !== fold);
    const test = examples.filter((e, i) => i % folds === fold && !e.background);
    const model = compact(fit(train, 7 + fold), 0.5, 0.5);
    for (const e of test) {
      const window = Math.max(0, ...e.windows.map((ids) => unsafeP(model, ids)));
      scores.push({ whole: unsafeP(model, e.ids), window, label: e.label, ruled: e.ruled });
    }
    say(`fold ${fold + 1}/${folds} done`);
  }
  const harmless = scores.filter((s) => s.label === 'SAFE');
  const unsafe = scores.filter((s) => s.label !== 'SAFE');
  const threshold = thresholdFor(
    harmless.map((s) => s.whole),
    HARMLESS_BUDGET * 0.6,
  );
  // Windows only add refusals; they get what is left of the budget among long harmless ideas.
  const stillPassing = harmless.filter((s) => s.whole < threshold);
  const windowThreshold = Math.max(
    threshold,
    thresholdFor(
      stillPassing.map((s) => s.window),
      HARMLESS_BUDGET * 0.4,
    ),
  );
  const refused = (s: (typeof scores)[number]) =>
    s.whole >= threshold || s.window >= windowThreshold;
  const missedByRules = unsafe.filter((s) => !s.ruled);
  const passedByRules = harmless.filter((s) => !s.ruled);
  say(
    `  rules alone: unsafe missed ${missedByRules.length}/${unsafe.length}, ` +
      `harmless refused ${harmless.length - passedByRules.length}/${harmless.length}; ` +
      `with the layer out of fold: unsafe missed ${missedByRules.filter((s) => !refused(s)).length}, ` +
      `harmless refused ${harmless.filter((s) => s.ruled || refused(s)).length}`,
  );
  for (const budget of [0.01, 0.02, 0.05]) {
    const at = thresholdFor(
      harmless.map((s) => s.whole),
      budget,
    );
    const caught = unsafe.filter((s) => s.whole >= at).length;
    say(
      `  whole text, ${budget * 100} % harmless refused: unsafe caught ${caught}/${unsafe.length}`,
    );
  }
  say(
    `out of fold: threshold ${threshold.toFixed(3)}, window ${windowThreshold.toFixed(3)}; ` +
      `harmless refused ${harmless.filter(refused).length}/${harmless.length}, ` +
      `unsafe caught ${unsafe.filter(refused).length}/${unsafe.length}`,
  );
  return { threshold, windowThreshold };
}

function main(): void {
  const examples = loadTrainingData();
  say(`${examples.length} examples`);
  const { threshold, windowThreshold } = crossValidate(examples);
  const model = compact(bagged(examples), threshold, windowThreshold, trainingDigest());
  const bytes = encodeModel(model);
  writeFileSync(MODEL_FILE, bytes);
  say(`wrote ${model.buckets.length} features, ${bytes.length} bytes`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
