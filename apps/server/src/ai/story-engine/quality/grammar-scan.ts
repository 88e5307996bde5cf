// A scanner for the slips a template engine makes: an adjective that does not agree with its
// noun, a pronoun of the wrong gender for a named character, a wrong word, a doubled word, an
// English turn of phrase in Norwegian. Each pattern has an id the tests and the benchmark
// report, so a hit says what kind of slip it is, not only where.
import { CREATURES } from '../lexicon/creatures';
import { PLACES } from '../lexicon/places';
import { THINGS } from '../lexicon/things';
import type { NounNo } from '../grammar/norwegian';
import { splitSentences } from '../text';

export interface ScanHit {
  id: string;
  sentence: string;
  match: string;
}

interface Pattern {
  id: string;
  /** Why it is wrong, for whoever reads a failing test. */
  why: string;
  re: RegExp;
}

const nouns: NounNo[] = [
  ...PLACES.map((p) => p.no.noun),
  ...THINGS.map((t) => t.no),
  ...CREATURES.map((c) => c.no),
];
/** Definite forms the lexicon knows, plus everyday ones the templates use. */
const NEUTER_DEF = [
  ...new Set([
    ...nouns.filter((n) => n.g === 'n').map((n) => n.def),
    ...'vannet huset skuret treet lyset været hjertet rommet gresset landet kartet bålet teppet egget tåket havet fjellet rommet'.split(
      ' ',
    ),
  ]),
];
const COMMON_DEF = [
  ...new Set([
    ...nouns.filter((n) => n.g !== 'n').map((n) => n.def),
    ...'dalen skogen enga elva stua hytta lufta natta dagen himmelen sola månen vinden stien veien bakken sjøen stranda hulen grotta'.split(
      ' ',
    ),
  ]),
];
/** Adjectives whose neuter form differs from the common one: [common, neuter]. */
const ADJ: [string, string][] = [
  ['stor', 'stort'],
  ['full', 'fullt'],
  ['rar', 'rart'],
  ['fin', 'fint'],
  ['mørk', 'mørkt'],
  ['lang', 'langt'],
  ['varm', 'varmt'],
  ['kald', 'kaldt'],
  ['snill', 'snilt'],
  ['høy', 'høyt'],
  ['tom', 'tomt'],
  ['tung', 'tungt'],
  ['myk', 'mykt'],
  ['blank', 'blankt'],
  ['ny', 'nytt'],
  ['god', 'godt'],
  ['hvit', 'hvitt'],
  ['rød', 'rødt'],
  ['grønn', 'grønt'],
  ['vill', 'vilt'],
  ['lys', 'lyst'],
  ['søt', 'søtt'],
  ['trygg', 'trygt'],
  ['sterk', 'sterkt'],
  ['vakker', 'vakkert'],
  ['deilig', 'deilig'],
  ['likt', 'likt'],
];
const alt = (xs: readonly string[]) =>
  xs.map((x) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
/** A character called by a neuter noun ("trollet") may be who the pronoun means. */
const NEUTER_DEF_RE = new RegExp(`(?<![\\p{L}])(?:${alt(NEUTER_DEF)})(?![\\p{L}])`, 'iu');
const COMMON_ADJ = alt(ADJ.filter(([m, n]) => m !== n).map(([m]) => m));
/** "et lys" is a candle, "et godt" nothing: adjectives that are also neuter nouns are left out. */
const ARTICLE_ADJ = alt(ADJ.filter(([m, n]) => m !== n && m !== 'lys').map(([m]) => m));
const NEUTER_ADJ = alt(ADJ.filter(([m, n]) => m !== n).map(([, n]) => n));
const DEGREE = '(?:ikke |så |helt |veldig |litt |nesten |ganske )*';

const NO_PATTERNS: Pattern[] = [
  {
    id: 'no.agree.predicative-neuter',
    why: 'a neuter noun takes the neuter adjective after "var": "skuret var fullt", not "full"',
    re: new RegExp(
      `(?<![\\p{L}])(?:${alt(NEUTER_DEF)}) (?:var|ble|er) ${DEGREE}(?:\\p{L}+ og )?(?:${COMMON_ADJ})(?![\\p{L}])`,
      'iu',
    ),
  },
  {
    id: 'no.agree.predicative-common',
    why: 'a masculine or feminine noun takes the plain adjective: "dalen var stille og rar"',
    re: new RegExp(
      `(?<!(?:på|i|over|ved|under|fra|til|av|med) )(?<![\\p{L}])(?:${alt(COMMON_DEF)}) (?:var|ble|er) ${DEGREE}(?:\\p{L}+ og )?(?:${NEUTER_ADJ})(?![\\p{L}])`,
      'iu',
    ),
  },
  {
    id: 'no.agree.ikke-likt',
    why: '"lik" agrees with its subject: "elva var ikke lik enga"',
    re: new RegExp(
      `(?<![\\p{L}])(?:${alt(COMMON_DEF)}) (?:var|ble|er) ${DEGREE}likt(?![\\p{L}])`,
      'iu',
    ),
  },
  {
    id: 'no.agree.article-adjective',
    why: '"et" takes the neuter adjective: "et stort tre", not "et stor tre"',
    re: new RegExp(`(?<![\\p{L}])et (?:${ARTICLE_ADJ}|liten|lita) `, 'iu'),
  },
  {
    id: 'no.agree.common-article-neuter-adjective',
    why: '"en"/"ei" take the plain adjective: "en stor stein", not "en stort stein"',
    re: new RegExp(`(?<![\\p{L}])(?:en|ei) (?:${NEUTER_ADJ}|lite) \\p{L}`, 'iu'),
  },
  {
    id: 'no.pronoun.neuter-den',
    why: 'a neuter noun is "det", not "den": "vannet blinket der lyset traff det"',
    re: new RegExp(`^(?:${alt(NEUTER_DEF)}) [^,;«»]{0,40}\\blyset traff den(?![\\p{L}])`, 'iu'),
  },
  {
    id: 'no.wrong-word.snus',
    why: '"snus" is tobacco; a sniff is "snuse"/"sniff"',
    re: /«Snus\b/u,
  },
  {
    id: 'no.calque.borte-ting',
    why: '"lost things" is "ting som er borte" or "bortkomne ting", never "borte ting"',
    re: /\bborte ting\b/iu,
  },
  {
    id: 'no.calque.virket-den-som',
    why: '"it seemed like" is "det virket som", not "den virket som"',
    re: /\bvirket den som en\b/iu,
  },
  {
    id: 'no.wrong-word.det-spor',
    why: '"ikke det spor" goes before the adjective: "ikke det spor farlig"',
    re: /\bfarlig det spor\b/iu,
  },
  {
    id: 'no.wrong-word.vinket-til-clause',
    why: 'waving until someone is gone is "vinket helt til … var borte"; "vinket til X" is waving at X',
    re: /\bvinket(?: og vinket)? til (?:\p{L}+ ){1,4}(?:var|hadde|forsvant|ble)\b/u,
  },
  {
    id: 'no.word-order.litt',
    why: '"litt" goes before the adjective: "ble han litt stille", not "ble han stille litt"',
    re: /\bble (?:han|hun|den|det|magen|\p{Lu}\p{L}+) (?:stille|rar|trist|glad|redd|myk|myke) litt\b/u,
  },
  {
    id: 'no.word-order.particle-verb',
    why: 'after a fronted clause the subject comes right after the finite verb: "klapret han litt med tennene", not "klapret med tennene han"',
    re: /(?:^|[,;:] |\b(?:så|da|nå|snart|plutselig|straks) )\p{L}+(?:et|te|de|dde) med (?:tennene|halen|ørene|vingene|beina|hodet|armene|hendene|føttene|poten|potene|foten|nesa|snuten|øynene) (?:han|hun|de|den|det)\b/iu,
  },
  {
    id: 'no.word-order.sa-subject',
    why: 'et «Så» først i setningen tar verbet foran subjektet: «Så prøvde Per», ikke «Så Per prøvde»',
    re: /^(?:«)?Så (?:han|hun|de|vi|jeg|den|det|\p{Lu}\p{Ll}+) (?!og\b|som\b)\p{Ll}+(?:et|te|de|dde|ret)\b/u,
  },
  {
    id: 'no.family-word-definite',
    why: "a child's own «mamma», «pappa» stays the family word: «hjertet til mamma», not «mammaen»",
    re: /\b(?:mammaen|pappaen)\b(?! til)/iu,
  },
  {
    id: 'no.word-order.sammen-v2',
    why: 'after a fronted «sammen» the verb comes before the subject: «og sammen bandt de», not «og sammen de bandt»',
    re: /\bog sammen (?:de|han|hun|vi)\b/iu,
  },
  {
    id: 'no.calque.high-five',
    why: 'an English phrase in a Norwegian story',
    re: /\bhigh five\b/iu,
  },
  {
    id: 'no.doubled-word',
    why: 'the same word twice in a row',
    // "og så så han opp" is "then looked": "så" twice is Norwegian.
    re: /(?<![\p{L}])(?!så )(\p{L}{2,}) \1(?![\p{L}])/iu,
  },
  {
    id: 'no.doubled-adjective',
    why: '"varm og varm": the same adjective on both sides of "og"',
    // Only adjectives: "lette og lette" and "høyere og høyere" are how Norwegian says "on and on".
    re: new RegExp(
      `(?<![\\p{L}])(${alt([...ADJ.flatMap(([m, n]) => [m, n]), 'stille', 'glad', 'rolig', 'klok', 'lur'])}) og \\1(?![\\p{L}])`,
      'iu',
    ),
  },
];

const EN_PATTERNS: Pattern[] = [
  {
    id: 'en.needles-not-leaves',
    why: 'a pine, spruce or fir has needles, not leaves; birches and oaks have leaves',
    re: /\b(?:pines?|spruces?|firs?|fir trees?|conifers?)\b[^.!?"]{0,50}\b(?:their|its) leaves\b/iu,
  },
  {
    id: 'en.wing-of-the-wingless',
    why: 'only birds and dragons have wings: a fox or a pirate points with a paw or a hand',
    re: /\b(?:fox|pirate|dog|cat|rabbit|bear|mouse|horse|unicorn|lion|elephant|robot|alien|troll|witch|wizard|astronaut|knight|princess|prince|king|queen)\b[^.!?"]{0,40}\b(?:pointed|waved)\b[^.!?"]{0,30}\bwith (?:a|its|his|her) wing\b/iu,
  },
  {
    id: 'en.smiled-a-small',
    why: '"smiled a small" needs its noun: "smiled a small smile"',
    re: /\bsmiled an? (?:small|little|big|wide)(?! (?:smile|grin))\b/iu,
  },
  {
    id: 'en.size-all-over',
    why: 'one is a colour all over, not a size: "green all over", not "small green all over"',
    re: /\b(?:small|big|little|tiny) (?:\w+ )?(?:all over|from top to tail|from nose to toes)\b/iu,
  },
  {
    id: 'en.doubled-adjective',
    why: '"warm and warm": the same word on both sides of "and"',
    // Only describing words: "looked and looked", "years and years", "closer and closer" are
    // how English says "on and on".
    re: /\b(warm|cold|big|small|little|soft|bright|dark|happy|quiet|kind|brave|wise|tiny|huge|tall|long|green|blue|red|shiny|calm|cosy|cozy|sleepy|glad|good|nice|new|old)\b and \1\b(?!\s+and\b)/iu,
  },
  {
    id: 'en.doubled-word',
    why: 'the same word twice in a row',
    re: /\b(?!(?:very|far|had|that|round|on|up|down|tap|knock|drip|hop|zig|ho|ha|hee|tee|la)\b)(\w{2,}) \1\b/iu,
  },
  {
    id: 'en.article-a-vowel',
    why: '"a" before a vowel sound is "an"',
    re: /\ba (?!(?:one|once|uni\w*|use\w*|usual\w*|euro\w*|u-\w*)\b)[aeio]\w*/u,
  },
  {
    id: 'en.article-an-consonant',
    why: '"an" before a consonant sound is "a"',
    re: /\ban (?!(?:hour|honest|honour|heir)\w*\b)[bcdfgjklmnpqrstvwxyz]\w*/iu,
  },
  {
    id: 'en.simile-of-itself',
    why: 'a creature compared with its own kind says nothing: "the fox was sly as a fox"',
    re: /\bthe (fox|owl|bear|mouse|cat)\b[^.!?"]{0,30}\bas an? \1\b/iu,
  },
  {
    id: 'en.suspect-swapped',
    why: 'a guess names one person and its alibi another: "Maybe the postman…, but Grandpa had been…"',
    re: /\bMaybe (the neighbour|the postman|Grandpa|Aunt May|the baker)\b[^.!?]*\bbut (?!\1\b)(?:the neighbour|the postman|Grandpa|Aunt May|the baker) had been\b/u,
  },
  {
    id: 'en.simile-mismatch',
    why: 'a simile whose halves do not belong together: "quick as a bear", "clever as the wind"',
    re: /\b(?:quick|fast|clever|sly|smart) as a bear\b|\b(?:strong|clever|sly|smart|brave) as the wind\b|\b(?:quick|strong|brave|sly) as an owl\b|\b(?:rocky|slippery) as a (?:roof|wall)\b|\bsteep as a slide\b/iu,
  },
  {
    id: 'en.paw-of-a-handed',
    why: 'aliens, robots, trolls, fairies and mermaids have hands; horses have hooves',
    re: /\b(?:alien|robot|troll|fairy|mermaid|horse|unicorn)\b[^.!?"]{0,40}\b(?:with|raised|lifted|waved) (?:a|one|its|his|her) paw\b/iu,
  },
  {
    id: 'en.paw-of-a-bird',
    why: 'birds, owls and frogs have wings or feet, not paws',
    re: /\b(?:owl|bird|frog|penguin|fish|whale|turtle)\b[^.!?]{0,40}\b(?:lifted|raised|waved) (?:a|one|its|his|her) paw\b/iu,
  },
];

/**
 * Everyday nouns a template writer gives the wrong gender: "gardinet" for "gardinen",
 * "et gardin", "vinduen", "en teppe". Each wrong form here is no other Norwegian word
 * ("stolet", "skuffet" and "hyllet" are verbs, so those nouns are left out).
 */
const COMMON_EVERYDAY =
  'gardin dyne pute lampe dør seng vegg kurv kasse benk kopp gryte bok lykt stjerne nøkkel kake jakke lue støvel'.split(
    ' ',
  );
/** Masculine-only nouns: «ei» is never their article. */
const MASCULINE_ONLY = 'edderkopp stein fugl hund sekk ball båt stol skog vei bekk port'.split(' ');
const NEUTER_EVERYDAY = 'vindu teppe bord skap hus gulv speil bilde eple skjerf belte'.split(' ');
const WRONG_NEUTER_DEF = COMMON_EVERYDAY.map((n) => (n.endsWith('e') ? `${n}t` : `${n}et`));
const WRONG_COMMON_DEF = NEUTER_EVERYDAY.map((n) => (n.endsWith('e') ? `${n}n` : `${n}en`));
const NOUN_GENDER: Pattern[] = [
  {
    id: 'no.noun.wrong-definite',
    why: 'a noun in the definite form of the wrong gender: «gardinen», ikke «gardinet»; «vinduet», ikke «vinduen»',
    re: new RegExp(
      `(?<![\\p{L}])(?:${alt([...WRONG_NEUTER_DEF, ...WRONG_COMMON_DEF])})(?![\\p{L}])`,
      'iu',
    ),
  },
  {
    id: 'no.noun.wrong-article',
    why: 'the article of the wrong gender: «ei gardin», ikke «et gardin»; «et teppe», ikke «en teppe»; «en edderkopp», ikke «ei edderkopp»',
    re: new RegExp(
      `(?<![\\p{L}])(?:et (?:${alt(COMMON_EVERYDAY)})|(?:en|ei) (?:${alt(NEUTER_EVERYDAY)})|ei (?:${alt(MASCULINE_ONLY)}))(?![\\p{L}])`,
      'iu',
    ),
  },
];

const NO_EXTRA: Pattern[] = [
  {
    id: 'no.swedish-teacher',
    why: '«fröken» er svensk; på norsk heter det «læreren» eller de voksne i barnehagen',
    re: /\bfröken\b/iu,
  },
  {
    id: 'no.needles-not-leaves',
    why: 'gran og furu har barnåler, ikke blader; bjørk og eik har blader',
    re: /\b(?:gran(?:a|en|ene|er)?|furu(?:a|en|ene|er)?|grantrær(?:ne)?|furutrær(?:ne)?)\b[^.!?«»]{0,50}\b(?:bladene|løvet|bladene deres)\b/iu,
  },
  {
    id: 'no.wing-of-the-wingless',
    why: 'bare fugler og drager har vinger: reven og piraten peker med poten og hånda',
    re: /\b(?:reven|piraten|hunden|katten|kaninen|bjørnen|musa|hesten|enhjørningen|løven|elefanten|roboten|romvesenet|trollet|heksa|trollmannen|astronauten|ridderen|prinsessa|prinsen|kongen|dronninga)\b[^.!?«»]{0,40}\b(?:pekte|vinket|løftet)\b[^.!?«»]{0,30}\bmed vingen\b/iu,
  },
  {
    id: 'no.vocative-definite',
    why: 'man tiltaler ikke noen med bestemt form: «spurte Mia kaninen», ikke «…, kaninen?»',
    re: /, (?:kaninen|reven|ugla|fuglen|frosken|musa|katten|hunden|bjørnen|skilpadda|trollmannen|feen|hvalen|roboten|romvesenet)\?»/u,
  },
  {
    id: 'no.paw-of-a-handed',
    why: 'romvesener, roboter, troll, feer og havfruer har hender; hester har hover',
    re: /\b(?:romvesenet|roboten|trollet|feen|havfrua|hesten|enhjørningen)\b[^.!?«»]{0,40}\b(?:med|løftet|vinket med) (?:en|ei) pote\b/iu,
  },
  {
    id: 'no.simile-mismatch',
    why: 'en sammenligning der halvdelene ikke hører sammen: «rask som en bjørn», «lur som vinden»',
    re: /\b(?:rask|kvikk|lur|smart) som en bjørn\b|\b(?:sterk|lur|smart|modig) som vinden\b|\b(?:rask|sterk|modig) som ei ugle\b|\b(?:steinete|glatt) som (?:et tak|en vegg)\b|\bbratt som en rutsjebane\b/iu,
  },
  {
    id: 'no.for-adjective-til',
    why: '«for bred til å hoppe over», ikke «for bred å hoppe over»',
    re: /\bfor (?:bred|bredt|dyp|dypt|stri|stritt|høy|høyt|tung|tungt|smal|smalt|bratt|glatt|kald|kaldt|lang|langt|tynn|tynt|tykk|tykt|sterk|sterkt|mørk|mørkt|liten|lite|stor|stort) å(?=\s)/iu,
  },
  {
    id: 'no.object-de',
    why: 'etter en preposisjon er det «dem»: «forbi for dem», ikke «for de.»',
    re: /\b(?:for|til|med|hos|fra|mot|uten|forbi|etter) de(?=[.,!?»])/iu,
  },
  {
    id: 'no.fornoyd-med',
    why: 'man er «fornøyd med» noe og «glad for» noe, ikke «fornøyd for at»',
    re: /\bfornøyd for at\b/iu,
  },
  {
    id: 'no.present-in-past',
    why: 'fortellingen står i preteritum: «en morgen som lovet», ikke «en sånn morgen da eventyr begynner»',
    re: /\b(?:morgen|dag|kveld)(?:,)? (?:da|som)\b[^.!?«»]{0,30}\b(?:begynner|hvisker|lover|antyder|vil være)\b/iu,
  },
  {
    id: 'no.simile-of-itself',
    why: 'et dyr sammenlignet med sitt eget slag sier ingenting: «reven var lur som en rev»',
    re: /\breven\b[^.!?«»]{0,30}\bsom en rev\b|\bugla\b[^.!?«»]{0,30}\bsom ei ugle\b|\bbjørnen\b[^.!?«»]{0,30}\bsom en bjørn\b|\bmusa\b[^.!?«»]{0,30}\bsom ei mus\b/iu,
  },
  {
    id: 'no.suspect-swapped',
    why: 'gjetningen nevner én og alibiet en annen: «Kanskje det er postmannen…, men bestefar hadde vært…»',
    re: /\bKanskje det er (naboen|postmannen|bestefar|tante Gro|bakeren)\b[^.!?]*\bmen (?!\1\b)(?:naboen|postmannen|bestefar|tante Gro|bakeren) hadde vært\b/u,
  },
  {
    id: 'no.tall-common-neuter',
    why: 'et hankjønns- eller hunkjønnsord tar adjektivet uten -t: «var stien så høy», ikke «så høyt»',
    re: /\bvar (?:den \p{L}+ )?\p{L}+(?:en|a) (?:så|veldig) (?:høyt|stort|langt|mørkt|kaldt)[.!]/u,
  },
  {
    id: 'no.hjemme-motion',
    why: 'retning heter «hjem», sted heter «hjemme»: «ville hjem», «veien hjem», ikke «ville hjemme»',
    re: /\b(?:gikk|går|dro|drar|løp|løper|fløy|reiste|vil|ville|skal|skulle|veien|vei|kom seg|komme seg)(?: \p{Lu}\p{L}+| han| hun| de| vi| jeg)? hjemme\b/u,
  },
  {
    id: 'no.hjem-place',
    why: 'der man er, heter «hjemme»: «var hjemme igjen», ikke «var hjem igjen»',
    re: /(?<!\bdet )\b(?:var|er|bor|bodde|satt|sitter|være)(?: \p{Lu}\p{L}+| han| hun| de| vi| jeg)? hjem\b/u,
  },
  {
    id: 'no.lost-calque',
    why: 'en som ikke finner veien, har «gått seg bort» eller «gått seg vill», ikke «blitt tapt»',
    re: /\b(?:ble|blitt|var) (?:helt )?tapt (?:i|på|ved)\b/iu,
  },
  {
    id: 'no.det-var-der-v2',
    why: 'en utbrytning tar leddsetningsordstilling: «Det var der Nora møtte ugla», ikke «Det var der møtte Nora ugla»',
    re: /\bDet var (?:der|her|da) (?:møtte|fant|så|kom|hørte|traff)\b/u,
  },
  {
    id: 'no.quote-then-small',
    why: 'etter en replikk som slutter med ! eller ? begynner en ny setning med stor bokstav: «OVERRASKELSE!» Mamma lo',
    re: /[!?]» (?:mamma|pappa|bestemor|bestefar|tante|onkel) (?!sa\b|ropte\b|spurte\b|hvisket\b|lo\b)\p{L}+/u,
  },
  {
    id: 'no.paw-of-a-bird',
    why: 'fugler, ugler og frosker har vinger eller føtter, ikke poter',
    re: /\b(?:ugla|fuglen|frosken|pingvinen|fisken|hvalen|skilpadda)\b[^.!?]{0,40}\bløftet (?:en|ei) pote\b/iu,
  },
];

export interface ScanCharacter {
  name: string;
  gender: 'm' | 'f';
}

const PRONOUN = {
  // Subjects only: an object pronoun after a name is most often someone else ("Nora dultet
  // borti ham").
  no: { m: ['han'], f: ['hun'] },
  en: { m: ['he'], f: ['she'] },
} as const;

/**
 * A pronoun of the other gender right after a named character, before anyone else is named:
 * "Nora nikket, og han…" ("Nora" is "hun").
 */
function pronounHits(
  sentence: string,
  language: 'no' | 'en',
  cast: readonly ScanCharacter[],
): ScanHit[] {
  const out: ScanHit[] = [];
  const names = cast.map((c) => c.name);
  for (const ch of cast) {
    const wrong = PRONOUN[language][ch.gender === 'm' ? 'f' : 'm'];
    const re = new RegExp(
      `(?<![\\p{L}])${alt([ch.name])}(?![\\p{L}])((?:(?![«»"“”])[^.!?;])*?)(?<![\\p{L}])(${wrong.join('|')})(?![\\p{L}])`,
      'u',
    );
    const m = re.exec(sentence);
    if (!m) continue;
    const between = m[1] ?? '';
    // Anyone else named or called by kind in between may be who the pronoun means.
    if (names.some((n) => n !== ch.name && between.includes(n))) continue;
    if (/\p{Lu}/u.test(between)) continue;
    if (language === 'no' && NEUTER_DEF_RE.test(between)) continue;
    if (
      language === 'no'
        ? /(?<![\p{L}])(?:\p{L}+(?:en|a)|(?:det|et|lille|store) \p{L}+|mamma|pappa|bestemor|bestefar|naboen)(?![\p{L}])/u.test(
            between.replace(
              /\b(?:men|den|en|inn|igjen|ned|fram|helt|sammen|hjem|vinden|sola)\b/gu,
              '',
            ),
          )
        : /\b(?:the|a|an) \w+|\b(?:mum|dad|grandma|grandpa|mother|father)\b/iu.test(between)
    )
      continue;
    out.push({ id: `${language}.pronoun.gender`, sentence, match: m[0] });
  }
  return out;
}

/** Every slip the scanner knows in one story's text. */
/** Template leftovers in either language: a brace, a placeholder or an undefined value. */
const ANY_PATTERNS: Pattern[] = [
  {
    id: 'any.template-leftover',
    why: 'a brace, "${" or "undefined" left from a template is never a word a child should hear',
    re: /[{}]|\$\{|\bundefined\b|\bNaN\b/u,
  },
  {
    id: 'any.space-before-punctuation',
    why: '"sighed Maya , rubbing her neck": an empty slot left its space before the comma',
    // (An ellipsis may stand apart: «Men om natta ...».)
    re: /[\p{L}\p{N}»"”] (?:[,;:!?]|\.(?!\.))/u,
  },
  {
    id: 'any.doubled-phrase',
    why: '"kjelleren var kjelleren var": two words said, then the same two again, from a slot that already holds them',
    // Two different words, so "tap tap tap tap" stays a sound; "and thought and thought" and
    // «rundt og rundt og» are how both languages say "on and on".
    re: /(?<![\p{L}])(?!(?:and|or|by|after|og|eller|for|etter)\s)(\p{L}+) (?!\1(?![\p{L}])|(?:and|or|by|after|og|eller|for|etter)\s)(\p{L}+) \1 \2(?![\p{L}])/iu,
  },
];

export function scanText(
  text: string,
  language: 'no' | 'en',
  cast: readonly ScanCharacter[] = [],
): ScanHit[] {
  const patterns = [
    ...ANY_PATTERNS,
    ...(language === 'no' ? [...NO_PATTERNS, ...NO_EXTRA, ...NOUN_GENDER] : EN_PATTERNS),
  ];
  const hits: ScanHit[] = [];
  for (const sentence of splitSentences(text)) {
    for (const p of patterns) {
      const m = p.re.exec(sentence);
      if (m) hits.push({ id: p.id, sentence, match: m[0] });
    }
    hits.push(...pronounHits(sentence, language, cast));
  }
  return hits;
}

/** The pattern ids and why each is a slip, for reports. */
export function patternNotes(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of [...ANY_PATTERNS, ...NO_PATTERNS, ...NO_EXTRA, ...NOUN_GENDER, ...EN_PATTERNS])
    out[p.id] = p.why;
  out['no.pronoun.gender'] = 'a named character gets the pronoun of their gender (Nora is "hun")';
  out['en.pronoun.gender'] = 'a named character gets the pronoun of their gender';
  return out;
}
