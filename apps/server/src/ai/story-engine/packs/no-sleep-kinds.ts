// What a hero who cannot fall asleep sleeps in, and what is set up at bedtime to work at the end;
// shared by both packs so a story tells the same night in either language.
import type { NoSleep } from '../description/read-no-sleep';

/** Where the hero sleeps: a child at home, an owl in its tree, in a cave, in the woods, the sky. */
export type NightKind = 'child' | 'owl' | 'cave' | 'wood' | 'sky';

/** The illustrator's kind word the context gives ("owl", «ugle»), read for both languages. */
export function sleepKind(night: NoSleep, kind: string): NightKind {
  if (night.hero === 'child') return 'child';
  if (night.hero === 'sky') return 'sky';
  if (/^(owl|ugle|ugla)$/.test(kind)) return 'owl';
  return /^(bear|dragon|bjørn|bjørnen|drage|dragen)$/.test(kind) ? 'cave' : 'wood';
}

/** What is learnt or given at bedtime: a lullaby, a warm cup, slow breathing like waves. */
export type NightSetup = 'lullaby' | 'cup' | 'breathing';

export function setupOf(night: NoSleep, name: string): NightSetup {
  // A warm cup is no help on a hot night, and there are no cups in the sky.
  const fits: NightSetup[] =
    night.hero === 'sky' || night.reason === 'hot'
      ? ['lullaby', 'breathing']
      : ['lullaby', 'cup', 'breathing'];
  let n = 0;
  for (const ch of name) n += ch.charCodeAt(0);
  return fits[n % fits.length] as NightSetup;
}
