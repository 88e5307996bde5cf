// A name a child types in lower case that no list knows ("owen and his dog rex", «tiril og
// hunden bamse»): read from where it stands, never from what it is.
export interface NameToken {
  lower: string;
  sentenceStart: boolean;
  hit?: { type: string };
}

/** Verbs that follow a name opening a sentence: "owen finds", «tiril vil». */
const AFTER_NAME = new Set(
  `is was has had wants wanted loves loved likes finds found goes went lives lived can will looks
  er var har hadde vil ville skal kan elsker liker finner fant går gikk bor bodde leter drømmer`.split(
    /\s+/,
  ),
);
/**
 * Everyday verbs after an animal's name: "the dog rex goes", «hunden bamse går», and after two
 * who act together: "mia and her dog rex play".
 */
const ACTS = new Set(
  `goes go runs run plays play finds find looks look lives live loves love likes like wants want
  sleeps sleep eats eat helps help flies fly swims swim digs dig barks explore explores climb climbs
  går løper leker finner leter bor elsker liker vil sover spiser hjelper flyr svømmer graver`.split(
    /\s+/,
  ),
);
/**
 * Words that name nobody, opening a sentence or after a creature: "everyone is", «alle vil»,
 * "summer is", "the fox party".
 */
const NOBODY = new Set(
  `everyone everybody someone somebody nobody anyone anybody everything something nothing people
  kids children twins life summer winter spring autumn christmas easter halloween weekend
  alle ingen noen alt noe ingenting folk barna ungene tvillingene livet sommer vinter vår høst
  jul påske helga party parties picnic fest festen selskap selskapet bursdag bursdagen piknik`.split(
    /\s+/,
  ),
);
/** Past tenses with no ending to tell them by: "the bird sang and…", «katten sov og…». */
const IRREGULAR = new Set(
  `sang ran swam flew ate saw got came fell sat stood met lost took made built slept woke hid
  hopped dug sov løp fløy lo sto satt kom fikk ga tok ble sa spant gravde bar`.split(/\s+/),
);
const PAIR = new Set(['og', 'and', '&']);
const OWNERS = new Set(['his', 'her', 'their', 'the', 'a', 'hans', 'hennes', 'sin', 'si', 'sitt']);

/** Looks like a verb or an adverb rather than a name: "barks", «bjeffer», "slowly", "jumped". */
const wordLike = (w: string) => IRREGULAR.has(w) || /(s|er|ed|ing|ly|te|de|et)$/.test(w);

/**
 * Whether the lower-case word at `i` is a name by where it stands: opening a sentence before a
 * verb or before "and" and someone else, or right after a creature ("the dog rex goes").
 */
export function lowerNamed(
  tokens: readonly NameToken[],
  i: number,
  names: ReadonlyMap<number, string>,
): boolean {
  const t = tokens[i] as NameToken;
  if (t.lower.length < 3 || NOBODY.has(t.lower)) return false;
  const next = tokens[i + 1];
  const after = tokens[i + 2];
  const third = tokens[i + 3];
  if (t.sentenceStart && next) {
    if (AFTER_NAME.has(next.lower)) return true;
    // "owen and his dog rex", «tiril og hunden bamse», "ivy and owen".
    if (PAIR.has(next.lower) && after) {
      if (names.has(i + 2) || after.hit?.type === 'creature') return true;
      if (OWNERS.has(after.lower) && third?.hit?.type === 'creature') return true;
    }
  }
  const prev = tokens[i - 1];
  if (prev?.hit?.type !== 'creature' || wordLike(t.lower)) return false;
  // "the dog rex goes", "his dog rex and…", "owen and his dog rex".
  const before = tokens[i - 2];
  const owned = !!before && OWNERS.has(before.lower);
  return (
    (!!next && (ACTS.has(next.lower) || PAIR.has(next.lower))) ||
    (!next && owned) ||
    (!!next?.sentenceStart && owned)
  );
}
