// Which of the family's elements are told at which moment, the part both packs share: all of
// them are introduced at the start (several places in one line), one acts on each journey, the
// first turns the story, and the dear ones come home. Each pack says the lines.
import type { BaseCtx } from '../compose/ctx-base';
import { placeById } from '../lexicon/places';
import type { StoryElement } from '../lexicon/story-element';
import type { GoalVariant } from '../plan/plan-types';

export type ElementMoment = 'intro' | 'leg' | 'turn' | 'home';

/** Somewhere far (Mars, Paris, the moon): dreamt of, not where the hero likes to be. */
export const farPlace = (e: StoryElement): boolean =>
  !!e.proper || ['space', 'moon'].includes(placeById(e.id).setting);

type Ctx = BaseCtx & { place: { id: string }; variant?: GoalVariant; thing?: { id: string } };
type Line<C> = (c: C, e: StoryElement) => string;

/** A pack's lines for one element at each moment. */
export interface ElementWords<C> {
  intro: Line<C>;
  leg: Line<C>;
  turn: Line<C>;
  home: Line<C>;
  /** How someone named looks, unless the story has told it (`told`: its sentences so far). */
  look: (c: C, e: StoryElement, told: string) => string[];
  /** Several places the hero loves, in one line. */
  places: (c: C, places: StoryElement[]) => string;
}

export function elementLines<C extends Ctx>(w: ElementWords<C>) {
  return (
    c: C,
    elements: readonly StoryElement[],
    moment: ElementMoment,
    told: string,
  ): string[] => {
    const acting = elements.filter((e) => e.kind !== 'look');
    // What is being looked for is not at hand to ride, to help on the way or to turn the story.
    const sought = c.goal === 'find' || c.goal === 'solve' ? c.thing?.id : undefined;
    const handy = acting.filter((e) => !(e.kind === 'object' && e.id === sought));
    switch (moment) {
      case 'intro': {
        const places = elements.filter((e) => e.kind === 'place');
        const many = places.length > 1;
        const lines = elements.flatMap((e) =>
          e.kind === 'look'
            ? e.who === 'hero' || e.who === 'other'
              ? w.look(c, e, told)
              : []
            : e.kind === 'place' && many
              ? []
              : [w.intro(c, e)],
        );
        if (many && c.variant !== 'home') lines.push(w.places(c, places));
        return lines;
      }
      case 'leg': {
        // The friend's look waits for the first journey, once the friend's own intro is told.
        const friend = elements.find((e) => e.kind === 'look' && e.who === 'friend');
        const look = friend ? w.look(c, friend, told) : [];
        return [...look, ...(handy.length ? [w.leg(c, c.cycle(handy))] : [])];
      }
      case 'turn': {
        // The place the turn happens at, if the family named it; else the first thing named.
        const here = handy.find((e) => e.kind === 'place' && e.id === c.place.id);
        const first = here ?? handy.find((e) => e.kind !== 'place') ?? handy[0];
        return first ? [w.turn(c, first)] : [];
      }
      case 'home':
        return acting
          .filter((e) => e.kind !== 'place')
          .slice(0, 3)
          .map((e) => w.home(c, e));
    }
  };
}
