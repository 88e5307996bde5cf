// Reads the family's own pet gone missing: «Maja har mistet katten sin», "Emma's cat is
// missing", "Leo looks for his lost dog Max", «Hunden til Ola har blitt borte», "Our hamster
// Harry is lost somewhere in the house", «Marsvinet Pelle har rømt fra buret». The pet is a
// house animal someone has (a possessive, a name beside its owner, a cage it got out of); the
// story is its owner looking for it, never the pet's own journey or a case.
import type { ParsedDescription, Token } from './parse-description';

export interface LostPet {
  /** The pet (a character index). */
  who: number;
}

/** Animals kept at home and looked for there and nearby. */
const PETS = new Set(['cat', 'dog', 'kitten', 'puppy', 'rabbit', 'mouse']);
const GONE =
  /^(lost|missing|gone|vanished|disappeared|escaped|escapes|escape|escaping|borte|vekk|rømt|rømte|rømmer|forsvunnet|forsvant|forsvinner|mistet|mister|savnet)$/;
const RUN = /^(ran|run|runs|running|stukket|stakk|stikker|løpt|løp|løper)$/;
const AWAY = /^(away|off|av|bort|vekk)$/;
/** Whose it is, said before it: "his dog", "our hamster", «min katt». */
const MINE_BEFORE = /^(his|her|their|our|my|min|mi|mitt|vår|vårt|hans|hennes|deres)$/;
/** Whose it is, said after it: «katten sin», «hunden til Ola», «katten vår». */
const MINE_AFTER = /^(sin|si|sitt|til|vår|vårt|min|mi|mitt|hans|hennes|deres)$/;
/** A pet that got out of where it lives is the family's own. */
const CAGE = /^(cage|hutch|bur|buret|burene|kaninbur|kaninburet)$/;

export function readLostPet(
  tokens: Token[],
  out: ParsedDescription,
  charAt: (i: number) => number | undefined,
): void {
  // Stuck up a tree, hurt, or a thing of its own lost: those are other stories.
  if (out.rescue || out.care || out.find) return;
  const words = tokens.map((t) => t.lower);
  const gone =
    words.some((w) => GONE.test(w)) ||
    words.some((w, i) => RUN.test(w) && AWAY.test(words[i + 1] ?? ''));
  if (!gone) return;
  const caged = words.some((w) => CAGE.test(w));
  for (let i = 0; i < tokens.length; i += 1) {
    const who = charAt(i);
    const pet = who !== undefined ? out.characters[who] : undefined;
    if (who === undefined || !pet?.kind || !PETS.has(pet.kind) || pet.aside) continue;
    const before = words.slice(Math.max(0, i - 3), i);
    const after = words.slice(i + 1, i + 3);
    const owner = out.characters[who - 1];
    const owned =
      pet.ownedBy !== undefined ||
      !!owner?.owns ||
      before.some((w) => MINE_BEFORE.test(w)) ||
      after.some((w) => MINE_AFTER.test(w)) ||
      caged;
    if (!owned) continue;
    out.lostPet = { who };
    // The cage it got out of is where it lives, not a thing of the story's own.
    out.things = out.things.filter((t) => t.id !== 'cage');
    return;
  }
}
