// A fear named beside a want to learn ("wants to swim but is scared of the waves") is met
// where the learning is tried, and only where that fear lives: these wrap a learn bank's
// templates so the fear's lines answer there and nowhere else.
import type { Bank, BaseCtx, Tpl } from '../compose/ctx-base';
import type { GoalTexts } from '../compose/pack-types';
import { fearLivesAt } from '../plan/want-rules';

/** Whether this story's learner has a fear that lives here. */
export const fearHere = (c: BaseCtx): boolean =>
  c.goal === 'learn' && fearLivesAt(c.fearId, c.setting);

/** The fear's own lines (met, failed, a small step), told in a learn story where it lives. */
export function whereFeared<C extends BaseCtx>(bank: Bank<C>): Bank<C> {
  return bank.map((t) => (c: C) => (fearHere(c) ? t(c) : null));
}

/** A template told only when the learner has no fear named: its fear-aware twin tells it then. */
export function unafraid<C extends BaseCtx>(t: Tpl<C>): Tpl<C> {
  return (c) => (c.fearId && c.goal === 'learn' ? null : t(c));
}

/** A template told only when the learner has a fear named. */
export function afraid<C extends BaseCtx>(t: Tpl<C>): Tpl<C> {
  return (c) => (c.fearId && c.goal === 'learn' ? t(c) : null);
}

/** A language's lines for the frightened learner, laid over its plain learning banks. */
export interface FearLines<C extends BaseCtx> {
  problem: Bank<C>;
  meet: Bank<C>;
  meetAgain: Bank<C>;
  fail: Bank<C>;
  step: Bank<C>;
  /** A turn told with the fear still there. */
  faced: (t: Tpl<C>) => Tpl<C>;
  /** A resolution that says the fear is gone in the doing. */
  overcome: (t: Tpl<C>) => Tpl<C>;
}

/** Learning with the fear in it: banks for the frightened learner, the plain ones otherwise. */
export function withFearLines<C extends BaseCtx>(
  base: GoalTexts<C>,
  f: FearLines<C>,
): GoalTexts<C> {
  return {
    ...base,
    problem: [...f.problem, ...base.problem.map(unafraid)],
    meet: whereFeared(f.meet),
    meetAgain: whereFeared(f.meetAgain),
    attempt: [...whereFeared(f.fail), ...base.attempt],
    progress: [...whereFeared(f.step), ...base.progress],
    turn: {
      brave: base.turn.brave.map(f.faced),
      together: base.turn.together.map(f.faced),
      gift: base.turn.gift.map(f.faced),
      clever: base.turn.clever.map(f.faced),
    },
    resolution: base.resolution.map(f.overcome),
  };
}
