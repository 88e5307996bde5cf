// Reads someone hurt or poorly who is looked after until they are well: "Star the horse has a
// sore leg and Ida looks after her", «Min kanin Trofast er syk og Emil vil at han skal bli
// frisk», «Valpen Bamse har vondt i magen». A pet, an animal or a friend, never a grown-up of
// the family in bed (that is a visit to someone ill). The hurt is what is wrong, not a look.
import { creature } from '../lexicon/creatures';
import type { ParsedCharacter, ParsedDescription, Token } from './parse-description';

export type Ailment = 'leg' | 'wing' | 'tummy' | 'cold' | 'ill';

export interface CareWant {
  /** The one looked after (a character index). */
  who: number;
  what: Ailment;
}

const LEG = new Set(['legs', 'paws', 'feet', 'hooves', 'tail']);
const WING = new Set(['wings']);
const TUMMY =
  /^(tummy|tummyache|tummy-ache|stomach|stomachache|belly|bellyache|mage|magen|magevondt|magevondtet|magesyk)$/;
const COLD =
  /^(cold|flu|cough|coughs|coughing|sneezing|sneezes|sniffles|forkjølet|forkjølelse|forkjølelsen|influensa|hoste|hoster|snufsete|snørrete|nyser)$/;
const POORLY =
  /^(sick|ill|poorly|unwell|hurt|hurts|injured|sore|limps|limping|syk|sykt|syke|dårlig|skadet|skadd|halter|haltet|vondt)$/;
/** A hurt leg or wing named without the part itself: "it limps", «den halter». */
const LIMPS = /^(limps|limping|limped|halter|haltet|halte)$/;
const WINGED = /^(wing|wings|vinge|vingen|vinga|vingene)$/;
/** A pronoun for the one looked after that says she; any other says he. */
const SHE = /^(her|henne|hun)$/;
/** Words that say the care: look after, nurse, make better, «passe på», «bli frisk». */
const CARE =
  /^(after|care|nurse|nurses|nursing|nursed|better|well|heal|heals|passe|passer|pass|stelle|steller|stell|pleie|pleier|frisk|friske|friskere|trøste|trøster|vare)$/;

/** Before "cold" these say how warm one is, not an illness: "feels cold", "is so cold". */
const FEELS = new Set(
  'feel feels felt feeling is was gets got so too very always freezing'.split(' '),
);
/** A cold caught, not a cold day or cold paws. */
const caughtCold = (words: string[], i: number): boolean =>
  COLD.test(words[i] as string) && !(words[i] === 'cold' && FEELS.has(words[i - 1] ?? ''));

const person = (c: ParsedCharacter) => !!c.kind && creature(c.kind).person;
const grown = (c: ParsedCharacter) => c.kind === 'grown-up' || c.kind === 'grandparent';

export function readCare(
  tokens: Token[],
  out: ParsedDescription,
  charAt: (i: number) => number | undefined,
): void {
  if (out.rescue || out.family || out.checkup || out.tooth) return;
  const words = tokens.map((t) => t.lower);
  const hurtAt = out.characters.findIndex((c) => !grown(c) && c.features.some((f) => f.hurt));
  const poorly = words.some((w, i) => POORLY.test(w) || TUMMY.test(w) || caughtCold(words, i));
  if (hurtAt < 0 && !poorly) return;
  // A grown-up of the family who is ill is visited in bed, not nursed like a pet.
  if (out.ill !== undefined && out.characters[out.ill] && grown(out.characters[out.ill]!)) return;
  foldNamed(tokens, out, charAt);
  const animal = out.characters.findIndex((c) => !!c.kind && !person(c) && !c.aside);
  const who = hurtAt >= 0 && !out.characters[hurtAt]?.aside ? hurtAt : animal;
  const one = out.characters[who];
  if (!one) return;
  // "Ola er syk, og katten Pus trøster ham": with a child named beside it and no care said, the
  // poorly one may be the child, who is visited, not nursed.
  const child = out.characters.some((c, i) => i !== who && !!c.kind && person(c) && !c.aside);
  if (hurtAt < 0 && child && !words.some((w) => CARE.test(w))) return;
  const parts = one.features.filter((f) => f.hurt).map((f) => f.id);
  const what: Ailment =
    parts.some((p) => WING.has(p)) || words.some((w) => WINGED.test(w))
      ? 'wing'
      : parts.some((p) => LEG.has(p)) || words.some((w) => LIMPS.test(w))
        ? 'leg'
        : words.some((w) => TUMMY.test(w))
          ? 'tummy'
          : words.some((_, i) => caughtCold(words, i))
            ? 'cold'
            : 'ill';
  // The hurt is told as what is wrong, never as a look ("with one leg").
  one.features = one.features.filter((f) => !f.hurt && !(WING.has(f.id) && what === 'wing'));
  const gender = pronounAfterHurt(words, charAt);
  if (gender) one.gender = gender;
  out.care = { who, what };
  // Nobody is visited: the one hurt is looked after where they are.
  delete out.visit;
  delete out.ill;
}

/**
 * "looks after her", "make her better", «passe på henne», «vil at han skal bli frisk»: a pronoun
 * after the hurt is said is the one cared for; a subject pronoun only after «at», since "she
 * wants to" is the child who cares.
 */
function pronounAfterHurt(
  words: string[],
  charAt: (i: number) => number | undefined,
): 'm' | 'f' | undefined {
  const from = words.findIndex((w, i) => POORLY.test(w) || TUMMY.test(w) || caughtCold(words, i));
  for (let i = Math.max(0, from); i < words.length; i++) {
    const w = words[i] as string;
    // "her horse" is whose, not whom.
    if (charAt(i + 1) !== undefined) continue;
    const object = /^(her|him|henne|ham)$/.test(w);
    const subject = /^(hun|han)$/.test(w) && words[i - 1] === 'at';
    if (!object && !subject) continue;
    return SHE.test(w) ? 'f' : 'm';
  }
  return undefined;
}

/**
 * "Pip the little bird": a name with no kind right before a creature is that creature's name.
 * The creature is kept as one character; the bare one stays aside.
 */
function foldNamed(
  tokens: Token[],
  out: ParsedDescription,
  charAt: (i: number) => number | undefined,
): void {
  for (let i = 0; i < tokens.length; i++) {
    const a = charAt(i);
    const named = a !== undefined ? out.characters[a] : undefined;
    if (!named || named.kind || !named.name) continue;
    for (let j = i + 1; j <= i + 4 && j < tokens.length; j++) {
      const b = charAt(j);
      if (b === undefined || b === a) continue;
      const kind = out.characters[b];
      if (kind?.kind && !kind.name && !person(kind) && tokens[i + 1]?.lower === 'the') {
        kind.name = named.name;
        named.aside = true;
      }
      break;
    }
  }
}
