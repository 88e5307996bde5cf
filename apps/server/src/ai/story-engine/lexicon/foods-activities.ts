// Foods and pastimes a family may name ("elsker pannekaker", "wants to join the choir"). They
// are not drawn; the story tells them: eaten, shared, longed for, practised, finally done.
import { type NounNo } from '../grammar/norwegian';
import { nounEn, type NounEn } from '../grammar/english';
import { nounNo } from './species';

export interface FoodEntry {
  id: string;
  en: NounEn;
  no: NounNo;
  /** Told in the plural ("pannekaker", "buns"); otherwise as a mass ("honning", "pizza"). */
  countable: boolean;
  /**
   * The everyday food it is a kind of ("kanelbolle" is a bun): made the way that one is, while
   * the story still names it in the family's own word.
   */
  like?: string;
  alias: string[];
}

export interface ActivityEntry {
  id: string;
  en: { noun: string; inf: string; ing: string };
  no: { noun: NounNo; inf: string };
  alias: string[];
}

/** Aliases are separated by `|` so a two-word alias stays whole. */
type FoodRow = [
  id: string,
  en: string,
  no: string,
  countable: boolean,
  alias: string,
  like?: string,
];

const FOOD_ROWS: FoodRow[] = [
  [
    'pancake',
    'pancake',
    'f pannekake pannekaka pannekaker pannekakene',
    true,
    'pannekaken pannekakene',
  ],
  ['bun', 'bun', 'm bolle bollen boller bollene', true, 'buns|boller'],
  ['waffle', 'waffle', 'm vaffel vaffelen vafler vaflene', true, 'vaffelhjerte'],
  ['honey', 'honey', 'm honning honningen honninger honningene', false, ''],
  ['pizza', 'pizza', 'm pizza pizzaen pizzaer pizzaene', false, 'pizzas'],
  [
    'fishball',
    'fish ball',
    'm fiskebolle fiskebollen fiskeboller fiskebollene',
    true,
    'fish balls',
  ],
  [
    'fishfinger',
    'fish finger',
    'm fiskepinne fiskepinnen fiskepinner fiskepinnene',
    true,
    'fish fingers|fish sticks',
  ],
  [
    'gingerbread',
    'gingerbread biscuit',
    'f pepperkake pepperkaka pepperkaker pepperkakene',
    true,
    'gingerbread|pepperkaken',
  ],
  [
    'carrot-cake',
    'carrot cake',
    'f gulrotkake gulrotkaka gulrotkaker gulrotkakene',
    true,
    'carrot cakes|gulrotkaken',
  ],
  ['nut', 'nut', 'f nøtt nøtta nøtter nøttene', true, 'nuts|nøtten|hasselnøtter'],
  [
    'ice-cream',
    'ice cream',
    'f iskrem iskremen iskremer iskremene',
    false,
    'icecream|is-krem|softis',
  ],
  ['cookie', 'biscuit', 'm kjeks kjeksen kjeks kjeksene', true, 'cookie|cookies|biscuits|småkaker'],
  ['strawberry', 'strawberry', 'n jordbær jordbæret jordbær jordbærene', true, 'strawberries'],
  ['blueberry', 'blueberry', 'n blåbær blåbæret blåbær blåbærene', true, 'blueberries'],
  ['banana', 'banana', 'm banan bananen bananer bananene', true, 'bananas'],
  ['carrot', 'carrot', 'f gulrot gulrota gulrøtter gulrøttene', true, 'carrots|gulroten'],
  [
    'lettuce',
    'lettuce',
    'm salat salaten salater salatene',
    false,
    'salad|salads|salaten|salathode',
  ],
  [
    'vegetables',
    'vegetable',
    'm grønnsak grønnsaken grønnsaker grønnsakene',
    true,
    'vegetables|veggies|grønnsaker|grønnsakene',
  ],
  ['soup', 'soup', 'f suppe suppa supper suppene', false, 'suppen'],
  ['porridge', 'porridge', 'm grøt grøten grøter grøtene', false, 'havregrøt'],
  ['spaghetti', 'spaghetti', 'm spagetti spagettien spagettier spagettiene', false, 'pasta'],
  ['sausage', 'sausage', 'f pølse pølsa pølser pølsene', true, 'sausages|hot dog|hot dogs|pølsen'],
  ['chocolate', 'chocolate', 'm sjokolade sjokoladen sjokolader sjokoladene', false, ''],
  ['cheese', 'cheese', 'm ost osten oster ostene', false, ''],
  ['bread', 'bread', 'n brød brødet brød brødene', false, 'loaf'],
  ['taco', 'taco', 'm taco tacoen tacoer tacoene', true, 'tacos'],
  ['muffin', 'muffin', 'm muffins muffinsen muffins muffinsene', true, 'muffins'],
  // A kind of an everyday food, named as the family named it: «Hvem tok den siste kanelbollen?»
  // is about a cinnamon bun, not «kaka».
  [
    'cinnamon-bun',
    'cinnamon bun',
    'm kanelbolle kanelbollen kanelboller kanelbollene',
    true,
    'cinnamon roll|cinnamon rolls|kanelsnurr|kanelsnurren|kanelsnurrer|kanelsnurrene',
    'bun',
  ],
  [
    'cream-bun',
    'cream bun',
    'm skolebolle skolebollen skoleboller skolebollene',
    true,
    'custard bun|custard buns',
    'bun',
  ],
  [
    'doughnut',
    'doughnut',
    'm smultring smultringen smultringer smultringene',
    true,
    'donut|donuts',
    'bun',
  ],
  ['croissant', 'croissant', 'm croissant croissanten croissanter croissantene', true, '', 'bun'],
  ['brownie', 'brownie', 'm brownie brownien brownies browniene', true, '', 'cookie'],
  ['lefse', 'lefse', 'f lefse lefsa lefser lefsene', true, 'lefsen', 'pancake'],
  [
    'rice-porridge',
    'rice pudding',
    'm risgrøt risgrøten risgrøter risgrøtene',
    false,
    'rice porridge',
    'porridge',
  ],
  ['brown-cheese', 'brown cheese', 'm brunost brunosten brunoster brunostene', false, '', 'cheese'],
  ['milk', 'milk', 'f melk melka melk melka', false, 'melken|mjølk'],
  // What a night out cooks on sticks over the fire.
  [
    'marshmallow',
    'marshmallow',
    'm marshmallow marshmallowen marshmallows marshmallowsene',
    true,
    'marshmallows|marshmallowsene|skumgodteri',
  ],
  [
    'twist-bread',
    'stick bread',
    'n pinnebrød pinnebrødet pinnebrød pinnebrødene',
    false,
    'pinnebrød|pinnebrødet|twist bread|campfire bread|stick bread',
  ],
  // «ei brødskive», «et rundstykke»: bread as a child eats it, named in the family's word.
  [
    'bread-slice',
    'slice of bread|slices of bread',
    'f brødskive brødskiva brødskiver brødskivene',
    true,
    'brødskiven|skive|skiva|skiver|skivene',
    'bread',
  ],
  [
    'roll',
    'bread roll',
    'n rundstykke rundstykket rundstykker rundstykkene',
    true,
    'rundstykka',
    'bun',
  ],
  [
    'jam',
    'jam',
    'n syltetøy syltetøyet syltetøy syltetøyene',
    false,
    'jams|bringebærsyltetøy|jordbærsyltetøy|blåbærsyltetøy|strawberry jam|syltetøyglass',
  ],
  // Sandwiches for a picnic, named as the family wrote them (the lunch box is a thing).
  [
    'sandwich-food',
    'sandwich',
    'n smørbrød smørbrødet smørbrød smørbrødene',
    true,
    'sandwiches|sandwichen|sandwicher|smørbrødene',
    'bread',
  ],
];

