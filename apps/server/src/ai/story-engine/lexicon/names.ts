// Names for characters the description leaves unnamed, and a guess at a given name's pronoun.
import type { CharacterKind } from '../../scene-spec';
import type { StoryLanguage } from '../story-types';

const CHILD: Record<StoryLanguage, { f: string[]; m: string[] }> = {
  no: {
    f: [
      'Nora',
      'Emma',
      'Ingrid',
      'Sofie',
      'Maja',
      'Tiril',
      'Frida',
      'Ella',
      'Hedda',
      'Live',
      'Selma',
      'Astrid',
      'Mia',
      'Ylva',
      'Tuva',
      'Sigrid',
    ],
    m: [
      'Ola',
      'Jakob',
      'Emil',
      'Aksel',
      'Sander',
      'Isak',
      'Filip',
      'Lars',
      'Torvald',
      'Mats',
      'Even',
      'Johan',
      'Ask',
      'Tobias',
      'Odin',
      'Henrik',
    ],
  },
  en: {
    f: [
      'Ada',
      'Maya',
      'Ruby',
      'Lily',
      'Zoe',
      'Ivy',
      'Nell',
      'Rosa',
      'Iris',
      'Poppy',
      'Hazel',
      'June',
      'Mia',
      'Alice',
      'Clara',
      'Bea',
    ],
    m: [
      'Leo',
      'Sam',
      'Finn',
      'Theo',
      'Oscar',
      'Max',
      'Jack',
      'Noah',
      'Arlo',
      'Ben',
      'Milo',
      'Toby',
      'Ezra',
      'Louis',
      'Kit',
      'Hugo',
    ],
  },
};

const CREATURE: Record<StoryLanguage, string[]> = {
  no: [
    'Blipp',
    'Plomp',
    'Grumle',
    'Snurre',
    'Bobbo',
    'Fnugg',
    'Tuss',
    'Miro',
    'Pip',
    'Zibbo',
    'Trulte',
    'Knerten',
    'Lulle',
    'Tassen',
    'Vims',
    'Tufs',
    'Glimt',
    'Tott',
  ],
  en: [
    'Blip',
    'Wobble',
    'Fizz',
    'Bramble',
    'Pip',
    'Mumble',
    'Zog',
    'Pickle',
    'Biscuit',
    'Noodle',
    'Sprout',
    'Puddle',
    'Tumble',
    'Doodle',
    'Button',
    'Jingle',
    'Pebble',
    'Nibs',
    'Bo',
    'Dot',
    'Tuk',
    'Kip',
    'Puff',
    'Zib',
    'Boo',
    'Roo',
    'Fen',
    'Wim',
  ],
};

/** Kinds that get a child's name rather than a creature's. */
const PEOPLE = new Set<CharacterKind>([
  'girl',
  'boy',
  'child',
  'knight',
  'princess',
  'prince',
  'king',
  'queen',
  'pirate',
  'astronaut',
  'wizard',
  'witch',
  'grandparent',
]);

export function namePool(
  language: StoryLanguage,
  kind: CharacterKind,
  gender: 'm' | 'f',
): string[] {
  return PEOPLE.has(kind) ? CHILD[language][gender] : CREATURE[language];
}

const KNOWN = new Map<string, 'm' | 'f'>();
for (const lang of Object.values(CHILD)) {
  for (const n of lang.f) KNOWN.set(n.toLowerCase(), 'f');
  for (const n of lang.m) KNOWN.set(n.toLowerCase(), 'm');
}
const MORE_F = [
  'rose',
  'hazel',
  'ruby',
  'anna',
  'sara',
  'olivia',
  'leah',
  'thea',
  'ida',
  'julie',
  'marie',
  'emilie',
  'amalie',
  'ane',
  'kari',
  'sophie',
  'grace',
  'lucy',
  'ella',
  'chloe',
  'amelia',
  'isla',
  'freya',
  'elsa',
  'anne',
  'linnea',
  'vilde',
  'oda',
  'hanna',
  'helene',
  'sunniva',
  'synne',
];
const MORE_M = [
  'noah',
  'william',
  'oliver',
  'lucas',
  'liam',
  'elias',
  'magnus',
  'jonas',
  'kasper',
  'håkon',
  'ole',
  'per',
  'pål',
  'espen',
  'kåre',
  'uwe',
  'george',
  'harry',
  'james',
  'charlie',
  'alfie',
  'luca',
  'mathias',
  'sebastian',
  'adrian',
  'kristian',
  'ove',
  'jens',
  'nils',
  'erik',
  'anders',
  'harald',
  'olav',
];
/**
 * More given names families write, in both countries, so the pronoun is right ("Lotte",
 * "Marte" and "Ellinor" are girls, "Archie" and "Henry" boys). Names that are also everyday
 * words a description may hold in lower case ("will", "liv", "sol", "mark") are left out.
 */
