// The banks that tell a fear met where it happens, built the same way for every language: each
// fear has a few [3–5, older] pairs per part, and a bank holds one template per slot, which
// answers only for the fear the story is about.
import type { Bank, BaseCtx } from '../compose/ctx-base';
import { by } from './by-band';
import { fearKind } from '../lexicon/goals-lexicon';

export type FearPair<C> = [(c: C) => string, (c: C) => string];

export interface FearSteps<C> {
  /** The fear happens, here. */
  meet: FearPair<C>[];
  /** Met once more, when every way of meeting it has been told. */
  again: FearPair<C>[];
  /** A small step towards it that is not enough yet. */
  fail: FearPair<C>[];
  /** A small step that holds. */
  step: FearPair<C>[];
}

/** The most pairs any fear has for one part: the bank holds one template per slot. */
const MOST = 5;

export function fearStepBanks<C extends BaseCtx>(steps: Record<string, FearSteps<C>>) {
  const bank = (part: keyof FearSteps<C>): Bank<C> =>
    Array.from({ length: MOST }, (_, i) => (c: C) => {
      const pair = steps[fearKind(c.fearId) ?? '']?.[part][i];
      return pair ? by(c, pair[0], pair[1])(c) : null;
    });
  return {
    fearMeet: bank('meet'),
    fearMeetAgain: bank('again'),
    fearFail: bank('fail'),
    fearStep: bank('step'),
  };
}