type ActRow = [
  id: string,
  en: [noun: string, inf: string, ing: string],
  no: [string, string],
  alias: string,
];

const ACT_ROWS: ActRow[] = [
  [
    'choir',
    ['choir', 'sing in the choir', 'singing in the choir'],
    ['n kor koret kor korene', 'synge i koret'],
    'choirs|koret',
  ],
  [
    'band',
    ['band', 'play in the band', 'playing in the band'],
    ['n korps korpset korps korpsene', 'spille i korpset'],
    'skolekorps|skolekorpset|school band',
  ],
  [
    'football',
    ['football', 'play football', 'playing football'],
    ['m fotball fotballen fotballer fotballene', 'spille fotball'],
    'soccer|fotballkamp',
  ],
  [
    'dance',
    ['dance', 'dance', 'dancing'],
    ['m dans dansen danser dansene', 'danse'],
    'dancing|danse|danset|ballett|ballet',
  ],
  [
    'skating',
    ['skating', 'go skating', 'skating'],
    ['f skøyte skøyta skøyter skøytene', 'gå på skøyter'],
    'skate|skates|ice skating|ice-skating|skøyter|skøyteløp',
  ],
  [
    'camping',
    ['camping trip', 'go camping', 'camping'],
    ['m campingtur campingturen campingturer campingturene', 'dra på campingtur'],
    'camping|campingtur|telttur',
  ],
  [
    'birthday',
    ['birthday party', 'have a birthday party', 'getting ready for the party'],
    ['n bursdagsselskap bursdagsselskapet bursdagsselskap bursdagsselskapene', 'feire bursdagen'],
    'birthday|bursdag|bursdagen|bursdagsfest',
  ],
  [
    'skiing',
    ['skiing', 'go skiing', 'skiing'],
    ['m skitur skituren skiturer skiturene', 'gå på ski'],
    'ski|skis|skitur',
  ],
  [
    'cycling',
    ['bike ride', 'ride a bike', 'cycling'],
    ['m sykkeltur sykkelturen sykkelturer sykkelturene', 'sykle'],
    'cycling|sykle|syklet',
  ],
  [
    'baking',
    ['baking', 'bake', 'baking'],
    ['m bakedag bakedagen bakedager bakedagene', 'bake'],
    'baking|bake|bakes|baked|bakte|bakt',
  ],
  [
    'drawing',
    ['drawing', 'draw', 'drawing'],
    ['f tegning tegninga tegninger tegningene', 'tegne'],
    'draw|draws|drew|drawings|tegne|tegner|tegnet|tegninger',
  ],
  [
    'knitting',
    ['knitting', 'knit', 'knitting'],
    ['n strikketøy strikketøyet strikketøy strikketøyene', 'strikke'],
    'knit|knits|knitted|strikke|strikker|strikket',
  ],
  [
    'sewing',
    ['sewing', 'sew', 'sewing'],
    ['n sytøy sytøyet sytøy sytøyene', 'sy'],
    'sew|sews|sewed|sy|syr|sydde',
  ],
  [
    'swimming',
    ['swim', 'go swimming', 'swimming'],
    ['m svømmetur svømmeturen svømmeturer svømmeturene', 'bade'],
    'swimming|bade|bader|badet|svømmetur',
  ],
  // Jobs a child wants when grown up ("vil bli kokk", "wants to be a vet"): told as what
  // the job lets you do, so the wish is said in the child's own word.
  [
    'firefighter',
    ['firefighter', 'put out fires like a real firefighter', 'putting out fires'],
    [
      'm brannkonstabel brannkonstabelen brannkonstabler brannkonstablene',
      'slokke branner som en ekte brannkonstabel',
    ],
    'firefighters|fireman|firemen|brannmann|brannmannen|brannkonstabler',
  ],
  [
    'chef',
    ['chef', 'cook like a real chef', 'cooking'],
    ['m kokk kokken kokker kokkene', 'lage mat som en ekte kokk'],
    'chefs|kokk|kokken',
  ],
  [
    'vet',
    ['vet', 'look after sick animals like a real vet', 'looking after sick animals'],
    ['m dyrlege dyrlegen dyrleger dyrlegene', 'stelle syke dyr som en ekte dyrlege'],
    'vets|veterinarian|veterinær|veterinæren|dyrlegen',
  ],
  [
    'doctor',
    ['doctor', 'make sick people well like a real doctor', 'making people well'],
    ['m lege legen leger legene', 'gjøre syke folk friske som en ekte lege'],
    'doctors|legen',
  ],
  [
    'astronaut',
    ['astronaut', 'fly a rocket like a real astronaut', 'flying rockets'],
    ['m astronaut astronauten astronauter astronautene', 'fly i rakett som en ekte astronaut'],
    '',
  ],
  [
    'pilot',
    ['pilot', 'fly a plane like a real pilot', 'flying planes'],
    ['m pilot piloten piloter pilotene', 'fly et fly som en ekte pilot'],
    'pilots|piloten',
  ],
  [
    'painting',
    ['painting', 'paint', 'painting'],
    ['n maleri maleriet malerier maleriene', 'male'],
    'painting|maling|paint|paints|painted|malte|maler',
  ],
  [
    'theatre',
    ['play', 'act in the school play', 'acting'],
    ['n teaterstykke teaterstykket teaterstykker teaterstykkene', 'spille teater'],
    'theatre|theater|teater',
  ],
  [
    'fishing',
    ['fishing trip', 'go fishing', 'fishing'],
    ['m fisketur fisketuren fisketurer fisketurene', 'fiske'],
    'fishing|fiske|fisketur',
  ],
  [
    'hide-seek',
    ['hide-and-seek', 'play hide-and-seek', 'playing hide-and-seek'],
    ['m gjemsel gjemselen gjemsler gjemslene', 'leke gjemsel'],
    'hide and seek|gjemsel',
  ],
];

