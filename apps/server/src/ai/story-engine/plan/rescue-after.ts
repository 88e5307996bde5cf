// What happens after a rescue in a story long enough for a second act: the one got free is
// cold and frightened, is warmed (and only then does the hero feel their own fright), brushed clean and looked over, what was borrowed to reach it is given back,
// it is asked whom it belongs to (the collar's tag, the farm's mark, its mother calling, or the
// word sent earlier), is carried home, knows the way once near, meets whoever was searching,
// hears how it came to be stuck, and is home again. Each step is caused by the one before; a
// longer story tells more of the optional ones, in the same order.
import { NARRATION_WPM, STORY_MINUTES, type AgeBand } from '@monstory/contracts/story-shape';

export const AFTER_STEPS = [
  'chill',
  'warm',
  'shaky',
  'brush',
  'hurt',
  'giveBack',
  'vet',
  'drink',
  'whose',
  'poster',
  'sleep',
  'rest',
  'cross',
  'lead',
  'asked',
  'met',
  'tell',
  'why',
  'bath',
  'home',
  'gift',
  'gate',
] as const;
export type AfterStep = (typeof AFTER_STEPS)[number];

/** Steps told as they are or, when word was sent for the owner earlier, with that paid off. */
export type AfterBankKey = AfterStep | 'whoseSent' | 'metSent';

export interface AfterScene {
  step: AfterStep;
  /** Told whenever there is a second act; the others by rank as the story grows. */
  core: boolean;
  rank?: number;
}

/** How soon a longer story adds an optional step (lowest first). */
const RANK: Partial<Record<AfterStep, number>> = {
  hurt: 1,
  lead: 2,
  sleep: 3,
  poster: 4,
  asked: 5,
  cross: 6,
  bath: 7,
  drink: 8,
  rest: 9,
  gate: 10,
  vet: 11,
  tell: 12,
  gift: 13,
  giveBack: 14,
  why: 15,
  brush: 16,
  shaky: 17,
};

/**
 * The second act of a rescue, or none: a short story hands the one got free back right at the
 * spot. Longer than a short story of its age band, it is told.
 */
export function planAfter(band: AgeBand, words: number): AfterScene[] {
  const short = STORY_MINUTES[band].SHORT * NARRATION_WPM[band];
  if (words <= short) return [];
  return AFTER_STEPS.map((step) => {
    const rank = RANK[step];
    return rank === undefined ? { step, core: true } : { step, core: false, rank };
  });
}

/** The steps a second act of `n` optional units tells, in story order, and the units left. */
export function afterSteps(after: readonly AfterScene[], n: number): [AfterStep[], number] {
  const extras = after
    .filter((a) => !a.core)
    .sort((x, y) => (x.rank ?? 9) - (y.rank ?? 9))
    .slice(0, Math.max(0, n));
  const told = after.filter((a) => a.core || extras.includes(a)).map((a) => a.step);
  return [told, Math.max(0, n - extras.length)];
}
