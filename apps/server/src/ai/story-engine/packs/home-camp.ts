// A night in a tent in one's own garden is an evening at home, not a trip: what the night needs
// is fetched from the house first (the tent, its poles, pegs and mallet from the garage, the
// sleeping bag and a book from the bedroom, a snack, the torch and a basket to carry it all
// from the kitchen, teeth brushed in the bathroom), each going wrong once and put right; out in
// the garden the tent is pitched, the camp's own trouble met, and the evening goes on there
// (the dark, cold toes, the stars) until sleep.
import type { BaseCtx, Bank } from '../compose/ctx-base';
import type { GoalTexts } from '../compose/pack-types';

export type HomeCampStep =
  | 'tentbag'
  | 'poles'
  | 'pegs'
  | 'mallet'
  | 'chairs'
  | 'pyjamas'
  | 'sleeping-bag'
  | 'pillow'
  | 'book'
  | 'snack'
  | 'torch'
  | 'bottle'
  | 'basket'
  | 'teeth'
  | 'teddy'
  | 'sausages'
  | 'wash'
  | 'mat'
  | 'zip'
  | 'dark'
  | 'cold'
  | 'clouds';

/** What is fetched or done in each room of the house before the night in the garden. */
const ROOM_STEPS: Partial<Record<string, HomeCampStep[]>> = {
  // The tent's own parts, each found leading to the next it needs: the poles, the pegs, the
  // mallet that knocks them in.
  garage: ['tentbag', 'poles', 'pegs', 'mallet', 'chairs'],
  bedroom: ['pyjamas', 'sleeping-bag', 'pillow', 'teddy', 'book'],
  // The kitchen's things for the night, and last a basket to carry them all out in.
  kitchen: ['snack', 'torch', 'sausages', 'bottle', 'basket'],
  bathroom: ['teeth', 'wash'],
};

/**
 * Out in the garden once the tent is up: the zip that sticks, the sleeping mat that rolls up,
 * the dark coming, cold toes, clouds over the stars, in that order. (The rustle in the night is
 * the ending's own.)
 */
const GARDEN_STEPS: HomeCampStep[] = ['zip', 'mat', 'dark', 'cold', 'clouds'];

type Ctx = BaseCtx & { target?: { id: string }; place: { id: string } };

/** Whether the night is slept in one's own garden (the camp's place is the garden at home). */
const inGarden = (c: Ctx): boolean => c.target?.id === 'garden';

/** Whether this beat happens indoors, in the house the garden camp is fetched from. */
export const inHouse = (c: Ctx): boolean => inGarden(c) && c.place.id in ROOM_STEPS;

/** The step of the evening this episode at home is about, the same for all its beats. */
export function homeCampStep(c: Ctx): HomeCampStep | undefined {
  if (!inGarden(c)) return undefined;
  const here = c.place.id === 'garden' ? GARDEN_STEPS : ROOM_STEPS[c.place.id];
  if (!here || c.obstacle === undefined) return undefined;
  return c.step(here) as HomeCampStep | undefined;
}

export interface HomeCampTexts<C> {
  /** What goes wrong with each step in the house. */
  hitch: Record<HomeCampStep, (c: C) => string>;
  /** What puts it right. */
  fix: Record<HomeCampStep, (c: C) => string>;
  /**
   * How a step comes of the one before it in the same room (the poles found, the pegs to hold
   * them down): said before what goes wrong, so the evening reads as one thing leading on.
   */
  lead: Partial<Record<HomeCampStep, (c: C) => string>>;
  /** What a thing fetched from the house, once put right, is called when it lies ready. */
  ready: Partial<Record<HomeCampStep, string>>;
  /** A thing lying ready for the night, said in a few ways. */
  readyLines: ((c: C, thing: string) => string)[];
  /** What stands in the way before the night: everything still to be found in the house. */
  problem: (c: C) => string;
  /** Setting about it at home, line for line in place of the camp's packing and setting off. */
  decide: ((c: C) => string)[];
  /** The refrain of a night in one's own garden: nothing packed on a back, no trip. */
  refrain: ((c: C) => string)[];
}

const stepBank = <C extends Ctx>(texts: Record<HomeCampStep, (c: C) => string>): Bank<C> =>
  (Object.keys(texts) as HomeCampStep[]).map(
    (k) => (c: C) => (homeCampStep(c) === k ? texts[k](c) : null),
  );

/**
 * What goes wrong at a step, led on to from the step before it in the same room: the first in
 * a room comes of the way in, the rest of what was just put right.
 */
const ledBank = <C extends Ctx>(
  texts: Record<HomeCampStep, (c: C) => string>,
  lead: HomeCampTexts<C>['lead'],
): Bank<C> =>
  stepBank(texts).map((t) => (c: C) => {
    const text = t(c);
    const step = homeCampStep(c);
    if (!text || !step || c.handed([`led:${step}`]).length) return text;
    const here = c.place.id === 'garden' ? GARDEN_STEPS : (ROOM_STEPS[c.place.id] ?? []);
    const taken = c.stepsTaken();
    const before = taken[taken.lastIndexOf(step) - 1];
    const said = lead[step];
    if (!said || !before || !here.includes(before as HomeCampStep)) return text;
    c.once([`led:${step}`]);
    return `${said(c)} ${text}`;
  });

const outdoors = <C extends Ctx>(bank: Bank<C> | undefined): Bank<C> =>
  (bank ?? []).map((t) => (c: C) => (inHouse(c) ? null : t(c)));
/** The camp's own trouble, told where no step of the evening at home is due instead. */
const campOwn = <C extends Ctx>(bank: Bank<C> | undefined): Bank<C> =>
  (bank ?? []).map((t) => (c: C) => (inHouse(c) || homeCampStep(c) ? null : t(c)));

/**
 * The camp's texts with the house's own steps: indoors the step fetched and put right, never
 * the tent pitched in the bedroom; outdoors the camp's texts as they are.
 */
export function withHouseSteps<C extends Ctx>(
  camp: GoalTexts<C>,
  house: HomeCampTexts<C>,
): GoalTexts<C> {
  return {
    ...camp,
    meet: outdoors(camp.meet),
    meetAgain: outdoors(camp.meetAgain),
    attempt: [...ledBank(house.hitch, house.lead), ...campOwn(camp.attempt)],
    progress: [...stepBank(house.fix), ...campOwn(camp.progress)],
    // What was fetched lies ready by the door for the night, once it is put right.
    done: house.readyLines.map((line) => (c: C) => {
      const step = inHouse(c) ? homeCampStep(c) : undefined;
      const thing = step && house.ready[step];
      return thing ? line(c, thing) : null;
    }),
    advice: campOwn(camp.advice),
    refrain: (camp.refrain ?? []).map(
      (t, i) => (c: C) => (inGarden(c) ? (house.refrain[i]?.(c) ?? null) : t(c)),
    ),
    // The evening starts at home: no rucksack packed, no long way out to one's own garden.
    problem: (camp.problem ?? []).map(
      (t, i) => (c: C) => (inGarden(c) && i === 0 ? house.problem(c) : t(c)),
    ),
    decide: (camp.decide ?? []).map(
      (t, i) => (c: C) => (inGarden(c) ? (house.decide[i]?.(c) ?? null) : t(c)),
    ),
    ask: outdoors(camp.ask),
  };
}
