// Where a contest or a show is got ready for and held: practised at home and nearby (the sandpit
// in the garden, the sledging hill, the bedroom mirror), the evening before at home, and the day
// itself where it is held (the beach, the ski slope, the school hall). Never a forest or a map.
import type { ContestEvent } from '../description/read-contest';

interface Places {
  /** Where it is practised, the first place first. */
  practice: string[];
  /** The evening before, at home: a run-through for the family, the bag packed. */
  eve: string;
  /** Where it is held. */
  event: string;
  /** Other places it may be held at, when the family named one of them. */
  also?: string[];
}

const AT: Record<ContestEvent, Places> = {
  sandcastle: { practice: ['garden', 'playground'], eve: 'kitchen', event: 'beach' },
  snowman: { practice: ['snowy-garden', 'sledging-hill'], eve: 'kitchen', event: 'snowy-field' },
  baking: { practice: ['kitchen'], eve: 'bedroom', event: 'square', also: ['school'] },
  drawing: { practice: ['bedroom', 'park'], eve: 'kitchen', event: 'library', also: ['school'] },
  ski: { practice: ['sledging-hill', 'snowy-field'], eve: 'kitchen', event: 'ski-slope' },
  race: { practice: ['park', 'garden'], eve: 'kitchen', event: 'stadium', also: ['schoolyard'] },
  'sports-day': { practice: ['garden', 'park'], eve: 'kitchen', event: 'schoolyard' },
  football: {
    practice: ['garden', 'park'],
    eve: 'kitchen',
    event: 'football-pitch',
    also: ['stadium'],
  },
  swim: { practice: ['lake'], eve: 'kitchen', event: 'swimming-pool' },
  talent: { practice: ['bedroom', 'garden'], eve: 'kitchen', event: 'school-hall' },
  sing: {
    practice: ['bedroom', 'classroom'],
    eve: 'kitchen',
    event: 'school-hall',
    also: ['theatre', 'gym'],
  },
  play: {
    practice: ['classroom', 'bedroom'],
    eve: 'kitchen',
    event: 'school-hall',
    also: ['theatre', 'gym'],
  },
  concert: {
    practice: ['bedroom', 'classroom'],
    eve: 'kitchen',
    event: 'school-hall',
    also: ['theatre', 'gym'],
  },
  dance: {
    practice: ['bedroom', 'garden'],
    eve: 'kitchen',
    event: 'theatre',
    also: ['school-hall'],
  },
};

/** Where the contest is held: the family's own place when it is one it can be held at. */
export function contestPlace(event: ContestEvent, named: readonly string[]): string {
  const at = AT[event];
  return named.find((p) => p === at.event || at.also?.includes(p)) ?? at.event;
}

/** The practice places in order, then the evening at home, then where it is held. */
export function contestRoute(event: ContestEvent, place: string): string[] {
  const at = AT[event];
  return [...at.practice, at.eve].filter((p) => p !== place);
}

/** What happens at a place of a contest's story: practice, the evening before, or the day. */
export type ContestStep = 'practice' | 'eve' | 'day';

export function contestStep(event: ContestEvent, place: string, held?: string): ContestStep {
  if (place === (held ?? AT[event].event)) return 'day';
  return place === AT[event].eve ? 'eve' : 'practice';
}

/** Which practice this place is: the first (a setback that teaches) or a later one. */
export function practiceIndex(event: ContestEvent, place: string): number {
  return Math.max(0, AT[event].practice.indexOf(place));
}

/**
 * The sessions of getting ready that a longer story tells after a step's own first moment, in
 * the order each follows from the last. At practice: the lesson rushed and remembered, getting
 * tired, the kit got ready, someone watching, someone better, the first whole run, the trial or
 * the dress rehearsal, and the last practice that goes right. The evening before: one go too
 * many, the bag packed, the nerves in bed. On the day, before the mishap: hurrying, the crowd,
 * getting tired, and the kit again.
 */
export type ContestSession =
  | 'rush'
  | 'tired'
  | 'kit'
  | 'watched'
  | 'rival'
  | 'whole'
  | 'rehearsal'
  | 'right'
  | 'once-more'
  | 'pack'
  | 'alarm'
  | 'nerves'
  | 'hurry'
  | 'crowd'
  | 'tired-day'
  | 'snag';

export const SESSIONS: Record<ContestStep, readonly ContestSession[]> = {
  practice: ['rush', 'tired', 'kit', 'watched', 'rival', 'whole', 'rehearsal', 'right'],
  eve: ['once-more', 'pack', 'alarm', 'nerves'],
  day: ['hurry', 'crowd', 'tired-day', 'snag'],
};

/** Told only where practice ends (the last place of practice): the trial and the last go. */
const LAST_ONLY: ReadonlySet<ContestSession> = new Set(['rehearsal', 'right']);

/** Whether a session can be told at this place: the trial and the last go where practice ends. */
export function sessionFits(event: ContestEvent, place: string, session: ContestSession): boolean {
  return !LAST_ONLY.has(session) || AT[event].practice.at(-1) === place;
}
