import { describe, expect, it } from 'vitest';
import { createPaceKeeper, MAX_ESPEAK_RATE, MIN_ESPEAK_RATE, RETAKE_BEYOND } from './pace.js';

// A made-up voice: speech takes words / (rate / trueScale) minutes, plus a pause after every
// sentence that stretches with the rate, as espeak-ng's does; before each chunk but the first
// comes one of our fixed pauses.
function narrate(options: {
  wordsPerMinute: number;
  firstGuess: number;
  trueScale: number;
  chunks: { words: number; sentences: number; pauseMs: number }[];
}) {
  const { chunks } = options;
  const total = chunks.reduce((sum, chunk) => sum + chunk.words, 0);
  const pauses = chunks.reduce((sum, chunk) => sum + chunk.pauseMs, 0);
  const keeper = createPaceKeeper(options.wordsPerMinute, options.firstGuess, total, pauses);
  const speechMs = (rate: number, words: number, sentences: number) =>
    (words * 60_000 * options.trueScale) / rate + (sentences * 350 * 135) / rate;
  const rates: number[] = [];
  const chunkPaces: number[] = [];
  let audioMs = 0;
  let retakes = 0;
  for (const chunk of chunks) {
    const plan = keeper.plan(chunk.words);
    let rate = plan.rate;
    let ms = speechMs(rate, chunk.words, chunk.sentences);
    const retake = keeper.retake(plan, chunk.words, ms);
    if (retake !== undefined) {
      retakes += 1;
      rate = retake;
      ms = speechMs(rate, chunk.words, chunk.sentences);
    }
    keeper.record(rate, chunk.words, ms, chunk.pauseMs);
    rates.push(rate);
    chunkPaces.push((chunk.words * 60_000) / ms);
    audioMs += chunk.pauseMs + ms;
  }
  // The speech pace that, with our pauses, fills the minutes exactly.
  const evenPace = (total * 60_000) / ((total * 60_000) / options.wordsPerMinute - pauses);
  return { pace: total / (audioMs / 60_000), rates, retakes, chunkPaces, evenPace };
}

// A young child's story: short sentences, so espeak-ng's pauses weigh more than in older stories.
// Every third chunk is dialogue: twice the pauses of the others at the same rate.
const YOUNG = Array.from({ length: 12 }, (_, i) => ({
  words: 45,
  sentences: i % 3 === 2 ? 12 : 6,
  pauseMs: i === 0 ? 0 : i % 2 ? 600 : 200,
}));
const OLDER = Array.from({ length: 30 }, (_, i) => ({
  words: 70,
  sentences: 4,
  pauseMs: i === 0 ? 0 : i % 3 ? 200 : 600,
}));

describe('pace keeper', () => {
  it.each([
    { band: 'ages 3–5', wpm: 120, chunks: YOUNG },
    { band: 'ages 6–8', wpm: 135, chunks: YOUNG },
    { band: 'ages 9–12', wpm: 150, chunks: OLDER },
  ])('lands $band on $wpm words a minute from a first guess 15 % off', ({ wpm, chunks }) => {
    for (const firstGuess of [0.85, 1.15]) {
      const { pace, chunkPaces, evenPace } = narrate({
        wordsPerMinute: wpm,
        firstGuess,
        trueScale: 1,
        chunks,
      });
      expect(Math.abs(pace / wpm - 1)).toBeLessThan(0.02);
      // The first chunk rests on the first guess alone, so it is retaken near the even pace.
      expect(Math.abs((chunkPaces[0] ?? 0) / evenPace - 1)).toBeLessThan(0.08 + RETAKE_BEYOND);
    }
  });

  it('speaks faster than the pace asked, since the pauses take time too', () => {
    const { rates } = narrate({ wordsPerMinute: 120, firstGuess: 1, trueScale: 1, chunks: YOUNG });
    expect(Math.min(...rates)).toBeGreaterThan(120);
  });

  it('speaks a chunk again only when it comes out off its plan', () => {
    const keeper = createPaceKeeper(120, 1, 100);
    const plan = keeper.plan(50);
    expect(keeper.retake(plan, 50, plan.speechMs * (1 + RETAKE_BEYOND / 2))).toBeUndefined();
    // 20 % too long: the second take is 20 % faster.
    expect(keeper.retake(plan, 50, plan.speechMs * 1.2)).toBe(Math.round(plan.rate * 1.2));
  });

  it('lets later chunks make up for a chunk off its plan, so a long story is rarely retaken', () => {
    const { retakes } = narrate({
      wordsPerMinute: 135,
      firstGuess: 1.15,
      trueScale: 1,
      chunks: YOUNG.concat(YOUNG, YOUNG),
    });
    // The first chunk, and at most a couple near the end, out of 36.
    expect(retakes).toBeLessThanOrEqual(3);
  });

  it("keeps to espeak-ng's range of rates", () => {
    expect(createPaceKeeper(400, 1.5, 100).plan(50).rate).toBe(MAX_ESPEAK_RATE);
    expect(createPaceKeeper(50, 0.5, 100).plan(50).rate).toBe(MIN_ESPEAK_RATE);
    // No word-like segment at all: still a rate espeak-ng takes.
    expect(createPaceKeeper(135, 1, 0).plan(0).rate).toBeGreaterThanOrEqual(MIN_ESPEAK_RATE);
  });
});
