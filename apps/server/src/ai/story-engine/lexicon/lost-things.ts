// What a lost thing leaves behind decides the trail: a sock sheds wool, a pan clatters and
// leaves soot, a kite trails its string. The clues and the ending follow the thing, and only
// food leaves crumbs.
import { headNouns } from './compound-nouns';
import type { SceneSetting } from '../../scene-spec';
import { nounEn, type NounEn } from '../grammar/english';
import { noun, type NounNo } from '../grammar/norwegian';
import { featureById } from './features';

export type LostKind =
  'soft' | 'cuddly' | 'clatter' | 'shiny' | 'flying' | 'round' | 'food' | 'other';

const KINDS: Record<Exclude<LostKind, 'other'>, readonly string[]> = {
  soft: ['sock', 'hat', 'scarf', 'mitten', 'glove', 'shoe'],
  cuddly: ['teddy', 'doll', 'robot-toy'],
  clatter: ['pan', 'teapot', 'bell', 'drum'],
  shiny: [
    'key',
    'crown',
    'compass',
    'lantern',
    'star',
    'wand',
    'button',
    'pearl',
    'coin',
    'necklace',
    'glasses',
    'shell',
    'stone',
    'rock',
    'ring',
  ],
  flying: ['kite', 'balloon', 'feather', 'umbrella'],
  round: ['ball', 'snowball', 'egg', 'acorn', 'pumpkin'],
  food: ['cake', 'apple', 'sandwich'],
};

/** Things food is made in: found again, they make the supper the story ends with. */
export const COOKWARE: ReadonlySet<string> = new Set(['pan', 'pot', 'wok']);

export function lostKind(thing: string | undefined): LostKind {
  // A dish that went missing ("who took the buns?") is food like a cake.
  if (!thing || thing.startsWith('dish:') || thing.startsWith('food:')) return 'food';
  for (const [kind, ids] of Object.entries(KINDS)) if (ids.includes(thing)) return kind as LostKind;
  return 'other';
}

/** Out in space nothing of Earth's small creatures lives: who took it is someone from there. */
export function spaceSetting(setting: SceneSetting): boolean {
  return setting === 'space' || setting === 'moon';
}

/**
 * What is underfoot where the search ends: out on the waves or on board there are no roots or
 * hollow trees, and on the seabed the hiding places are shells and kelp.
 */
export type Ground = 'land' | 'space' | 'afloat' | 'seabed';

export function groundOf(setting: SceneSetting): Ground {
  if (spaceSetting(setting)) return 'space';
  if (setting === 'sea' || setting === 'ship') return 'afloat';
  if (setting === 'underwater') return 'seabed';
  return 'land';
}

/**
 * What is sought in the family's own word when the lexicon does not know it ("its lost bolt",
 * "finne en regnbue"): `word:<as written>` with the bokmål gender its article gave (`:f`, `:n`;
 * none for `en` or no article). Its forms follow the usual patterns of that gender, as for an
 * unknown object named in passing (description/elements-of).
 */
export function wordThingId(word: string, gender?: 'm' | 'f' | 'n'): string {
  return gender && gender !== 'm' ? `word:${word}:${gender}` : `word:${word}`;
}

export interface WordThing {
  id: string;
  en: NounEn;
  no: NounNo;
  find: true;
  alias: string[];
}

/**
 * Things sought only to be seen, never held: the story ends with the team looking at one,
 * not putting it in a pocket. Family words the lexicon does not know, in both languages.
 */
const SIGHTS = new Set([
  'rainbow',
  'rainbows',
  'aurora',
  'sunrise',
  'sunset',
  'regnbue',
  'regnbuen',
  'nordlys',
  'nordlyset',
  'soloppgang',
  'soloppgangen',
  'solnedgang',
  'solnedgangen',
  'stjerneskudd',
  'stjerneskuddet',
  // Snow to one who has never seen it (a penguin from a warm shore): it is waited for, falling.
  'snow',
  'snø',
  'snøen',
]);

