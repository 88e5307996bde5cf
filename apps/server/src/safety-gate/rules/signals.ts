import type { Combination, Rule } from './types.js';

// Signals: things that are harmless alone and tell of grooming or abuse together. "A secret" is
// a treehouse club; "an uncle" is family; "don't tell your mum" is a surprise party. An uncle, a
// touch and "don't tell anyone" in one text is a child being groomed, and when the child speaks
// ("me", "meg") it is a disclosure that needs care.

export const SIGNALS: readonly Rule[] = [
  {
    id: 'signal.secrecy',
    category: 'signal',
    patterns: [
      // English: "don't tell anyone", "if I tell", "nobody must know", "our little secret".
      'dont|not|never|cant|cannot|mustnt|shouldnt|wont ~2 tell|say|speak|show ~2 anyone|anybody|mom|mum|mommy|dad|daddy|parents|mother|father|teacher|your',
      'dont|not|never|cant|cannot ~2 say ~1 a ~1 word',
      'if ~1 i|you|we ~1 tell|told ~2 anyone|anybody|mom|mum|dad|your|on',
      'if|hvis|om|viss ~1 i|jeg|jag|you|du|we|vi ~1 tell|told|sier|sladrer|forteller|berättar|siger|fortæller|sa|snitch|snitches $',
      'nobody|noone ~2 must|can|may|should|will ~1 know|find',
      'no ~1 one ~2 must|can|may|should|will ~1 know|find',
      'keep ~2 it|this ~2 secret|quiet|between ~1 us',
      'stays|stay|blir|forblir ~1 between|mellom ~1 us|oss',
      'our|their|your ~1 little|special ~1 secret|game',
      'our|vår ~1 secret|secrets|hemmelighet',
      'says|said|say|tells|told ~4 secret|secrets',
      'says|said|say|tells|told|sier|sa|säger|sæger|siger ~7 secret|hemmelighet|hemlighet|hemmelighed|hemmelig',
      'cant|cannot|mustnt|not ~2 tell|say $',
      'må|ska|skal|får|måste ~1 ikke|inte ~2 vide|veta|vite|know|få',
      'if ~1 she|he|mum|mummy|mom|mommy|dad ~1 knew|knows|found',
      'between ~1 us|oss|os',
      'stays|stay|blir|stannar ~3 in|i ~2 house|huset|hjemmet|hemma',
      'hemmeligheder|hemligheter|hemmeligheter|hemlisar',
      'ikke|inte|ikkje ~1 får|må|kan ~1 [å|att|at] si|sige|berætta|fortelle|fortælle|sladre',
      // Norwegian, Danish, Swedish: "ikke si det til noen", "ingen må få vite", "vår hemmelighet".
      'ikke|aldri ~2 si|sier|sa|fortelle|forteller|fortell|sladre|sladrer|sige|fortælle ~3 til ~1 noen|nogen|mamma|mor|pappa|far|foreldrene|læreren|andre|ingen',
      'ikke ~1 må|kan|får|skal ~1 si|fortelle|sladre|sige',
      'må|kan|får|skal ~1 ikke ~2 si|fortelle|sladre|sige',
      'ingen|nogen ~1 må|kan|får|skal ~2 vite|vide',
      'uten|utan|uden ~1 å|att|at ~1 si|fortelle|berætta|sæga|sige|fortælle ~2 det|noe|något|noget ~1 til|till',
      'hvis|om|viss ~1 jeg|vi|du ~1 sier|forteller|sladrer|sa|fortalte ~3 det|noe|til|noen',
      'inte ~2 berætta|sæga',
      'vår|vårt|deres|vores|sin|hans ~1 lille|lilla ~1 hemmelighet|hemlighet|hemmelighed',
      'vår|vårt|deres|vores ~1 hemmelighet|hemlighet|hemmelighed|hemmelige|hemmelig',
      'sier|sa|säger|sæger|siger ~4 hemmelighet|hemlighet|hemmelighed|hemlis',
      // Someone who must not find out: "grandma cant know", "mamma får ikke vite".
      'cannot|mustnt|shouldnt|wont|cant ~1 know|find|hear|see',
      'when|når|mens|while|om ~1 nobody|noone|ingen|no ~1 [one] sees|ser|looks|looking|is|er|are|watches|ser',
      'must|can|should|will|may ~1 never|not ~1 know|find',
      'ikke|aldri|inte|ikkje ~2 få|få|faa ~1 vite|vide|veta',
      'keep|keeps|kept|keeping ~4 secret|hidden|quiet',
      'holde|holder|holdt|hålla|holde ~4 hemmelig|hemmelige|hemligt|skjult',
    ],
  },
  {
    id: 'signal.grown_up',
    category: 'signal',
    patterns: [
      'kille|killen|træner|træneren|tränare|tränaren|bedstefar|grandad|granddad|stepbrother|auntie|fetteren|kusin|kusinen|fattern|pojkvæn|pojkvän|kæreste|bf|stedfar|stedfaren|stedmor|stedmoren|styvpappa|styvpappan|styvfar|styvmamma|styvmor|bonusfar|bonusmor|bonuspappa|bonusmamma|papa|farmand|morfar|farfar|mormor|farmor|uncle|aunt|onkel|onkelen|tante|farbror|morbror|faster|moster|coach|trainer|trener|treneren|teacher|lærer|læreren|neighbour|neighbor|nabo|naboen|man|mann|mannen|men|stranger|fremmed|grown-up|grownup|adult|voksen|voksne|babysitter|barnevakt|barnevakten|boyfriend|kjæreste|kjæresten|stepdad|stefar|stefaren|stepfather|stepmom|stemor|priest|prest|cousin|fetter|brother|bror|broren|storebror|storebroren|storebrorsan|grandpa|bestefar|morfar|farfar|mom|mum|mommy|mamma|mor|dad|daddy|pappa|far|he|han|hanj',
    ],
  },
  {
    id: 'signal.child_speaks',
    category: 'signal',
    // Only the disclosure combination reads it, and only a family's words disclose.
    scope: 'request',
    patterns: ['me|meg|mig|us|oss|i|jeg|my|min'],
  },
  {
    id: 'signal.child',
    category: 'signal',
    patterns: ['@young'],
  },
  {
    id: 'signal.touch',
    category: 'signal',
    patterns: [
      'touch|touches|touched|touching|kiss|kisses|kissed|kissing|kysser|kysse|kysset|kyss|body|kroppen|kroppen|undress|undressed|clothes|klærne|naked|naken|nakne|pictures|photos|pics|bilder|bildene|lap|fanget|underwear|undertøy|tickles|kiler',
      // "tok på seg frakken" is dressing; "tar på meg" can be either, and only counts with the rest.
      'tar|tok|ta ~1 på ~1 meg|deg|henne|ham|mig',
      'rør|rører|rørte|røre ~1 vid|ved|på ~1 meg|mig|deg|henne|ham',
      'rør|rører|rørte|rör|rörde|berører|berørte|berör|berörde ~1 meg|mig|deg|dig|henne|ham|honom',
      'special ~1 girl|boy|friend',
      'spesielle|spesiell ~1 jente|gutt|venn',
      'meet|møte|møter|träffa ~3 alone|alene|aleine|ensam|secretly|hemmelig',
      'what ~1 he|she ~1 did|does',
      'bad|slemme|ekle|vonde|weird|rare|strange|wrong|gale ~1 things|ting|stuff|games|leker',
      'game|games|leken|lek ~2 with|med ~1 me|meg',
      'gjør|gjorde ~1 ting ~2 med ~1 meg',
      // Bathing, showering or sleeping with a grown-up.
      'bath|baths|bathe|bathing|shower|showers|showering|bade|bader|badet|dusje|dusjer|dusjet|bada|badar|duscha|sove|sover|sleep|sleeps ~2 with|med ~1 him|her|ham|henne|me|meg|them|dem',
      'cuddle|cuddles|cuddling|kos|kose|koser|kosen|klem|klemmer|kramar|kram|kramen|kramer|kæl|kjæle|kjæler|mys|myset|mysa',
    ],
  },
  {
    id: 'signal.discomfort',
    category: 'signal',
    scope: 'request',
    patterns: [
      'dont|not|ikke|inte ~1 like|liker|gillar|want|vil|vill ~1 it|det|that|him|ham',
      'liker ~1 det ~1 ikke',
      'dont|not|ikke ~1 like|liker $',
      'it ~1 hurts|feels ~1 wrong|weird|bad',
      'det ~1 gjør ~1 vondt',
      'uncomfortable|ubehagelig|ekkelt|rart|scary|skummelt|redd|scared|afraid',
      'konstiga|konstigt|rare|strange|weird|mærkelige|underlige|private|hemliga ~1 ställen|steder|stader|places|plasser|måter|sätt|måder|spots',
    ],
  },
  {
    id: 'signal.night_bed',
    category: 'signal',
    scope: 'request',
    patterns: [
      'værelse|værelset|rummet|bathroom|toilet|toalettet|do|doen|badet|bed|senga|seng|sengen|pyjamas|pyjamasen|pysjamas|pysjamasen|night|natta|natten|bath|badet|badekaret|shower|dusjen|bedroom|soverommet|rommet|undress',
    ],
  },
  {
    // What a groomer offers or asks for: gifts, sweets, being "special", coming over alone.
    id: 'signal.lure',
    category: 'signal',
    patterns: [
      'gift|gifts|present|presents|gaver|gåva|gåvor|gaven|candy|sweets|godteri|godis|slik|money|penger|pengar|penge|special|spesiell|spesielle|speciell|speciel|særlig|favourite|favorite|yndling|favoritt',
    ],
  },
  {
    id: 'signal.lap',
    category: 'signal',
    patterns: [
      'sit|sits|sitting|sat|sitte|sitter|satt|sidde|sidder|sitta ~3 lap|fanget|fanget|knee|knees|knær|knærne|knä|skødet|skød',
    ],
  },
  {
    id: 'signal.alone',
    category: 'signal',
    patterns: [
      'alone|alene|aleine|ensam|ene|secretly|hemmelig|i ~1 hemmelighet',
      'home|hjem|hem|hjemme|hemma|house|hus|huset|room|rommet|bil|bilen|car ~2 to|til|till|with|med|hos ~1 him|ham|han|hans|his|henne|her|seg',
      'his|hans|her|hennes ~1 house|home|flat|leilighet|hus|huset|room|rom|rommet|car|bil|bilen',
    ],
  },
  {
    id: 'signal.surprise',
    category: 'signal',
    patterns: [
      'surprise|surprises|surprised|overraskelse|overraskelsen|overraske|overraskelsesfest|bursdag|bursdagen|birthday|present|presents|gave|gaven|gaver|julegave|julegaver|party|fest|festen|christmas|jul|julaften|hide-and-seek|gjemsel|treasure|skatt|skatten',
    ],
  },
];

