import { SafetyCategory } from '@monstory/contracts/safety';

// The statistical layer's weights as bytes: written by train.ts, read by classifier.ts. Two
// linear models over the same hashed features: one logistic regression that says whether a
// text is unsafe (a yes/no model is better calibrated on everyday ideas than one class among
// twelve), and a multinomial one that names the category of an unsafe text. Weights are kept
// as int8 with one scale per column, which keeps the shipped model small without moving a
// verdict.

/** Column 0 is the unsafe/harmless model; the others are the categories. */
export const MODEL_CLASSES = ['UNSAFE', ...SafetyCategory] as const;
export type ModelClass = (typeof MODEL_CLASSES)[number];

const MAGIC = 0x3247534d; // "MSG2"
const DIGEST_BYTES = 16;

export interface SafetyModel {
  /** What the model was trained on (train.ts's trainingDigest), 16 hex digits. */
  digest: string;
  hashBits: number;
  /** Refuse a whole text whose probability of being unsafe reaches this. */
  threshold: number;
  /** Refuse when one stretch of a longer text reaches this on its own. */
  windowThreshold: number;
  bias: Float32Array;
  scale: Float32Array;
  /** Sorted feature buckets that carry a weight. */
  buckets: Uint32Array;
  /** buckets.length × classes, row by row. */
  weights: Int8Array;
}

export function encodeModel(model: SafetyModel): Buffer {
  const classes = MODEL_CLASSES.length;
  const n = model.buckets.length;
  const header = 4 + DIGEST_BYTES + 3 * 4 + 4 * 2 + 4 * classes * 2;
  const buffer = Buffer.alloc(header + 4 * n + n * classes);
  let at = 0;
  at = buffer.writeUInt32LE(MAGIC, at);
  at += buffer.write(model.digest.padEnd(DIGEST_BYTES).slice(0, DIGEST_BYTES), at, 'latin1');
  at = buffer.writeUInt32LE(classes, at);
  at = buffer.writeUInt32LE(n, at);
  at = buffer.writeUInt32LE(model.hashBits, at);
  at = buffer.writeFloatLE(model.threshold, at);
  at = buffer.writeFloatLE(model.windowThreshold, at);
  for (const value of model.bias) at = buffer.writeFloatLE(value, at);
  for (const value of model.scale) at = buffer.writeFloatLE(value, at);
  for (const bucket of model.buckets) at = buffer.writeUInt32LE(bucket, at);
  for (const weight of model.weights) at = buffer.writeInt8(weight, at);
  return buffer;
}

export function decodeModel(buffer: Buffer): SafetyModel {
  let at = 0;
  const u32 = () => {
    const value = buffer.readUInt32LE(at);
    at += 4;
    return value;
  };
  const f32 = () => {
    const value = buffer.readFloatLE(at);
    at += 4;
    return value;
  };
  if (u32() !== MAGIC) throw new Error('safety model: not a model file');
  const digest = buffer.toString('latin1', at, at + DIGEST_BYTES).trim();
  at += DIGEST_BYTES;
  const classes = u32();
  if (classes !== MODEL_CLASSES.length) throw new Error('safety model: classes do not match');
  const n = u32();
  const hashBits = u32();
  const threshold = f32();
  const windowThreshold = f32();
  const bias = Float32Array.from({ length: classes }, f32);
  const scale = Float32Array.from({ length: classes }, f32);
  const buckets = Uint32Array.from({ length: n }, u32);
  const weights = new Int8Array(
    buffer.buffer.slice(buffer.byteOffset + at, buffer.byteOffset + at + n * classes),
  );
  return { digest, hashBits, threshold, windowThreshold, bias, scale, buckets, weights };
}

/**
 * Each feature's value: texts are normalised to unit length, but never as if they had fewer
 * than this many features, so that a handful of words cannot weigh like a whole paragraph.
 */
export const MIN_NORM_FEATURES = 60;
export const featureValue = (count: number) => 1 / Math.sqrt(Math.max(count, MIN_NORM_FEATURES));

export interface Score {
  /** Probability that the text is unsafe for a child's story. */
  unsafe: number;
  /** The most likely category, were it unsafe. */
  category: SafetyCategory;
  /** Each category's probability, were it unsafe, in SafetyCategory order. */
  categories: Float64Array;
}

/** The score of one set of features (sorted bucket ids), each counted once. */
export function score(model: SafetyModel, ids: readonly number[]): Score {
  const classes = MODEL_CLASSES.length;
  const logits = Float64Array.from(model.bias);
  const x = featureValue(ids.length);
  const { buckets, weights, scale } = model;
  let low = 0;
  for (const id of ids) {
    // ids are sorted, so each search starts where the last one ended.
    let high = buckets.length - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      if (buckets[mid]! < id) low = mid + 1;
      else high = mid - 1;
    }
    if (low < buckets.length && buckets[low] === id) {
      const row = low * classes;
      for (let c = 0; c < classes; c += 1) logits[c]! += weights[row + c]! * scale[c]! * x;
    }
  }
  let best = 1;
  let max = -Infinity;
  for (let c = 1; c < classes; c += 1) {
    if (logits[c]! > logits[best]!) best = c;
    max = Math.max(max, logits[c]!);
  }
  const categories = new Float64Array(classes - 1);
  let sum = 0;
  for (let c = 1; c < classes; c += 1) {
    categories[c - 1] = Math.exp(logits[c]! - max);
    sum += categories[c - 1]!;
  }
  for (let c = 0; c < categories.length; c += 1) categories[c]! /= sum;
  return {
    unsafe: 1 / (1 + Math.exp(-logits[0]!)),
    category: MODEL_CLASSES[best] as SafetyCategory,
    categories,
  };
}
