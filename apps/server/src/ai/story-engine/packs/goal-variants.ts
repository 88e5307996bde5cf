// Tells one goal several ways: a befriend story where the hero is the new one, or where two
// friends fall out and make up, keeps the goal's mechanism but not its words. Each variant's
// banks speak only in a story of that variant; the plain banks only in the others.
import type { Bank } from '../compose/ctx-base';
import type { GoalTexts } from '../compose/pack-types';
import type { Approach, GoalVariant } from '../plan/plan-types';
import type { GoalStep } from '../plan/story-plan';
import { AFTER_STEPS, type AfterBankKey } from '../plan/rescue-after';

/** Every bank of a second act after the win (plan `after`), the win itself first. */
const AFTER_KEYS: (AfterBankKey | 'freed')[] = ['freed', ...AFTER_STEPS, 'whoseSent', 'metSent'];

type Keyed = { variant?: GoalVariant };

function only<C extends Keyed>(bank: Bank<C>, fits: (c: C) => boolean): Bank<C> {
  return bank.map((t) => (c: C) => (fits(c) ? t(c) : null));
}

export function withVariants<C extends Keyed>(
  plain: GoalTexts<C>,
  variants: Partial<Record<GoalVariant, GoalTexts<C>>>,
): GoalTexts<C> {
  const own = (c: C) => !!c.variant && !!variants[c.variant];
  const list = Object.entries(variants) as [GoalVariant, GoalTexts<C>][];
  const join = (pick: (g: GoalTexts<C>) => Bank<C> | undefined): Bank<C> => [
    ...only(pick(plain) ?? [], (c) => !own(c)),
    ...list.flatMap(([v, g]) => only(pick(g) ?? [], (c) => c.variant === v)),
  ];
  const turn = (a: Approach) => join((g) => g.turn[a]);
  const stepKeys = [
    ...new Set([plain, ...list.map(([, g]) => g)].flatMap((g) => Object.keys(g.steps ?? {}))),
  ] as GoalStep[];
  return {
    want: join((g) => g.want),
    show: join((g) => g.show),
    problem: join((g) => g.problem),
    decide: join((g) => g.decide),
    travel: join((g) => g.travel),
    meet: join((g) => g.meet),
    meetAgain: join((g) => g.meetAgain),
    attempt: join((g) => g.attempt),
    progress: join((g) => g.progress),
    done: join((g) => g.done),
    advice: join((g) => g.advice),
    ask: join((g) => g.ask),
    turn: {
      brave: turn('brave'),
      together: turn('together'),
      gift: turn('gift'),
      clever: turn('clever'),
    },
    resolution: join((g) => g.resolution),
    home: join((g) => g.home),
    // Every step any of them tells: a plot's own steps need no list kept here.
    steps: Object.fromEntries(
      stepKeys.map((k) => [k, join((g) => g.steps?.[k])]),
    ) as GoalTexts<C>['steps'],
    after: Object.fromEntries(AFTER_KEYS.map((k) => [k, join((g) => g.after?.[k])])),
    reflection: join((g) => g.reflection),
    refrain: join((g) => g.refrain),
    title: join((g) => g.title),
  };
}

/** How many templates each bank of a variant's texts held (the turn's per approach). */
export interface TextsShape {
  banks: Partial<Record<Exclude<keyof GoalTexts<unknown>, 'turn' | 'steps' | 'after'>, number>>;
  turn: Record<Approach, number>;
}

/**
 * The bake is told by its own texts (the packs' `variantGoals`); the build goal keeps a silent
 * bank of the same shape in its place, so a party's or a snowman's story draws its words by the
 * same seeded picks.
 */
export const BAKE_SHAPE: TextsShape = {
  banks: {
    want: 1,
    show: 1,
    problem: 1,
    decide: 1,
    attempt: 11,
    progress: 11,
    done: 1,
    advice: 2,
    ask: 1,
    resolution: 2,
    home: 2,
    reflection: 1,
    refrain: 1,
    title: 2,
  },
  turn: { brave: 1, together: 1, gift: 1, clever: 1 },
};

/**
 * Texts that tell nothing, in the shape a variant's texts had in a shared join. A variant that
 * moves to texts of its own (a pack's `variantGoals`) leaves this behind in the join, so the
 * other variants told through it draw from the story's seeded randomness exactly as before.
 */
export function silentShape<C>(shape: TextsShape): GoalTexts<C> {
  const none = (n = 0): Bank<C> => Array.from({ length: n }, () => () => null);
  const banks = Object.fromEntries(
    Object.entries(shape.banks).map(([k, n]) => [k, none(n)]),
  ) as Partial<GoalTexts<C>>;
  return {
    want: none(),
    show: none(),
    problem: none(),
    decide: none(),
    attempt: none(),
    progress: none(),
    advice: none(),
    ask: none(),
    resolution: none(),
    home: none(),
    reflection: none(),
    refrain: none(),
    title: none(),
    ...banks,
    turn: {
      brave: none(shape.turn.brave),
      together: none(shape.turn.together),
      gift: none(shape.turn.gift),
      clever: none(shape.turn.clever),
    },
  };
}
