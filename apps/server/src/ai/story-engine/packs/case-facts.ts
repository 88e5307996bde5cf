// What a case's templates read of it, the part both packs share: the case file, the steps told,
// which one suspected a step is about and by which of its names, the clue found now and those
// found so far, who writes and who sniffs, and why a clue clears the one suspected. Each pack
// keeps only its words.
import type { BaseCtx } from '../compose/ctx-base';
import {
  TRAITS,
  type CaseFile,
  type ClueKind,
  type Coat,
  type Covering,
  type InnocentId,
  type Size,
} from '../plan/case-file';

export const file = (c: BaseCtx): CaseFile => c.case!.file;

/** Whether a step (`clue:1`, `suspect`) has been told in this case. */
export const told = (c: BaseCtx, step: string): boolean =>
  !!c.case?.told.some((t) => t.startsWith(step));

/** Where the case began: the scene. */
export const sceneOfCase = <P>(c: { start?: P; home: P }): P => c.start ?? c.home;

/**
 * The one suspected whom the step is about, from a pack's table, named by one of its names: the
 * same one all through a story, another in the next story.
 */
export function suspectOf<S extends { names: readonly string[] }>(
  c: BaseCtx,
  table: Record<InnocentId, S>,
  i = c.case?.n ?? 0,
): S & { id: InnocentId; name: string } {
  const id = file(c).innocents[i] ?? file(c).innocents[0]!;
  const s = table[id];
  return { ...s, id, name: s.names[((c.lessonStart ?? 0) + i) % s.names.length] as string };
}

/** The clue this step finds. */
export const clueNow = (c: BaseCtx): ClueKind => file(c).clues[c.case?.n ?? 0] ?? 'trail';

/** The clues found so far that say what the one who took it is like (not a trail or a smell). */
export const knownClues = (c: BaseCtx): ClueKind[] =>
  file(c).clues.filter((k, i) => k !== 'trail' && k !== 'smell' && told(c, `clue:${i}`));

/** Who writes in the notebook: the first of the team with hands. */
export const writerOf = <A extends { hands: boolean }>(c: { hero: A; friend?: A }): A | undefined =>
  [c.hero, c.friend].find((a): a is A => !!a && a.hands);

/** Who sniffs and spots things: now and then the friend, else the hero. */
export const spotter = (
  c: BaseCtx & { hero: { name: string }; friend?: { name: string } },
): string => (c.friend && c.chance(0.5) ? c.friend.name : c.hero.name);

/** Why a clue does not fit the one suspected, as facts for a pack to say. */
export type Clearing =
  /** The prints were the culprit's size, bigger or smaller than the suspect's feet or paws. */
  | { by: 'prints'; size: Size; bigger: boolean; feet: boolean }
  /** What was found (fur, a feather, a spine) is not what the suspect has. */
  | { by: 'covering'; found: Covering; theirs: Covering }
  /** The tuft was another colour than the suspect's coat. */
  | { by: 'coat'; coat: Coat };

export function clearingOf(c: BaseCtx, i: number): Clearing {
  const id = file(c).innocents[i] ?? file(c).innocents[0]!;
  const mine = TRAITS[id];
  const them = TRAITS[file(c).culprit];
  if (file(c).clearedBy[i] === 'prints') {
    const feet = id === 'robot' || mine.covering === 'feather';
    const bigger = them.size === 'big' || mine.size === 'tiny';
    return { by: 'prints', size: them.size, bigger, feet };
  }
  if (mine.covering !== them.covering)
    return { by: 'covering', found: them.covering, theirs: mine.covering };
  return { by: 'coat', coat: mine.coat };
}