export const COMBINATIONS: readonly Combination[] = [
  {
    // A child telling that a grown-up swore them to secrecy, or touched them and called it a
    // secret: "onkelen min tar på meg og sier det er en hemmelighet".
    id: 'abuse.secret_with_adult',
    category: 'ABUSE',
    scope: 'request',
    when: [
      ['signal.secrecy', 'signal.grown_up', 'signal.child_speaks', 'signal.touch'],
      ['signal.secrecy', 'signal.grown_up', 'signal.child_speaks'],
      ['signal.grown_up', 'signal.child_speaks', 'signal.discomfort', 'signal.night_bed'],
      ['signal.grown_up', 'signal.child_speaks', 'signal.discomfort', 'signal.touch'],
    ],
    unless: ['signal.surprise'],
  },
  {
    // Grooming told as a story: a grown-up, a child or a touch, and "don't tell anyone".
    id: 'sexual.grooming',
    category: 'SEXUAL',
    when: [
      ['signal.secrecy', 'signal.grown_up', 'signal.touch'],
      ['signal.secrecy', 'signal.grown_up', 'signal.child'],
      ['signal.secrecy', 'signal.child', 'signal.touch'],
    ],
    unless: ['signal.surprise'],
  },
  {
    // Luring a child: a grown-up, something offered, and being alone with them.
    id: 'sexual.lure',
    category: 'SEXUAL',
    when: [
      ['signal.lure', 'signal.grown_up', 'signal.alone'],
      ['signal.touch', 'signal.secrecy', 'signal.alone'],
      ['signal.lap', 'signal.secrecy'],
      ['signal.touch', 'signal.secrecy', 'signal.lure'],
    ],
  },
];
