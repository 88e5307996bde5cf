// Reads a first day somewhere new: the first day at school or in kindergarten, starting in a
// new class, changing schools after a move ("første skoledag", "gruer seg til å begynne i 1.
// klasse", "ny i klassen", "starting nursery", "moves to a new school"). The story is that
// day: the morning, the goodbye at the door, the day inside, and being fetched again.

/** Where a first day happens, by the word the family used for it. */
const SCHOOL_WORDS: Record<string, 'school' | 'kindergarten'> = Object.fromEntries([
  ...`school schools schoolyard classroom class grade reception skole skolen skoler skoledag
  skoledagen skoledagene skolestart skolegården klasse klassen klasserommet førsteklasse
  førsteklassing førsteklassinger skolebegynner skolebarn sfo aks aktivitetsskolen club klubb
  klubben`
    .split(/\s+/)
    .map((w) => [w, 'school'] as const),
  ...`kindergarten nursery preschool pre-school playgroup daycare barnehage barnehagen
  barnehager barnehagedag barnehagedagen barnehagestart barnehagebarn`
    .split(/\s+/)
    .map((w) => [w, 'kindergarten'] as const),
]);
/** Words that name the day itself: "the first day", «første skoledag», «skolestart». */
const DAY_ITSELF = new Set(
  'skoledag skoledagen skolestart barnehagestart barnehagedag barnehagedagen førsteklasse førsteklassing skolebegynner'.split(
    ' ',
  ),
);
const FIRST = new Set(['first', 'første', 'førsteklasse']);
const FIRST_WHAT = new Set(['day', 'dag', 'dagen', 'time', 'gang', 'morning', 'morgen']);
const START = new Set(
  `start starts started starting begin begins began beginning begynne begynner begynte
  begynt starte starter startet`.split(/\s+/),
);
const NEW = new Set(['new', 'ny', 'nye', 'nytt']);
/** "Changes schools", «bytter skole», "moves to a new school": a first day after a move. */
const CHANGE = new Set(
  'change changes changed changing switch switches bytte bytter byttet flytter flyttet moves moved moving'.split(
    ' ',
  ),
);
/** "After-school club": only a first day when it is new or just started. */
const CLUB = new Set(['club', 'klubb', 'klubben', 'sfo', 'aks', 'aktivitetsskolen']);

export interface FirstDay {
  /** Where the day is spent: a school (class, club) or a kindergarten. */
  at: 'school' | 'kindergarten';
  /** What the family said the hero dreads, when they said it. */
  worry?: 'nobody' | 'toilet' | 'miss' | 'lost';
}

/** Words for what a child dreads about a first day, each with the worry it names. */
const WORRY_WORDS: [RegExp, NonNullable<FirstDay['worry']>][] = [
  [/\b(miss|misses|missing|savne|savner|savnet|lengte|lengter)\b/, 'miss'],
  [/\b(toilet|toilets|loo|bathroom|på do|finne do|doen|toalett|toalettet)\b/, 'toilet'],
  [
    /\b(get lost|gets lost|getting lost|lost|gå seg bort|går seg bort|gå meg bort|finne fram|find the way|find (his|her|their) way)\b/,
    'lost',
  ],
  [
    /\b(nobody|no one|noone|ingen|friends|friend|venner|venn|alone|alene|lonely|ensom|shy|sjenert)\b/,
    'nobody',
  ],
];

/** The first day the description is about, if it is about one. */
export function readFirstDay(lowers: readonly string[]): FirstDay | undefined {
  const near = (i: number, before: number, after: number): string | undefined =>
    lowers
      .slice(Math.max(0, i - before), i + after + 1)
      .find((w, k) => k !== Math.min(i, before) && SCHOOL_WORDS[w] !== undefined);
  for (let i = 0; i < lowers.length; i += 1) {
    const w = lowers[i] as string;
    const next = lowers[i + 1] ?? '';
    let word: string | undefined;
    // «første skoledag», «skolestart», "the first day at nursery", "his first school day".
    if (DAY_ITSELF.has(w)) word = w;
    // "goes to dragon school for the first time", «for første gang i barnehagen».
    else if (FIRST.has(w) && (FIRST_WHAT.has(next) || SCHOOL_WORDS[next])) word = near(i, 5, 6);
    // «begynner på skolen», «begynne i 1. klasse», "starting kindergarten", "starts school".
    // (Not "starts to cry at school", «begynner å gråte»: that starts something else.)
    else if (START.has(w) && !['to', 'å'].includes(next))
      word = lowers.slice(i + 1, i + 5).find((x) => SCHOOL_WORDS[x]);
    // «ny i klassen», "new at school", "a new school", «ny barnehage», "the new girl in class".
    else if (NEW.has(w)) word = lowers.slice(i + 1, i + 5).find((x) => SCHOOL_WORDS[x]);
    // «bytter skole», "moves to a new school".
    else if (CHANGE.has(w)) word = lowers.slice(i + 1, i + 5).find((x) => SCHOOL_WORDS[x]);
    if (!word) continue;
    // A club is somewhere new only when it is new or just begun ("a new club", «starter på SFO»).
    if (CLUB.has(word) && !(NEW.has(w) || START.has(w) || FIRST.has(w))) continue;
    const text = lowers.join(' ');
    const worry = WORRY_WORDS.find(([re]) => re.test(text))?.[1];
    return { at: SCHOOL_WORDS[word] as FirstDay['at'], ...(worry ? { worry } : {}) };
  }
  return undefined;
}

/** A word for a school, a class, a club or a kindergarten. */
export const isSchoolWord = (word: string): boolean => SCHOOL_WORDS[word] !== undefined;