export const FOODS: FoodEntry[] = FOOD_ROWS.map(([id, en, no, countable, alias, like]) => {
  const n = nounNo(no);
  // "slice of bread|slices of bread": an English plural that is not the singular and an -s.
  const [sg, pl] = en.split('|') as [string, string | undefined];
  const e = nounEn(sg, pl);
  return {
    id,
    en: e,
    no: n,
    countable,
    ...(like ? { like } : {}),
    alias: [e.sg, e.pl, n.sg, n.def, n.pl, n.defPl, ...aliases(alias)].map((a) => a.toLowerCase()),
  };
});

export const ACTIVITIES: ActivityEntry[] = ACT_ROWS.map(([id, en, no, alias]) => {
  const n = nounNo(no[0]);
  return {
    id,
    en: { noun: en[0], inf: en[1], ing: en[2] },
    no: { noun: n, inf: no[1] },
    alias: [en[0], n.sg, n.def, ...aliases(alias)].map((a) => a.toLowerCase()),
  };
});

function aliases(list: string): string[] {
  return list.split('|').filter(Boolean);
}

export const foodById = (id: string): FoodEntry | undefined => FOODS.find((f) => f.id === id);

/** The everyday food a kind of food is made like ("cinnamon-bun" → "bun"), else itself. */
export const foodBase = (id: string): string => foodById(id)?.like ?? id;
export const activityById = (id: string): ActivityEntry | undefined =>
  ACTIVITIES.find((a) => a.id === id);
