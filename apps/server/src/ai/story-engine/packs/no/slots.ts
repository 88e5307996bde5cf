// Små byggeklosser malene deler: hvem i laget som handler, hvordan laget nevnes, og lister
// med alternativer som ellers ville blitt skrevet om og om igjen.
import { limbOf, type Limb } from '../../compose/body';
import type { NoActor, NoCtx } from '../../compose/ctx-no';
import { kinOf } from '../../lexicon/species';

/**
 * Av og til nevnes en navngitt figur ved slaget sitt («dragen», «prinsessa») i stedet for navnet,
 * slik en forteller gjør for ikke å si «Mia» i hver setning — men bare når ordet peker ut én,
 * og ikke med de blasse «gutten» og «jenta», som sier mindre enn navnet.
 */
const called = (c: NoCtx, a: NoActor): NoActor => {
  // «mamma», «bestefar»: the family's own word is already what they are called («mammaen» is not).
  if (!a.named || PLAIN.has(a.kindDef) || !c.chance(0.3) || FAMILY.has(a.char.kind)) return a;
  const others = [c.hero, c.friend, c.helper].filter((x) => x && x.char !== a.char);
  if (others.some((x) => x?.kindDef === a.kindDef)) return a;
  return { ...a, name: a.kindDef };
};

const PLAIN = new Set(['gutten', 'jenta']);
const FAMILY = new Set(['grandparent', 'grown-up']);

/** Helten eller vennen, tilfeldig: hvem som snakker eller gjør noe, varierer fra fortelling til fortelling. */
export const who = (c: NoCtx): NoActor => called(c, c.friend && c.chance(0.5) ? c.friend : c.hero);

/** Den andre i laget enn `a`, om det finnes noen. */
export const other = (c: NoCtx, a: NoActor): NoActor | undefined =>
  a.char === c.hero.char ? c.friend : c.hero;

/** Laget, nevnt på en av flere måter: «Ola og Flamme», «Flamme og Ola», «de to vennene». */
export const team = (c: NoCtx): string =>
  c.friend
    ? c.p([
        `${c.hero.name} og ${c.friend.name}`,
        `${c.hero.name} og ${c.friend.name}`,
        `${c.friend.name} og ${c.hero.name}`,
        'de to',
        // A child and Dad, or two sisters, are family, not «de to vennene»: named, so the
        // grown-up along is heard to be there.
        kinOf(c.friend.char) ? `${c.hero.name} og ${c.friend.name}` : 'de to vennene',
      ])
    : called(c, c.hero).name;

/** Lemmet, bestemt og ubestemt: «hånda», «ei hånd». */
const LIMB: Record<Limb, { the: string; a: string }> = {
  hand: { the: 'hånda', a: 'ei hånd' },
  wing: { the: 'vingen', a: 'en vinge' },
  fin: { the: 'foten', a: 'en fot' },
  hoof: { the: 'hoven', a: 'en hov' },
  trunk: { the: 'snabelen', a: 'en snabel' },
  paw: { the: 'poten', a: 'ei pote' },
};
const limbWords = (a: NoActor | undefined) => LIMB[a ? limbOf(a.char.kind, a.person) : 'hand'];

/** What a character lifts or holds out, definite: «hånda», «vingen», «foten», «hoven», «snabelen», «poten». */
export const limb = (a: NoActor | undefined): string => limbWords(a).the;

/** The same, indefinite: «ei hånd», «en vinge», «en fot», «en hov», «en snabel», «ei pote». */
export const aLimb = (a: NoActor | undefined): string => limbWords(a).a;

/** Whether a character has hands to squeeze, fingers to twist and a thumb to bite. */
export const hasHands = (a: NoActor | undefined): boolean => limb(a) === 'hånda';

/**
 * «Alle vennene» bare når det finnes venner å være alle av: ellers helten og den som er med
 * («Ola og ugla»).
 */
export const crowd = (c: NoCtx): string => {
  const members = [
    ...(c.friend ? [c.friend.name] : []),
    ...c.helpersMet.map((h) => (h.named ? h.name : h.kindDef)),
  ];
  if (members.length >= 2) return 'alle vennene';
  return `${c.hero.name} og ${members[0] ?? 'en ny venn'}`;
};
export const Crowd = (c: NoCtx): string => {
  const s = crowd(c);
  return s.charAt(0).toUpperCase() + s.slice(1);
};

export const PASSING_LIST = [
  'gamle, mosegrodde steiner',
  'en søvnig dam',
  'et skjevt gjerde',
  'et jorde med sauer',
  'en gammel kjerre',
  'ei vindmølle',
  'et tomt fuglerede',
  'en stabel med ved',
  'ei rusten grind',
  'en bekk som skravlet',
  'en hage full av kål',
  'et lite, rødt hus',
  'ei postkasse på skakke',
  'en hest som tygget gress',
];
export const PASSING = `{${PASSING_LIST.join('|')}}`;

/** Two different things passed on the way: never "a pond and a pond". */
export function passingTwo(c: NoCtx): string {
  const first = c.p(PASSING_LIST);
  return `${first} og ${c.p(PASSING_LIST.filter((x) => x !== first))}`;
}

/** Hvordan man sier noe stille. */
export const SOFTLY = '{lavt|stille|forsiktig|rolig|mykt}';
/** Hvordan man sier noe glad. */
export const GLADLY = '{glad|fornøyd|med et smil|med et glis|muntert}';

const FEATHERED = new Set(['owl', 'bird', 'penguin']);
const FURRED = new Set(['cat', 'dog', 'rabbit', 'bear', 'fox', 'mouse', 'lion', 'monster']);

/**
 * Det vinden napper i, tornene hekter seg i og geita smaker på: klærne til den som går kledd,
 * ellers det kroppen selv har (pels, fjær, man, hale). Alle er bestemt form entall eller flertall.
 */
export const worn = (a: NoActor): string => {
  if (a.dressed) return '{lua|jakka|skjerfet}';
  const k = a.char.kind;
  if (a.char.species === 'hedgehog') return '{piggene|ørene}';
  if (FEATHERED.has(k)) return '{fjærene|stjertfjærene|vingene}';
  if (FURRED.has(k)) return '{pelsen|ørene|halen}';
  if (k === 'horse' || k === 'unicorn') return '{manen|halen}';
  if (k === 'dragon') return '{vingene|halen}';
  if (k === 'fish' || k === 'whale') return '{finnene|halen}';
  if (k === 'elephant') return '{ørene|halen}';
  if (k === 'robot' || k === 'alien') return '{antennene}';
  if (k === 'snowman') return '{skjerfet}';
  if (k === 'mermaid') return '{håret|halen}';
  return '{halen|beina}';
};

/** Om alle i laget går kledd: «luer og skjerf» passer bare da. */
export const teamDressed = (c: NoCtx): boolean => c.hero.dressed && (!c.friend || c.friend.dressed);
/** Om alle i laget har hender å skrive og tegne med. */
export const teamHands = (c: NoCtx): boolean => c.hero.hands && (!c.friend || c.friend.hands);
