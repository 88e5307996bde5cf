// espeak-ng's rate counts words of its own speech, but a narration is also pauses: espeak-ng's at
// every full stop, ours between chunks and paragraphs. So one rate gives a young child's story of
// short sentences a slower real pace than a story of long ones, and voices differ too (a variant
// can speak 5 % slower than another of the same language). A static scale is off by up to 15 %;
// the pace keeper closes the rest while narrating: the first chunk is spoken once to measure it
// (narrate-text.ts), then every chunk's audio is measured and the next chunk's rate is set from
// what the story so far actually came to.

/** espeak-ng speaks no slower than 80 and no faster than 450 of its own words per minute. */
export const MIN_ESPEAK_RATE = 80;
export const MAX_ESPEAK_RATE = 450;

// The calibrated first guess weighs as much as this many measured words: enough to steady the
// estimate against one odd chunk, little enough that the first measured chunk leads.
const PRIOR_WORDS = 10;
// Making up for earlier chunks never moves a chunk's pace further than this from the target, so
// the voice does not audibly hurry or drag at the end of a story.
const MAX_CATCH_UP = 0.08;

export interface PaceKeeper {
  /** The espeak-ng rate for the next chunk, which holds `words` words. */
  nextRate(words: number): number;
  /** A trial: what `words` words spoken at `rate` came to, not part of the narration. */
  measure(rate: number, words: number, audioMs: number): void;
  /** What a chunk of the narration came to: its words and audio, the pause before it included. */
  record(rate: number, words: number, audioMs: number): void;
}

/**
 * Keeps a narration of `totalWords` words at `wordsPerMinute` of audio, pauses included.
 * `rateScale` is the first guess of espeak-ng's rate per real word per minute (narrator-voices.ts).
 */
export function createPaceKeeper(
  wordsPerMinute: number,
  rateScale: number,
  totalWords: number,
): PaceKeeper {
  const targetMs = (totalWords * 60_000) / wordsPerMinute;
  // Σ rate × audio minutes and Σ words over the chunks so far: their ratio is the measured scale.
  let rateMinutes = PRIOR_WORDS * rateScale;
  let wordsSeen = PRIOR_WORDS;
  let elapsedMs = 0;
  let wordsLeft = totalWords;
  return {
    nextRate(words) {
      const scale = rateMinutes / wordsSeen;
      const remainingMs = targetMs - elapsedMs;
      const wanted =
        wordsLeft > 0 && remainingMs > 0
          ? (Math.max(words, wordsLeft) * 60_000) / remainingMs
          : wordsPerMinute;
      const pace = Math.min(
        wordsPerMinute * (1 + MAX_CATCH_UP),
        Math.max(wordsPerMinute * (1 - MAX_CATCH_UP), wanted),
      );
      return Math.min(MAX_ESPEAK_RATE, Math.max(MIN_ESPEAK_RATE, Math.round(pace * scale)));
    },
    measure(rate, words, audioMs) {
      if (words <= 0) return;
      rateMinutes += (rate * audioMs) / 60_000;
      wordsSeen += words;
    },
    record(rate, words, audioMs) {
      this.measure(rate, words, audioMs);
      elapsedMs += audioMs;
      wordsLeft -= words;
    },
  };
}
