// Reads a soft toy the family named beside a child: «Ella og bamsen Brumm», "Tom and his teddy
// bear Teddy", "Sam and his stuffed rabbit Flopsy", «kosedyret hennes, kaninen Nusse». On a day
// out (read-family-outing) it is a toy the child carries and hugs, never a bear or a rabbit who
// walks and talks beside them. Alone in the description («Bamsen Brumm vil finne honning») it is
// the hero of a toy's own story.
import { creature } from '../lexicon/creatures';
import type { ParsedDescription, Token } from './parse-description';

/** Words that make what follows a toy: «bamse», «kosedyr», "teddy", "stuffed", "cuddly". */
const TOY_WORD =
  /^(bamse|bamsen|kosebamse|kosebamsen|teddybjørn|teddybjørnen|teddybamse|teddybamsen|kosedyr|kosedyret|tøydyr|tøydyret|teddy|teddies)$/;
/** Words that make a toy of the animal right after them: "a stuffed rabbit", "his toy dog". */
const TOY_BEFORE = /^(stuffed|cuddly|plush|toy)$/;

export interface Toy {
  /** The toy's own name, when the family gave it one. */
  name?: string;
  /** What animal it is made as: a teddy is a bear. */
  kind: string;
  /** A species told in its own words (a toy rabbit, a toy elephant). */
  species?: string;
  /** The character the family's words made of it. */
  at: number;
}

/**
 * Notes a soft toy named beside someone else (`out.toy`): the character the words made of it is
 * the toy. `charAt` gives the character a token names.
 */
export function readToy(
  tokens: Token[],
  out: ParsedDescription,
  charAt: (i: number) => number | undefined,
): void {
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i] as Token;
    const thingTeddy = t.hit?.type === 'thing' && t.hit.id === 'teddy';
    // "a bear called Teddy", «en hund som heter Bamse»: a name, not the toy word.
    if (out.characters.some((c) => c.name === t.raw)) continue;
    const before = TOY_BEFORE.test(t.lower) && tokens[i + 1]?.hit?.type === 'creature';
    if (!thingTeddy && !before && !TOY_WORD.test(t.lower)) continue;
    // The toy word and the name or animal after it: "bamsen Brumm", "stuffed rabbit Flopsy",
    // «kosedyret sitt, kaninen Nusse».
    let at: number | undefined;
    for (let j = i; j < Math.min(tokens.length, i + 5) && at === undefined; j += 1) {
      if (j > i && tokens[j]?.sentenceStart) break;
      at = charAt(j);
    }
    if (at === undefined) continue;
    const toy = out.characters[at];
    if (!toy || toy.aside) continue;
    if (!toy.kind || creature(toy.kind).person) continue;
    // Someone else holds it: a child, a grown-up, a pet.
    const holder = out.characters.some((c, k) => k !== at && !c.aside);
    if (!holder) continue;
    out.toy = {
      at,
      ...(toy.name ? { name: toy.name } : {}),
      kind: toy.kind ?? 'bear',
      ...(toy.species ? { species: toy.species } : {}),
    };
    return;
  }
}
