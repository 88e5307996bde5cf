// A skill the lexicon does not know, kept in the family's own words: "wants to learn to juggle",
// «vil lære å strikke». The words are told as written, in the language they were written in,
// with the verb's other forms made by the language's rules (and its strong verbs by heart).
import type { SkillEntry } from './goals-lexicon';

/** How a skill in the family's words is kept on the goal: `own:en:juggle`. */
export function ownSkillId(language: 'no' | 'en', words: string): string {
  return `own:${language}:${words}`;
}

/** The language and words of an `ownSkillId`. */
function parts(id: string | undefined): { language: 'no' | 'en'; words: string } | undefined {
  const m = id ? /^own:(no|en):(.+)$/u.exec(id) : null;
  return m ? { language: m[1] as 'no' | 'en', words: m[2] as string } : undefined;
}

export function isOwnSkill(id: string | undefined): boolean {
  return !!parts(id);
}

/** Whether a story in this language can tell the skill (it is told only in its own). */
export function ownSkillTold(id: string | undefined, language: 'no' | 'en'): boolean {
  return parts(id)?.language === language;
}

const EN_STRONG: Record<string, [ing: string, past: string]> = {
  ride: ['riding', 'rode'],
  draw: ['drawing', 'drew'],
  do: ['doing', 'did'],
  make: ['making', 'made'],
  write: ['writing', 'wrote'],
  throw: ['throwing', 'threw'],
  build: ['building', 'built'],
  run: ['running', 'ran'],
  catch: ['catching', 'caught'],
  go: ['going', 'went'],
  spin: ['spinning', 'spun'],
  dig: ['digging', 'dug'],
  sit: ['sitting', 'sat'],
  stand: ['standing', 'stood'],
  swing: ['swinging', 'swung'],
  hit: ['hitting', 'hit'],
  sew: ['sewing', 'sewed'],
  ski: ['skiing', 'skied'],
  tie: ['tying', 'tied'],
  read: ['reading', 'read'],
  speak: ['speaking', 'spoke'],
  fly: ['flying', 'flew'],
  sing: ['singing', 'sang'],
  swim: ['swimming', 'swam'],
  blow: ['blowing', 'blew'],
  keep: ['keeping', 'kept'],
  hold: ['holding', 'held'],
  shoot: ['shooting', 'shot'],
};

/** A short verb that ends consonant, vowel, consonant doubles its last letter: knit, skip, jog. */
const doubles = (v: string) => /^[^aeiou]*[aeiou][bdgklmnprt]$/.test(v);

/** A verb's two other forms: by heart when strong, else by the first rule that fits. */
type Rule = [fits: (verb: string) => boolean, forms: (verb: string) => [string, string]];

function inflect(
  words: string,
  strong: Record<string, [string, string]>,
  rules: Rule[],
): [string, string] {
  const [verb = '', ...rest] = words.split(' ');
  const tail = rest.length ? ` ${rest.join(' ')}` : '';
  const rule = rules.find(([fits]) => fits(verb));
  const [a, b] = strong[verb] ?? (rule ? rule[1](verb) : [verb, verb]);
  return [`${a}${tail}`, `${b}${tail}`];
}

const EN_RULES: Rule[] = [
  [(v) => v.endsWith('ie'), (v) => [`${v.slice(0, -2)}ying`, `${v}d`]],
  [(v) => /[^aeiou]e$/.test(v), (v) => [`${v.slice(0, -1)}ing`, `${v}d`]],
  [(v) => /[^aeiou]y$/.test(v), (v) => [`${v}ing`, `${v.slice(0, -1)}ied`]],
  [doubles, (v) => [`${v}${v.slice(-1)}ing`, `${v}${v.slice(-1)}ed`]],
  [() => true, (v) => [`${v}ing`, `${v}ed`]],
];

function enForms(words: string): SkillEntry['en'] {
  const [ing, past] = inflect(words, EN_STRONG, EN_RULES);
  return { inf: words, ing, past };
}

const NO_STRONG: Record<string, [past: string, perf: string]> = {
  gå: ['gikk', 'gått'],
  stå: ['sto', 'stått'],
  ri: ['red', 'ridd'],
  skrive: ['skrev', 'skrevet'],
  synge: ['sang', 'sunget'],
  slå: ['slo', 'slått'],
  ta: ['tok', 'tatt'],
  gjøre: ['gjorde', 'gjort'],
  si: ['sa', 'sagt'],
  sitte: ['satt', 'sittet'],
  ligge: ['lå', 'ligget'],
  løpe: ['løp', 'løpt'],
  flyte: ['fløt', 'flytt'],
  finne: ['fant', 'funnet'],
  fly: ['fløy', 'fløyet'],
  svømme: ['svømte', 'svømt'],
  sy: ['sydde', 'sydd'],
  bygge: ['bygde', 'bygd'],
  lage: ['lagde', 'laget'],
  spise: ['spiste', 'spist'],
  lese: ['leste', 'lest'],
  kjøre: ['kjørte', 'kjørt'],
  bake: ['bakte', 'bakt'],
  male: ['malte', 'malt'],
  spille: ['spilte', 'spilt'],
  kaste: ['kastet', 'kastet'],
  trylle: ['tryllet', 'tryllet'],
  skyte: ['skjøt', 'skutt'],
  bære: ['bar', 'båret'],
  dra: ['dro', 'dratt'],
  gi: ['ga', 'gitt'],
  snakke: ['snakket', 'snakket'],
  plukke: ['plukket', 'plukket'],
};

// «sjonglere» → sjonglerte; a stem that ends in two consonants takes -et (hoppet, strikket,
// tegnet); one consonant after a vowel takes -te (spiste, malte).
const NO_RULES: Rule[] = [
  [(v) => v.endsWith('ere'), (v) => [`${v.slice(0, -1)}te`, `${v.slice(0, -1)}t`]],
  [(v) => /[^aeiouyæøå]{2}e$/.test(v), (v) => [`${v.slice(0, -1)}et`, `${v.slice(0, -1)}et`]],
  [(v) => v.endsWith('e'), (v) => [`${v.slice(0, -1)}te`, `${v.slice(0, -1)}t`]],
  [() => true, (v) => [`${v}dde`, `${v}dd`]],
];

function noForms(words: string): SkillEntry['no'] {
  const [past, perf] = inflect(words, NO_STRONG, NO_RULES);
  return { inf: words, past, perf };
}

/** The forms of a skill in the family's words, in the language it was written in. */
export function ownSkillForms<L extends 'no' | 'en'>(
  id: string | undefined,
  language: L,
): SkillEntry[L] | undefined {
  const own = parts(id);
  if (!own || own.language !== language) return undefined;
  return (language === 'en' ? enForms(own.words) : noForms(own.words)) as SkillEntry[L];
}