/** A sight's own forms in both languages, by each word the family may use for it. */
const SIGHT_NOUNS: Record<string, [NounNo, NounEn]> = (() => {
  const rainbow: [NounNo, NounEn] = [
    noun('m', 'regnbue', 'regnbuen', 'regnbuer', 'regnbuene'),
    { sg: 'rainbow', pl: 'rainbows' },
  ];
  const sunset: [NounNo, NounEn] = [
    noun('m', 'solnedgang', 'solnedgangen', 'solnedganger', 'solnedgangene'),
    { sg: 'sunset', pl: 'sunsets' },
  ];
  const sunrise: [NounNo, NounEn] = [
    noun('m', 'soloppgang', 'soloppgangen', 'soloppganger', 'soloppgangene'),
    { sg: 'sunrise', pl: 'sunrises' },
  ];
  const star: [NounNo, NounEn] = [
    noun('n', 'stjerneskudd', 'stjerneskuddet', 'stjerneskudd', 'stjerneskuddene'),
    { sg: 'shooting star', pl: 'shooting stars' },
  ];
  const snow: [NounNo, NounEn] = [
    noun('m', 'snø', 'snøen', 'snø', 'snøen'),
    { sg: 'snow', pl: 'snows' },
  ];
  const aurora: [NounNo, NounEn] = [
    noun('n', 'nordlys', 'nordlyset', 'nordlys', 'nordlysene'),
    { sg: 'northern lights', pl: 'northern lights' },
  ];
  return {
    rainbow,
    rainbows: rainbow,
    regnbue: rainbow,
    regnbuen: rainbow,
    sunset,
    solnedgang: sunset,
    solnedgangen: sunset,
    sunrise,
    soloppgang: sunrise,
    soloppgangen: sunrise,
    stjerneskudd: star,
    stjerneskuddet: star,
    aurora,
    nordlys: aurora,
    nordlyset: aurora,
    snow,
    snø: snow,
    snøen: snow,
  };
})();

/** Sights the lexicon knows as things of their own. */
const SIGHT_THINGS = new Set(['northern-lights']);
/** Sights only the night shows: the story waits for the dark before they come. */
const NIGHT_SIGHTS = new Set([
  'northern-lights',
  'aurora',
  'nordlys',
  'nordlyset',
  'stjerneskudd',
  'stjerneskuddet',
]);

/** Whether a family's word (or a lexicon thing's id) is a sight, seen and not carried. */
export function isSightWord(word: string): boolean {
  return SIGHTS.has(word.toLowerCase()) || SIGHT_THINGS.has(word);
}

/** Whether what is sought is a sight (a rainbow, the northern lights), seen and not carried. */
export function isSight(id: string | undefined): boolean {
  if (id && SIGHT_THINGS.has(id)) return true;
  const m = id ? /^word:([^:]+)/u.exec(id) : null;
  return !!m && SIGHTS.has((m[1] as string).toLowerCase());
}

/** Whether the sight is snow, waited for as it falls. */
export function isSnowSight(id: string | undefined): boolean {
  return isSight(id) && /^word:(snow|snø|snøen)(:|$)/u.test(id ?? '');
}

/** Whether a sight comes out only after dark (the northern lights, a shooting star). */
export function isNightSight(id: string | undefined): boolean {
  if (!id || !isSight(id)) return false;
  const m = /^word:([^:]+)/u.exec(id);
  return NIGHT_SIGHTS.has(m ? (m[1] as string).toLowerCase() : id);
}

/** The thing a `wordThingId` names, or undefined for any other id. */
export function wordThing(id: string): WordThing | undefined {
  const m = /^word:([\p{L}-]{2,30})(?::([mfn]))?$/u.exec(id);
  if (!m) return undefined;
  const w = m[1] as string;
  // A sight is told in its own forms, whichever the family said («solnedgangen», "sunset").
  const seen = SIGHT_NOUNS[w.toLowerCase()];
  if (seen) return { id, en: seen[1], no: seen[0], find: true, alias: [] };
  const g = (m[2] ?? 'm') as 'm' | 'f' | 'n';
  const e = w.endsWith('e');
  const stem = e ? w.slice(0, -1) : w;
  const no =
    g === 'f'
      ? noun('f', w, `${stem}a`, e ? `${w}r` : `${w}er`, `${stem}ene`)
      : g === 'n'
        ? noun('n', w, e ? `${w}t` : `${w}et`, w, `${stem}ene`)
        : noun('m', w, e ? `${w}n` : `${w}en`, e ? `${w}r` : `${w}er`, `${stem}ene`);
  // «trehest», «sølvskje»: bent as the last part is, when it is one the lexicon knows.
  const head = headNouns(w);
  return { id, en: head?.en ?? nounEn(w), no: head?.no ?? no, find: true, alias: [] };
}

/** Body parts that can come off and be looked for: "the unicorn who lost her horn". */
export const LOSABLE_PARTS: ReadonlySet<string> = new Set(['horns', 'tail']);

/** A lost body part as the thing sought (`part:<feature id>`), told in its singular. */
export function partThing(id: string): WordThing | undefined {
  const m = /^part:([a-z]+)$/.exec(id);
  const part = m && LOSABLE_PARTS.has(m[1] as string) ? featureById(m[1] as string) : undefined;
  return part ? { id, en: part.en, no: part.no, find: true, alias: [] } : undefined;
}
