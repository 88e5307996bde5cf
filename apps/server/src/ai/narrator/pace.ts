// espeak-ng's rate counts words of its own speech, but a narration is also pauses: espeak-ng's at
// every full stop, ours between chunks and paragraphs. So one rate gives a young child's story of
// short sentences a slower real pace than a story of long ones, voices differ (a variant can
// speak 5 % slower than another of its language), and within a story a chunk of dialogue (pauses
// at every comma and quote) comes out 10–20 % slower than one of narration at the same rate. A
// static scale is off by up to 15 %; the pace keeper closes the rest while narrating. Each chunk
// is planned (how long its speech should last, at what rate) from the scale measured on the story
// so far, making up for what the chunks before it missed by; a chunk that misses by more than the
// rest of the story can make up for is spoken again at the rate its own measurement calls for
// (narrate-text.ts). espeak-ng stretches its own pauses with its rate (the same text at 120, 135
// and 150 comes out at 120, 136 and 152 words a minute), so a chunk's speech time goes as one
// over the rate; our pauses are fixed and known ahead, and are planned for apart.

/** espeak-ng speaks no slower than 80 and no faster than 450 of its own words per minute. */
export const MIN_ESPEAK_RATE = 80;
export const MAX_ESPEAK_RATE = 450;

// The calibrated first guess weighs as much as this many measured words: enough to steady the
// estimate against one odd chunk, little enough that the first measured chunk leads.
const PRIOR_WORDS = 10;
// Making up for earlier chunks never moves a chunk's pace further than this from the story's
// even pace, so the voice does not audibly hurry or drag at the end of a story.
const MAX_CATCH_UP = 0.08;
// A chunk whose speech is further than this from its plan is spoken a second time, unless the
// chunks after it can make up for the difference with a fraction (ABSORB) of their speech. Chunks
// differ by 10–20 % among themselves, so a long story keeps most first takes and retakes mainly
// near its end; a short one retakes from the start. A retake costs one more espeak-ng call.
export const RETAKE_BEYOND = 0.03;
const ABSORB = MAX_CATCH_UP / 2;

export interface ChunkPlan {
  /** The espeak-ng rate to speak the chunk at. */
  rate: number;
  /** How long its speech should last (not counting our pause before it). */
  speechMs: number;
}

export interface PaceKeeper {
  /** The plan for the next chunk, which holds `words` words. */
  plan(words: number): ChunkPlan;
  /**
   * A take of the chunk came out `speechMs` long: the rate for a second take when it is further
   * than RETAKE_BEYOND from the plan and the chunks after it could not make up for it, else
   * undefined (keep the take).
   */
  retake(plan: ChunkPlan, words: number, speechMs: number): number | undefined;
  /** The take kept: its rate, words, speech and the pause we put before it. */
  record(rate: number, words: number, speechMs: number, pauseMs: number): void;
}

/**
 * Keeps a narration of `totalWords` words, with `totalPauseMs` of our own pauses between its
 * chunks, at `wordsPerMinute` of audio, pauses included. `rateScale` is the first guess of
 * espeak-ng's rate per real word per minute of speech (narrator-voices.ts).
 */
export function createPaceKeeper(
  wordsPerMinute: number,
  rateScale: number,
  totalWords: number,
  totalPauseMs = 0,
): PaceKeeper {
  // A text whose only speakable marks are not words (a lone "½") still gets a finite plan.
  const targetMs = (Math.max(1, totalWords) * 60_000) / wordsPerMinute;
  // The speech pace that fills the target once our pauses are in; if the pauses alone took most
  // of it, the speech would have to race, so they never count for more than half.
  const evenPace = (targetMs * wordsPerMinute) / Math.max(targetMs / 2, targetMs - totalPauseMs);
  // Σ rate × speech minutes and Σ words over what was measured: their ratio is the scale.
  let rateMinutes = PRIOR_WORDS * rateScale;
  let wordsSeen = PRIOR_WORDS;
  let spentMs = 0;
  let pausesLeftMs = totalPauseMs;
  let wordsLeft = totalWords;
  const measure = (rate: number, words: number, speechMs: number) => {
    if (words <= 0) return;
    rateMinutes += (rate * speechMs) / 60_000;
    wordsSeen += words;
  };
  const clampRate = (rate: number) =>
    Math.min(MAX_ESPEAK_RATE, Math.max(MIN_ESPEAK_RATE, Math.round(rate)));
  return {
    plan(words) {
      const scale = rateMinutes / wordsSeen;
      const speechLeftMs = targetMs - spentMs - pausesLeftMs;
      const wanted =
        speechLeftMs > 0 ? (Math.max(words, wordsLeft) * 60_000) / speechLeftMs : Infinity;
      const pace = Math.min(
        evenPace * (1 + MAX_CATCH_UP),
        Math.max(evenPace * (1 - MAX_CATCH_UP), wanted),
      );
      return { rate: clampRate(pace * scale), speechMs: (words * 60_000) / pace };
    },
    retake(plan, words, speechMs) {
      if (words <= 0 || Math.abs(speechMs / plan.speechMs - 1) <= RETAKE_BEYOND) return undefined;
      // Before anything is measured the plan rests on the first guess alone: retake at once.
      const speechAfterMs = targetMs - spentMs - pausesLeftMs - plan.speechMs;
      const measured = wordsSeen > PRIOR_WORDS;
      if (measured && Math.abs(speechMs - plan.speechMs) <= speechAfterMs * ABSORB)
        return undefined;
      measure(plan.rate, words, speechMs);
      const rate = clampRate((plan.rate * speechMs) / plan.speechMs);
      return rate === plan.rate ? undefined : rate;
    },
    record(rate, words, speechMs, pauseMs) {
      measure(rate, words, speechMs);
      spentMs += speechMs + pauseMs;
      pausesLeftMs -= pauseMs;
      wordsLeft -= words;
    },
  };
}