const MORE_F_COMMON = `
  ada agnes alma andrea aurora eline elise ellinor embla eva frøya guro hermine iben ingeborg
  jenny josefine kaja leia lotte lykke madeleine malin maria marit martine marte mathilde mille
  nathalie ragnhild randi ronja sanna signe silje solveig synnøve tilde tonje hege heidi
  inger kristine grete gunhild lise line lene mette hanne tone kari siri live vilde sofia aria luna nova victoria isabel isabella emily emma
  amber abigail beatrice bella charlotte daisy edith eleanor elizabeth ellie elsie esme evelyn
  evie florence harper harriet holly imogen jasmine jessica katie kate lauren layla lottie
  maisie matilda megan millie molly nancy nell nina penelope phoebe rosie scarlett sienna tilly
  violet willow zara zoe hannah sarah mary jane helen margaret laura julia mila ivy
  maeve orla niamh freja ingvild marthe hedda tiril
  ines doris iris frances phyllis alexis gladys lois sophia
`;
const MORE_M_COMMON = `
  amund anton arne bjørn brage carl daniel david edvard eirik even felix fredrik geir gustav
  halvor iver jørgen jon karl knut lars leon ludvig mads martin markus oskar peder peter
  petter sigurd stian steinar sverre teodor theo thor tore torstein trond trym ulrik vegard
  vetle viktor victor johannes benjamin alexander pelle kalle lasse sindre gaute tage sølve
  mikkel jesper eskil eivind tobias filip rasmus aslak håvard nikolai
  aaron adam albert archie arlo arthur caleb dylan eddie edward eli elijah ethan ezra finley finn
  frankie freddie harrison harvey henry hugo isaac jack jacob jake jasper joe joseph josh joshua
  jude leo logan louie louis luke mason matthew michael milo muhammad nathan oscar otis ralph
  reuben riley ronnie rory ryan samuel sebastian simon sonny stanley steven teddy theodore
  thomas toby tommy zachary ben billy bobby ollie andrew john paul alfie
  owen rowan jonah ellis enzo rafael hamish angus fraser lachlan callum mateo ivo
  andreas lukas marius julius linus klaus claus mons niels nils niklas nicolas tomas matheus
  mattias matias charles chris jules silas douglas nicholas marcus lewis francis gus boris
  dennis denis curtis travis rufus elias jonas lars mads mickey
`;
for (const n of MORE_F_COMMON.split(/\s+/).filter(Boolean)) if (!KNOWN.has(n)) KNOWN.set(n, 'f');
for (const n of MORE_M_COMMON.split(/\s+/).filter(Boolean)) if (!KNOWN.has(n)) KNOWN.set(n, 'm');
for (const n of MORE_F) KNOWN.set(n, 'f');
for (const n of MORE_M) KNOWN.set(n, 'm');

/** A best guess at a name's pronoun: known names first, then the usual endings. */
export function guessGender(name: string, fallback: 'm' | 'f'): 'm' | 'f' {
  const known = KNOWN.get(name.toLowerCase());
  if (known) return known;
  if (/(a|ie|y|ine|ette|elle)$/i.test(name)) return 'f';
  if (/(us|os|er|or|ar|ik|on|an|en|im|in|ur)$/i.test(name)) return 'm';
  return fallback;
}

export function isKnownName(name: string): boolean {
  return KNOWN.has(name.toLowerCase());
}

/** Whether the engine itself gives this name to characters a family leaves unnamed. */
export function isOwnName(name: string): boolean {
  return (
    Object.values(CHILD).some((l) => l.f.includes(name) || l.m.includes(name)) ||
    Object.values(CREATURE).some((l) => l.includes(name))
  );
}
