// Reads something planted and grown as the plot: "The kids in class 2B plant a magic bean that
// grows into a giant beanstalk", «Kaninen Trulte planter et frø som vokser seg kjempestort»,
// "Emma and Grandpa sow sunflowers in the garden". What is planted, whether it is magic or is to
// grow huge, and where: at home (a pot on the windowsill, then the garden) or at school.
import type { ParsedDescription, Token } from './parse-description';

export type PlantId =
  'bean' | 'seed' | 'sunflower' | 'pumpkin' | 'tomato' | 'flower' | 'tree' | 'veg';

export interface GrowWant {
  plant: PlantId;
  /** A magic bean, a beanstalk: it grows up into the clouds overnight. */
  magic?: boolean;
  /** To grow huge: the biggest pumpkin, a giant sunflower. */
  giant?: boolean;
  /** Where it is sown and grown: the family's garden, or the class's school garden. */
  at: 'home' | 'school';
  /** The class the family named: "2B" of "class 2B". */
  group?: string;
}

const PLANTS: [RegExp, PlantId][] = [
  [
    /^(beans?|beanstalks?|bønne|bønna|bønnen|bønner|bønnene|bønnestengel|bønnestengelen|bønneranke|bønneranken|trollbønne|trollbønna|tryllebønne|tryllebønna|magibønne|magibønna)$/,
    'bean',
  ],
  [/^(sunflowers?|solsikke|solsikka|solsikken|solsikker|solsikkene|solsikkefrø)$/, 'sunflower'],
  [/^(pumpkins?|gresskar|gresskaret|gresskarene|gresskarfrø|kjempegresskar)$/, 'pumpkin'],
  [/^(tomato|tomatoes|tomat|tomaten|tomater|tomatene|tomatplante|tomatplanter)$/, 'tomato'],
  [
    /^(vegetables?|veggies|veg|carrots|peas|grønnsaker|grønnsakene|kjøkkenhage|kjøkkenhagen|grønnsakshage|grønnsakshagen|erter|gulrøtter)$/,
    'veg',
  ],
  [
    /^(flowers?|tulips?|roses?|daisies|blomst|blomsten|blomster|blomstene|blomsterfrø|tulipan|tulipaner|tulipanene|roser)$/,
    'flower',
  ],
  [
    /^(trees?|sapling|saplings|acorns?|epletre|epletreet|treet|trær|frukttre|eikenøtt|kongle)$/,
    'tree',
  ],
  [/^(seeds?|pips?|frø|frøet|frøene|frøa|frøpose|frøposen)$/, 'seed'],
];

/** Planting, sowing and growing crops in either language («så» only right before the seed). */
const PLANT_VERB =
  /^(plant|plants|planted|planting|sow|sows|sowed|sown|sowing|plante|planter|plantet|planta|plantes|sår|sådde|sådd|dyrke|dyrker|dyrket|dyrka)$/;
const GROW_VERB = /^(grow|grows|grew|growing|grown|vokse|vokser|vokste|vokst|gro|gror|grodde)$/;
/** A garden of one's own: "a vegetable patch", «kjøkkenhage», "gardening". */
const GARDENING = /^(gardening|hagearbeid|kjøkkenhage|kjøkkenhagen|grønnsakshage|grønnsakshagen)$/;
const MAGIC =
  /^(magic|magical|enchanted|magisk|magiske|magiske|trylle|tryllebønne|tryllebønna|trollbønne|trollbønna|magibønne|magibønna|beanstalk|beanstalks|bønnestengel|bønnestengelen|bønneranke|bønneranken)$/;
const GIANT =
  /^(giant|huge|enormous|gigantic|biggest|tallest|massive|humongous|kjempestor|kjempestort|kjempestore|kjempehøy|kjempehøyt|kjempehøye|kjempegresskar|diger|digert|digre|enorm|enormt|enorme|størst|største|høyeste|beanstalk|beanstalks|bønnestengel|bønnestengelen)$/;
/** A school or kindergarten class: "class 2B", «klasse 3A», "the kids at school". */
const SCHOOL =
  /^(class|classes|classroom|school|schoolyard|teacher|klasse|klassen|klasserommet|skole|skolen|skolegården|lærer|læreren|kindergarten|nursery|barnehage|barnehagen|barnehagebarna)$/;
/** Where the growing itself happens: told as its own steps, not as a place named in passing. */
const GROWN_AT = new Set([
  'garden',
  'school',
  'classroom',
  'schoolyard',
  'kitchen',
  'kindergarten',
]);
/** Right after "class": its name, "2B", «3a». */
const GROUP = /^\d{1,2}[a-zæøå]?$/i;
/** «tre» after «et» is a tree; alone it is three. */
const A_TREE = /^(et|ett|eit)$/;

/** What is planted: the first plant word, unless only a seed is named beside a plant. */
function plantOf(words: string[]): { plant: PlantId; at: number } | undefined {
  let seed: number | undefined;
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i] as string;
    if (w === 'tre' && A_TREE.test(words[i - 1] ?? '')) return { plant: 'tree', at: i };
    const hit = PLANTS.find(([re]) => re.test(w))?.[1];
    if (!hit) continue;
    // "sunflower seeds", «gresskarfrø»: the seed of a plant is that plant.
    if (hit === 'seed') {
      seed ??= i;
      continue;
    }
    return { plant: hit, at: i };
  }
  return seed !== undefined ? { plant: 'seed', at: seed } : undefined;
}

export function readGrow(tokens: Token[], out: ParsedDescription): void {
  if (out.rescue || out.family || out.checkup || out.tooth || out.care || out.snowman) return;
  const words = tokens.map((t) => t.lower);
  const found = plantOf(words);
  const planted = words.some((w, i) => PLANT_VERB.test(w) || (w === 'så' && sownNext(words, i)));
  const grows = words.some((w) => GROW_VERB.test(w));
  const gardening = words.some((w) => GARDENING.test(w));
  const magic = words.some((w) => MAGIC.test(w));
  if (!found && !gardening) return;
  if (!planted && !gardening && !(grows && found) && !(magic && found?.plant === 'bean')) return;
  const plant = found?.plant ?? 'veg';
  const giant = words.some((w) => GIANT.test(w));
  const school = words.findIndex((w) => SCHOOL.test(w));
  const group = school >= 0 ? tokens[school + 1]?.raw : undefined;
  out.grow = {
    plant,
    ...(magic ? { magic } : {}),
    ...(giant ? { giant } : {}),
    at: school >= 0 ? 'school' : 'home',
    ...(group && GROUP.test(group) ? { group: group.toUpperCase() } : {}),
  };
  // What is planted is the plot, not a thing to find, build or wonder at: no mystery of lights
  // from "magic", no pumpkin carried about, no bean "this story is also about".
  delete out.mystery;
  delete out.build;
  delete out.find;
  delete out.skill;
  out.things = out.things.filter((t) => !PLANTS.some(([re]) => re.test(t.id)));
  if (out.unknown) {
    out.unknown = out.unknown.filter((u) => !PLANTS.some(([re]) => re.test(u.word.toLowerCase())));
    if (!out.unknown.length) delete out.unknown;
  }
  // The garden, the school or the classroom is where it grows, not somewhere to travel to or
  // to think of on the way.
  delete out.reach;
  out.places = out.places.filter((p) => !GROWN_AT.has(p));
}

/** «så et frø», «så solsikker»: «så» sows only when what is sown comes right after it. */
function sownNext(words: string[], i: number): boolean {
  const next = [words[i + 1], words[i + 2]];
  return next.some((w) => !!w && PLANTS.some(([re]) => re.test(w)));
}
