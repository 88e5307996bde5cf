// The banks a story kept in one small world leaves empty, the same for both languages: a night in
// bed, a toy's walk through the sleeping house, a child lost in a busy place. Such a story never
// arrives at a new land, tells no joke or chat aside, has no sky over it, and meets nobody who
// joins in or gives advice along the way.
import type { GoalTexts, SceneBanks } from '../compose/pack-types';

type Still = 'arrive' | 'idea' | 'worry' | 'funny' | 'talk' | 'joy' | 'discovery';

/** The asides of a wider story, each empty (fresh arrays, so no pack shares one). */
export function stillAsides<C>(): Pick<SceneBanks<C>, Still> {
  return { arrive: [], idea: [], worry: [], funny: [], talk: [], joy: [], discovery: [] };
}

/** No sky at any time of day. */
export function noSky<C>(): SceneBanks<C>['sky'] {
  return { dawn: [], morning: [], day: [], evening: [], dusk: [], night: [] };
}

/** The goal's banks for someone met on the way, the advice asked for and a list ticked off. */
export function nobodyMet<C>(): Pick<GoalTexts<C>, 'meet' | 'done' | 'advice' | 'ask'> {
  return { meet: [], done: [], advice: [], ask: [] };
}
