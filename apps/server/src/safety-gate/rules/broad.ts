import type { Analysed } from '../normalise.js';
import type { Rule } from './types.js';

// Co-occurrence rules, per category: a category's own vocabulary (word stems in all their
// inflections, bokmål and nynorsk, Danish and Swedish cognates) in two or more roles that must
// meet within a few words of one sentence. Phrase rules catch the phrasings they were written
// for; these catch the category however the family words it: "a hazard + a child doing it",
// "first person + wanting to be gone", "a grown-up + hits + me". Every slot alone is harmless,
// which keeps the fairy-tale wolf, the football shot and the knight's dragon out.

const FIRST_PERSON = 'i|im|jeg|me|meg|mig|jag|my|min|mitt|mine|mi|vi|we|us|oss|our|ours|vår|vårt';
const YOUNG =
  '@young|barnebarn*|grandchild*|grandkids|ungene|ungane|ungar|ungarna|børn|børnene|barnen|kids|kiddo*|baby*|bebis*|spedbarn*|pige|pigen|piger|pigerne|dreng|drengen|drenge|drengene|flicka|flickan|flickor|flickorna|pojke|pojken|pojkar|pojkarna|tjej|tjejen|tjejer|kille|killen|killar';

// Mothers and fathers, without "far" (English "far away") that the shared class holds.
const PARENTS =
  'styvpappa|styvpappan|styvmamma|styvmamman|styvfar|styvmor|stedfar|stedmor|mom|mum|mommy|mummy|mother|dad|daddy|father|parents|stepdad|stepmom|stepfather|stepmother|mamma|mammaen|mora|moren|mor|pappa|pappaen|faren|foreldrene|foreldra|foreldre|stefar|stefaren|stemor|stemora|stemoren|bonuspappa|bonusmamma|mamman|pappan|föräldrar|föräldrarna|forældre|forældrene|morsan|farsan';

const ROMANCE = new Set(
  'kjæreste kjæresten kjærester kjærast boyfriend girlfriend dating dates dater pojkvän flickvän kæreste kæresten sweetheart lover lovers elskeren romance romantic romantisk forelsket forelska förälskad'.split(
    ' ',
  ),
);

const ADULT_ROLES = new Set(
  'teacher lærer læreren lärare läraren lærerinne coach trener treneren tränare træner man mann mannen adult voksen grown-up grownup older eldre äldre ældre uncle onkel neighbour neighbor nabo naboen stepdad stefar'.split(
    ' ',
  ),
);

/**
 * A child's age beside a romance and a grown-up, by age or by role: "jenta på 12 har en
 * kjæreste på 30", "a romance between a 14 year old and her teacher".
 */
function childAdultRomance({ tokens }: Analysed): boolean {
  const romance = tokens.findIndex((token) => token.forms.some((form) => ROMANCE.has(form)));
  if (romance < 0) return false;
  const near = tokens.filter((_, i) => Math.abs(i - romance) <= 15);
  const ages = near.filter((token) => token.numeric).map((token) => Number(token.raw));
  if (!ages.some((n) => n >= 3 && n <= 15)) return false;
  return (
    ages.some((n) => n >= 18 && n <= 90) ||
    near.some((token) => token.forms.some((form) => ADULT_ROLES.has(form)))
  );
}

export const BROAD_RULES: readonly Rule[] = [
  // SELF_HARM: first person and a wish to be gone, life without point, a plan with a method.
  {
    id: 'self_harm.broad_gone',
    category: 'SELF_HARM',
    scope: 'request',
    near: [
      'borte|borta|bort|forsvinne|forsvinner|forsvinde|försvinna|disappear|vanish|gone|væk|vekk',
      'im|jeg|jag|me|meg|mig|myself',
      '@want|lyst|wish|ønske|ønsker|håper|hope|önskar',
      'alltid|forever|aldri|never|evig|evigt|permanently|ever|tilbake|back|alt|everything|everyone|alle',
    ],
    window: 12,
  },
  {
    id: 'self_harm.broad_gone_en',
    category: 'SELF_HARM',
    scope: 'request',
    patterns: [
      'i ~2 want|wanna|wish|wishing|hope ~4 disappear|vanish|gone ~3 forever|never|everyone|everything|good',
    ],
  },
  {
    id: 'self_harm.broad_all_stop',
    category: 'SELF_HARM',
    scope: 'request',
    near: [
      'everything|alt|allt|alting|livet|life|pain|smerten|smärtan|smerten',
      'stop|stopp|stoppe|stanse|slutt|end|over|opphøre|sluta|slutte|ende|forsvinne|disappear',
      'want|wanna|wish|vil|ville|ønsker|önskar|lyst|just|bare',
      'i|im|jeg|jag|me|meg|mig',
    ],
    window: 8,
  },
  {
    id: 'self_harm.broad_hurt_myself',
    category: 'SELF_HARM',
    scope: 'request',
    near: [
      'myself|selv|själv|sjølv|sjøl|selv',
      'hit|hits|hitting|hurt|hurts|hurting|cut|cuts|cutting|scratch*|burn|burns|burning|bite|bites|punch*|starve|starving|slår|skader|skade|skada|skadar|kutter|kutte|klorer|brenner|biter|sulter|straffer|punish*|skär|skærer',
      'every|hver|hvar|varje|purpose|vilje|always|alltid|sad|lei|trist|ledsen|angry|sint|arg|wrong|feil|fel|deserve|fortjener|förtjänar|straff*|punish*|secretly|hemmelig|upset|mad',
      'i|im|jeg|jag',
    ],
    window: 10,
  },
  {
    id: 'self_harm.broad_harm_self',
    category: 'SELF_HARM',
    scope: 'request',
    patterns: [
      'skadar|skada|skader|skade|skadet|skadat|skader|kutter|kuttar|skär|skærer|skjærer|skjer ~1 meg|mig|deg|dig ~1 selv|själv|sjølv|sjøl|selv',
    ],
  },
  {
    id: 'self_harm.broad_razor',
    category: 'SELF_HARM',
    scope: 'request',
    near: [
      'razor|razors|razorblade*|barberblad*|rakblad*|barberblade*|blade|blades|bladet',
      'keep|keeps|kept|hide|hides|hidden|gjemmer|gjemt|gömmer|pillow|pute*|kudde*|under|bed|seng*|when|når|bad|vondt',
      'i|im|jeg|jag|my|min|mitt',
    ],
    window: 10,
  },
  {
    id: 'self_harm.broad_if_i_died',
    category: 'SELF_HARM',
    scope: 'request',
    near: [
      'died|døde|døyde|dog|gone|borte|borta|dead|død|daud|væk|dø|dö|die|forsvant|forsvinner|forsvinne|försvann|forsvandt|disappeared|disappear|vanished',
      'if|hvis|om|viss|when|når',
      'i|jeg|jag|im',
      'happier|happy|glad|glade|gladere|bedre|better|easier|lettere|care|cares|bryr|bry|miss|savne|savnet|notice|merke|merket|cry|gråte|gråt|nobody|ingen|noone',
    ],
    window: 10,
  },
  {
    id: 'self_harm.broad_stop_breathing',
    category: 'SELF_HARM',
    scope: 'request',
    near: [
      'breathing|puste|andas|ånde|breathe|pusten|andningen|åndedrættet',
      'stop|stops|stopp|stoppe|slutt|slutte|sluta|end',
      'way|ways|how|måte|måten|hvordan|hur|fastest|quickest|easiest|raskeste|enkleste|snabbaste|hurtigste|forever|alltid|want|vil|vill|wish',
    ],
    window: 6,
  },
  {
    id: 'self_harm.broad_goodbye',
    category: 'SELF_HARM',
    scope: 'request',
    near: [
      'goodbye|farvel|avskjed*|avskeds*|farväl|adjø|hadet',
      'letter|letters|brev|brevet|brevene|note|notes|lapp|lapper|lappen|meldinger|messages|message|melding',
      'i|im|jeg|jag|my|min',
      'family|familie*|familj*|everyone|alle|alla|mum|mom|dad|mamma|pappa|foreldre*|parents|forældre',
    ],
    window: 10,
  },
  {
    id: 'self_harm.broad_giving_away',
    category: 'SELF_HARM',
    scope: 'request',
    near: [
      'away|bort|væk',
      'give|gave|giving|given|gitt|gir|ga|gett|ger|gav|giver',
      'need|needs|trenger|trengs|behøver|behöver|needed|brug|bruk|use',
      'not|ikke|no|inte|longer|lenger|anymore|mer|ikkje',
      'all|alle|alt|allt|everything|alting|tingene|things|stuff',
      'i|im|jeg|jag',
    ],
    window: 12,
  },
  {
    id: 'self_harm.broad_end_it',
    category: 'SELF_HARM',
    scope: 'request',
    patterns: [
      'gjøre|gjøra|gjer|gjør|göra|gøre ~2 det|alt|allt ~1 slutt|slut ~2 for ~1 godt|alltid|gott|altid',
      'tenker|tenkt|tænker|tänker|thinking|planning|planlegger ~4 gjøre|göra|gøre ~1 det|alt ~1 slutt|slut $',
      'begynt|started|startet|begun|begynte|började|startede ~2 å|to|att|at ~1 kutte|cutting|cut|skade|skada|skære|skära|risse|selvskad*',
      '@i ~4 kutte|kutter|kuttet|cutting|skjærer|skader|risser|skär|skærer ~2 igjen|again|igen|armen|arms|arm|wrists|håndleddet|handleden|håndledet|lårene|thighs',
    ],
  },
  {
    id: 'self_harm.broad_voices',
    category: 'SELF_HARM',
    scope: 'request',
    near: [
      'voices|voice|stemmene|stemmer|stemmen|röster|rösterna|rösten|stemmerne|stemme',
      'tell|tells|told|sier|sa|ber|says|säger|siger|want|wants|vil',
      'me|meg|mig|i|jeg|jag',
      'jump|hoppe|hoppa|die|dø|dö|hurt|skade|skada|kill|drepe|døda|cut|kutte|end|disappear|forsvinne',
    ],
    window: 10,
  },
  {
    id: 'self_harm.broad_better_without',
    category: 'SELF_HARM',
    scope: 'request',
    near: [
      'around|here|alive|existed|fantes|eksisterte|gone|borte|borta|dead|død|levde|finnes|fanns',
      'better|bedre|happier|gladere|lettere|easier|bättre',
      'if|hvis|om|viss|without|uten|utan|uden',
      'i|jeg|jag|me|meg|mig',
    ],
    window: 12,
  },
  {
    id: 'self_harm.broad_rather_dead',
    category: 'SELF_HARM',
    scope: 'request',
    patterns: [
      'rather|heller|hellre|hellere ~2 be|være|vere|vara ~1 dead|død|daud|død|döda|døde',
      'jeg|i|jag|im|vil|want|wanna|will ~4 never|aldri|aldrig ~1 [to|å] wake|våkne|vakna|vågne|waking [up|opp] $',
    ],
  },
  {
    id: 'self_harm.broad_blade_on_skin',
    category: 'SELF_HARM',
    scope: 'request',
    near: [
      'knife|kniv|kniven|blade|razor|saks|saksen|scissors|glass|glasskår|nål|needle|passer|compass',
      'arm|armen|arms|wrist*|håndledd*|handled*|leg|legs|låret|lårene|thigh*|skin|huden|hud',
      'my|min|mitt|mine|myself|meg|mig|i|jeg|jag',
      'press*|trykk*|scratch*|riss*|purpose|vilje|sometimes|noen|often|ofte|feel|kjenne|føle|känna|secretly|hemmelig',
    ],
    window: 10,
  },
  {
    // A character who does not want to live, asked for as a story's theme.
    id: 'self_harm.broad_not_live',
    category: 'SELF_HARM',
    scope: 'request',
    patterns: [
      'ikke|not|doesnt|dont|inte|ikkje|no ~1 vil|ville|want|wants|wanted|orker|gidder|vill|ønsker|longer ~1 [to|å|att] leve|live|leva|exist|eksistere|finnes|alive anymore|lenger|lengre|mer|more|meir|længere|längre',
      'ikke|not|doesnt|dont|inte|ikkje|no ~1 vil|ville|want|wants|wanted|orker|gidder|vill|ønsker|longer ~1 [to|å|att] leve|live|leva|exist|eksistere|finnes|alive $',
      'vil|ville|want|wants|wanted|vill|ønsker|orker|gidder ~1 ikke|not|inte|ikkje ~1 [to|å|att] leve|live|leva|exist|eksistere|finnes anymore|lenger|lengre|mer|more|meir|længere|längre',
      'vil|ville|want|wants|wanted|vill|ønsker|orker|gidder ~1 ikke|not|inte|ikkje ~1 [to|å|att] leve|live|leva|exist|eksistere|finnes $',
    ],
  },
  {
    id: 'self_harm.broad_many_pills',
    category: 'SELF_HARM',
    scope: 'request',
    near: [
      'pills|piller|pillene|tablets|tabletter|tablettene|tabletten|paracet*|ibux|paracetamol|ibuprofen|sovepiller|sleeping',
      'take|takes|taking|took|ta|tar|tok|swallow*|svelg*|eat|spise|spiser|äta|tage|tager',
      '10|12|15|20|25|30|40|50|60|100|ten|twenty|thirty|forty|fifty|hundred|ti|tjue|tretti|førti|femti|hundre|many|mange|all|alle|whole|hele|lots|masse|bunch|handful|neve|box|boks|esken|glass',
    ],
    window: 6,
  },
  {
    id: 'self_harm.broad_starve',
    category: 'SELF_HARM',
    scope: 'request',
    near: [
      'starve|starving|starved|sulte|sulter|sultet|svelte|svelter|svälta|svälter|sulte',
      'disappear|forsvinne|forsvinner|die|dø|dör|gone|borte|thin|tynn|tynnere|smaller|mindre|skinny|until|til|till|should|burde|fortjener|deserve',
      'i|im|jeg|jag|myself|meg|mig|selv',
    ],
    window: 8,
  },
  {
    id: 'self_harm.broad_not_wake',
    category: 'SELF_HARM',
    scope: 'request',
    patterns: [
      '@i ~2 want|wanna|vil|ville|ønsker|önskar|hope|håper ~2 ikke|not|never|aldri|inte ~1 [to|å|att] wake|våkne|vakna|vågne|waking [up|opp] again|igjen|more|mer|anymore|lenger|tomorrow|morgen|imorgen|ever|igen',
    ],
  },
  {
    id: 'self_harm.broad_no_point',
    category: 'SELF_HARM',
    scope: 'request',
    near: [
      'point|vits|vitsen|poeng|poenget|meningen|mening|purpose|idé|ideen',
      'living|leve|live|life|livet|existing|eksistere|leva|lever|alive',
      'no|ingen|inga|ikke|inte|ikkje|anymore|lenger|lengre|mer|even|egentlig|any|without|uten',
    ],
    window: 5,
  },
  {
    id: 'self_harm.broad_not_born',
    category: 'SELF_HARM',
    scope: 'request',
    near: [
      'født|fødd|född|født|born|fødte',
      'jeg|jag|im|i|me|meg|mig',
      'aldri|never|ikke|not|inte|aldrig|ikkje',
      'wish|wishes|wished|ønsk*|önsk*|ønske|hope|håper|skulle',
    ],
    window: 8,
  },
  {
    id: 'self_harm.broad_sleep_forever',
    category: 'SELF_HARM',
    scope: 'request',
    patterns: [
      'sovne|sovna|sove|sova|falde|fall|falls|sleep|sleeps ~2 for ~1 alltid|evig|ever|good|altid',
      'never|aldri|aldrig ~1 wake|waking|våkne|vakna|vågne ~1 up|opp|opp|igjen|again',
    ],
  },
  {
    // Gathering the means: "jeg har samlet piller", "i've been saving up pills".
    id: 'self_harm.broad_hoarding',
    category: 'SELF_HARM',
    scope: 'request',
    patterns: [
      'samlet|samler|samla|sparer|spart|gjemmer|gjemt|gömmer|samlat|sparat|saving|saved|collecting|collected|hoarding|hoarded|hiding|hid|stockpil* ~3 piller|pills|tabletter|tablets|medisin*|medicin*|sovepiller|painkillers|barberblad*|razor*|blades',
    ],
  },
  {
    id: 'self_harm.broad_plan_height',
    category: 'SELF_HARM',
    scope: 'request',
    near: [
      'enough|nok|nog|nokk',
      'high|høy|høyt|høg|høgt|hög|högt|høj|højt|tall',
      '@height|bridge|bridges|bro|broen|bru|brua|building|bygning|bygningen|høyhus|skyscraper|tower|tårn|tårnet',
      'planning|plan|plans|planlegger|planerar|planlægger|tenker|tænker|thinking|going|skal|ska',
    ],
    window: 14,
  },

  // ABUSE: a disclosure: being hit by a grown-up, punished out of the house, left without food.
  {
    id: 'abuse.broad_hit_me',
    category: 'ABUSE',
    scope: 'request',
    patterns: [
      'ADULT ~6 @hit|kvelertak|strupetak|chokehold|headlock|juling|dask|ørefik|lusing|kjeft ~2 på ~1 meg|mig',
      'ADULT ~6 @hit|slår|slog|slar|slåss|chokes|strangles|whips|belts|burns|brenner|bränner|brænder ~1 [på] me|meg|mig',
    ].map((pattern) => pattern.replace('ADULT', `@adult|${PARENTS}`)),
  },
  {
    id: 'abuse.broad_get_hit',
    category: 'ABUSE',
    scope: 'request',
    near: [
      'hit|beaten|slapped|smacked|spanked|kicked|punched|whipped|belted|slått|slaatt|banket|banka|juling|bank|ørefik|lusing|slagen|slagna|smisk|ris|stryk|tæv|tæsk|slag',
      'i|im|jeg|jag|me|meg|mig',
      'get|gets|got|getting|blir|ble|bli|får|fikk|fekk|blev|bliver|fick',
      'every|each|hver|hvar|varje|always|alltid|altid|fault|feil|skyld|skuld|home|hjemme|hemma|hjemma|${PARENTS}|spoon|sleiv*|slev*|belt|belte|beltet|bälte|bælte|night|natt|kveld',
    ],
    window: 10,
  },
  {
    // A threatened beating: "pappa sa jeg skulle få juling hvis jeg gråt".
    id: 'abuse.broad_threat',
    category: 'ABUSE',
    scope: 'request',
    near: [
      'juling|julingen|smekk|ørefik|lusing|beating|spanking|whipping|denger|tæsk|stryk|prygl*|smisk|örfil|smäll|bank',
      `@adult|${PARENTS}`,
      'i|im|jeg|jag|me|meg|mig|get|gets|få|får|fikk|få',
    ],
    window: 10,
  },
  {
    id: 'abuse.broad_named',
    category: 'ABUSE',
    scope: 'request',
    near: [
      'overgrep*|misbruk*|misbrukt|molest*|abused|abuses|abusing|raped|voldtatt|voldtok|forgrep|forgriper|forgrepet|utnytter|utnyttet|övergrepp|misshandl*|mishandl*|mishandlet',
      'me|meg|mig|i|jeg|jag|my|min|mitt|us|oss',
    ],
    window: 6,
  },
  {
    id: 'abuse.broad_photographed',
    category: 'ABUSE',
    scope: 'request',
    near: [
      'bilder|bilde|pictures|picture|photos|photo|pics|video|videos|film|filmer|filmet|bild|billeder|kamera|camera',
      'bader|bade|bath|bathing|bathe|shower|showering|dusj*|naken|naked|nakne|undress*|toalett*|toilet|badet|badekaret|sover|sleep|sleeping|undertøy*|underwear|kler',
      'me|meg|mig|i|jeg|jag',
      'uncle|onkel|onkelen|grandpa|bestefar|morfar|farfar|stepdad|stefar|stefaren|stedfar|styvpappa|styvfar|boyfriend|kjæresten|neighbour|neighbor|nabo|naboen|coach|trener|treneren|teacher|lærer|læreren|man|mann|mannen|stranger|fremmed|babysitter|barnevakt|barnevakten|cousin|fetter|he|han',
    ],
    window: 12,
  },
  {
    id: 'abuse.broad_home_alone',
    category: 'ABUSE',
    scope: 'request',
    near: [
      'alone|alene|aleine|ensam|ene|myself',
      'home|hjemme|hemma|heime|house|huset|leiligheten|flat',
      'weekend|weekends|helgen|helga|helgene|days|dager|dagar|dage|nights|netter|nätter|nætter|week|weeks|uka|uken|veckan|ugen|døgn',
      'i|im|jeg|jag|me|meg|mig',
    ],
    window: 12,
  },
  {
    id: 'abuse.broad_words_that_wound',
    category: 'ABUSE',
    scope: 'request',
    patterns: [
      'PARENTS ~4 kaller|calls|called|kalte|kallar|kalder ~2 me|meg|mig ~3 stygge|ugly|stupid|dum|dumme|idiot|worthless|verdiløs|useless|ubrukelig|fat|feit|tjukk|horrible|fæl|ekkel|loser|taper',
      'PARENTS ~4 sier|says|said|sa|säger|siger ~4 ingen|nobody|noone ~2 vil|wants|loves|elsker|liker|likes|want ~2 [ha|have] me|meg|mig',
      'PARENTS ~4 sier|says|said|sa|säger|siger ~3 i|jeg|jag ~2 am|er|was|var|är ~2 worthless|verdiløs|useless|ubrukelig|a|en|et ~1 mistake|feil|burden|byrde|misfoster',
    ].map((pattern) => pattern.replace('PARENTS', `@adult|${PARENTS}`)),
  },
  {
    id: 'abuse.broad_no_food',
    category: 'ABUSE',
    scope: 'request',
    near: [
      'food|mat|maten|mad|maden|middag|dinner|breakfast|frokost|frukost|morgenmad|lunch|lunsj|matpakke|eat|spise|äta|spise|spiser',
      'never|no|ingen|inga|ikke|aldri|aldrig|any|nothing|ingenting|empty|tom|tomt|not',
      `home|ours|hjemme|hemma|heime|hjem|hos|house|huset|${PARENTS}`,
      FIRST_PERSON,
    ],
    window: 10,
  },
  {
    id: 'abuse.broad_shut_out',
    category: 'ABUSE',
    scope: 'request',
    near: [
      'hallway|gangen|ute|outside|outdoors|kjelleren|kjeller|basement|cellar|dark|mørket|mørke|garasjen|garage|boden|shed|floor|gulvet|golvet|closet|skapet|cupboard|hundebur|cage|buret|balkongen|trappa|trappen|stairs|källaren|kælderen',
      `${PARENTS}|kjæresten|boyfriend|he|han|she|hun`,
      'må|måste|skal|must|have|has|makes|made|tvinger|tvang|forces|forced|lock|låse|stenge|sperre|locks|locked|låser|låste|låst|stenger|stengte|sperrer|sperret|sends|sender|sendte|sent',
      'i|im|jeg|jag|me|meg|mig',
    ],
    window: 14,
  },
  {
    id: 'abuse.broad_left_alone',
    category: 'ABUSE',
    scope: 'request',
    near: [
      'days|dager|dagar|dage|døgn|nights|netter|nätter|nætter|weeks|uker|veckor|uger',
      PARENTS,
      'comes|come|came|kommer|kom|komme|coming',
      'not|never|ikke|inte|aldri|aldrig|ikkje',
      'food|mat|mad|alone|alene|ensam|aleine|FIRST',
    ].map((slot) => slot.replace('FIRST', FIRST_PERSON)),
    window: 16,
  },

  // VIOLENCE (also below): a blow aimed at a person with a weapon or at the body.
  {
    id: 'violence.broad_weapon_on_person',
    category: 'VIOLENCE',
    patterns: [
      'beat|beats|beating|hit|hits|stab|stabs|stabbed|stakk|stikker|stikke|knivstakk|knivstikker|shoot|shoots|shot|skyter|skjøt|slo|slår|banket|banker|burn|burns|burned|brente|brenner|kicks|kicked|sparker|sparket|punches|punched|smashes|smashed|chokes|choked|drowns|drowned|drukner|druknet|pushes|pushed|shoves|shoved|dytter|dyttet|dytta|knuffar|slog|sköt|skød|stak ~2 [the|a|an|den|det|en|ei|his|her|sin|hans|hennes] [old|gamle|little|lille|new|nye] @person ~4 with|med|i|in|down|ned|mot|against|into|off|utfor|nedför ~2 bat|bats|balltre*|kniv*|knife|knives|hammer*|øks*|axe|stein*|stone*|rocks|pipe*|jernrør|crowbar|brekkjern|kølle*|club|clubs|gun|pistol*|rifle|magen|stomach|belly|neck|nakken|halsen|throat|face|ansiktet|head|hodet|eye|øyet|chest|brystet|heart|hjertet|back|ryggen|trappa|trappen|stairs|trapporna|lake|vannet|elva|river|cliff|stupet|bålet|fire|ilden|bats|bat',
      'breaks|broke|brekker|brakk|knekker|knakk|bryter|bröt|brækker ~1 his|her|their|hans|hennes|deres|sin|sitt ~1 neck|spine|back|nakke|nakken|ryggen|ryggrad|ryggraden|skull|skallen|nacke|nacken',
    ],
  },
  {
    id: 'violence.broad_burned_inside',
    category: 'VIOLENCE',
    near: [
      'brente|brenner|brenne|burn|burns|burned|burnt|torch*|brände|bränner|brændte|brænder|set',
      'folk|people|persons|mennesker|menneskene|familie*|families|children|barn|barna|villagers|innbyggere*|landsbyboere|människor|mennesker',
      'inni|inside|inne|still|fortsatt|alive|levende|levande|trapped|innestengt*|inuti|indeni',
    ],
    window: 8,
  },

  // SEXUAL: nudity, bodies explored, sexual slang and lovers "doing it" in detail.
  {
    id: 'sexual.broad_words',
    category: 'SEXUAL',
    patterns: [
      'nakenbild*|nakenbilde*|nakenfoto*|nøgenbille*|nøgenfoto*|nakenselfie*|naknabild*|nakenvideo*|porrig|porriga|porrigt|porrfilm*|porrsida*|porno*|pornografi*|r34|rule34',
      'rule ~1 34',
      'naked|nude|naken|nakne|nakna|nøgen|nøgne ~1 pics|pictures|photos|selfies|bilder|bilde|billeder|billede|bild|bilderna|video|videos|videoer',
      'no|without|uten|utan|uden|ikke ~1 top|shirt|topp|trøye|bh|bra|bikinitop ~1 on|på',
    ],
  },
  {
    id: 'sexual.broad_bodies',
    category: 'SEXUAL',
    near: [
      'kropp*|body|bodies|krop|kroppe|kroppar*',
      'hverandre|varandra|hinanden|hinandens|each|other|kle|kler|kledde|undress*|naked|naken|nakne|nøgen',
      'utforsk*|explor*|touch*|røre*|rører|rørte|kjenne*|feel*|undersøk*|stryke*|stryk*|kysse*|kiss*|kjæle*|beføle*',
    ],
    window: 8,
  },
  {
    id: 'sexual.broad_stare',
    category: 'SEXUAL',
    near: [
      'stare|stares|staring|stared|glor|glodde|glaner|stirrer|stirret|stirra|gaze*|ogle*|ogling|perv*|peep*|peeping|kikker|kikket|glo',
      'chest|breasts|bryst|brystene|brysta|bröst|brøst|pupper|boobs|rumpa|rompa|bum|butt|bottom|underbuksa|trusa|trusene|naked|naken|nakne|body|kroppen',
    ],
    window: 6,
  },
  {
    id: 'sexual.broad_lovers',
    category: 'SEXUAL',
    near: [
      'kjæreste*|kjærest*|kjærast*|lovers|couple|paret|boyfriend|girlfriend|älskare|elskere|elskerne|elskende|kæreste*|pojkvän*|flickvän*|forelsk*|förälsk*',
      'gjør|gjorde|gjøre|gör|gjorde|gøre|gør|do|does|doing|did|have|has|having',
      'det|it|sex|seks|sexx',
      'detalj*|detail*|graphic|everything|alt|allt|beskriv*|describe*|explicit|eksplisitt*',
    ],
    window: 12,
  },
  {
    // Showing or sending nudity to a child, or asking a child for it.
    id: 'sexual.broad_show_nudity',
    category: 'SEXUAL',
    near: [
      'naked|naken|nakne|nøgen|nøgne|nakna|nude|nudes|porn*|porrfilm*|porrig*|porrbild*|undressed|avkledd*|avkledde',
      'show|shows|showed|showing|vis|viser|viste|visa|visar|send|sends|sent|sender|sendte|skicka*|ask|asks|asked|ber|bad|beder|want|wants|vil|vill',
      YOUNG,
    ],
    window: 10,
  },
  {
    id: 'sexual.broad_acts',
    category: 'SEXUAL',
    patterns: [
      'seduce|seduces|seduced|seducing|forføre|forfører|forførte|forført|förföra|förför|förförde|molest*|groped|grope|gropes|groping|befamle*|beføle*|raped|rape|rapes|raping|voldtatt|voldtar|voldtok|voldtekt*|våldtag*|våldta|våldtar|voldtag*|hångla*|hångel|kline|kliner|klinte|klining',
      'make|makes|making|made ~1 out ~1 with|together|sammen|in|on|under|behind',
      'and|og|och ~3 make|makes|made ~1 out $',
    ],
  },
  {
    // A grown-up who is not a parent bathing with, photographing or touching a child.
    id: 'sexual.broad_bath_touch',
    category: 'SEXUAL',
    near: [
      'bath|baths|bathes|bathing|bathed|bade|bader|badet|bada|badar|dusj|dusjer|dusjet|dusje|shower|showers|showering|duscha*|bruse*|badekar*',
      'nanny|babysitter|barnevakt*|uncle|onkel*|man|mann|mannen|coach|trener*|teacher|lærer*|neighbour|neighbor|nabo*|stranger|fremmed*|grandpa|bestefar|morfar|farfar|priest|prest*|older|eldre|voksen|adult',
      'touch*|rør*|tar|feel*|kiss*|kyss*|stryk*|photo*|picture*|pics|bilde*|bilder|film*|video*|kamera*|camera',
    ],
    window: 12,
  },
  {
    id: 'sexual.broad_adults_like_children',
    category: 'SEXUAL',
    near: [
      'små|little|young|unge|underage|mindreårig*|småjenter|småbarn|tiny|yngre|younger',
      'liker|like|likes|gillar|love|loves|elsker|attracted|tiltrukket|tiltrekkes|fancy|fancies|digger',
      'voksne|voksen|adult|adults|grown|men|menn|mannen|man|older|eldre|äldre|ældre|vuxna|vuxen',
      YOUNG,
    ],
    window: 8,
  },
  {
    id: 'sexual.broad_asks_pictures',
    category: 'SEXUAL',
    near: [
      'pictures|photos|pics|bilder|bilde|bild|bilderna|billeder|selfies|selfie|nudes|videos',
      'ask|asks|asking|asked|ber|bad|spør|spurte|beg*|wants|demands|krever|fråga*|frågar|beder|mas|maser',
      `${YOUNG}|daughter|son|datter|sønn|dottern|sonen|datteren|sønnen|dotter|me|meg|mig`,
      'man|mann|mannen|online|nettet|internet|internett|chat|game|spill*|stranger|fremmed*|voksen|adult|older|someone|noen|uncle|onkel*|coach|trener*|guy|fyr|fyren',
    ],
    window: 12,
  },
  {
    id: 'sexual.broad_lick',
    category: 'SEXUAL',
    near: [
      'lick|licks|licked|licking|slikker|slikket|slikke|sleiker|sleikte|slickar|slickade|slikker',
      YOUNG,
      'prince|prinsen|prins|man|mann|mannen|uncle|onkel|teacher|lærer|king|kongen|adult|voksen|grandpa|bestefar|coach|trener',
    ],
    window: 10,
  },
  {
    id: 'sexual.broad_slow_undress',
    category: 'SEXUAL',
    near: [
      'slowly|sakte|langsomt|describe*|beskriv*|detail*|detalj*|sexy|sensual*|sensuel*|seductive*|forførende',
      'dress|kjole|kjolen|clothes|klær|klærne|shirt|skjorte*|bluse*|top|topp|kläder|tøj|tøjet|pants|bukse*|skirt|skjørt*|bra|bh',
      'off|av|af|ut|undress*|strip*|kler',
    ],
    window: 8,
  },
  {
    id: 'sexual.broad_pants_off',
    category: 'SEXUAL',
    near: [
      'pants|trousers|bukse|buksa|buksene|trusa|truse|trusene|underwear|underbukse*|undertøy*|knickers|shorts|trosor|trusser|kalsonger',
      'off|av|af|ut',
      'keep|keeps|ask|asks|asked|ber|bad|game|lek|leken|leik|play|leke|wants|vil|makes|får|tvinger|forces|secret|hemmelig',
      `${YOUNG}|me|meg|mig`,
    ],
    window: 10,
  },
  {
    id: 'sexual.broad_honeymoon',
    category: 'SEXUAL',
    near: [
      'honeymoon|bryllupsnatt*|bröllopsnatt*|bryllupsnat*|hvetebrødsdag*|smekmånad*|hvedebrødsdag*',
      'detail*|detalj*|describe*|beskriv*|happens|skjer|händer|sker|bed|seng*|säng*|night|natt*',
    ],
    window: 8,
  },
  {
    id: 'sexual.broad_family_touching',
    category: 'SEXUAL',
    near: [
      'touch*|rør*|rör*|fondle*|beføl*',
      'kiss*|kyss*|cuddl*|kjæle*|kæl*|hångl*|kline*',
      'brother|bror|broren|storebror|lillebror|sister|søster|søsteren|lillesøster|storesøster|cousin|kusine|fetter|daughter|datter|son|sønn|dad|pappa|father|uncle|onkel|syster|systern|bror|brodern',
      'between|mellom|romantic|romantisk|lovers|kjærester|forelsket|secretly|hemmelig|passionate|lidenskap*|mellan|bed|seng*',
    ],
    window: 12,
  },
  {
    id: 'sexual.broad_massage',
    category: 'SEXUAL',
    near: [
      'massage*|massasje*|massere|masserer|massert',
      'lower|lenger|further|under|inside|inni|between|mellom|thighs|lår*|legs|bena|beina|privates|private|down|ned|nedover',
      `${YOUNG}|me|meg|mig`,
    ],
    window: 12,
  },
  {
    id: 'sexual.broad_age_gap',
    category: 'SEXUAL',
    test: childAdultRomance,
  },
  {
    id: 'sexual.broad_no_clothes',
    category: 'SEXUAL',
    near: [
      'clothes|klær|klærne|kläder|kläderna|tøj|tøjet|tøy|tøyet|clothing|underwear|undertøy|undertøyet|undertøj|underkläder',
      'no|without|uten|utan|uden|ingen|inga',
      'kiss*|kyss*|bed|beds|seng*|säng*|touch*|røre*|rører|cuddl*|ligger|lie|lying|sleep*|sove|sover|sova|sover|together|sammen|tillsammans|sammen',
    ],
    window: 6,
  },
  {
    id: 'sexual.broad_underwear_photos',
    category: 'SEXUAL',
    near: [
      'underwear|undertøy*|trusa|truse*|trusene|bh|bra|bras|lingerie|underkläder*|undertøj*|panties|knickers|underbukse*',
      'photo*|picture*|pics|pic|bilde*|bild|bilder|bilderna|billed*|foto*|video*|film*|filme*|camera|kamera*|selfie*|webcam*|colour|color|farge|fargen|farve|färg',
    ],
    window: 8,
  },
  {
    id: 'sexual.broad_describe_body',
    category: 'SEXUAL',
    near: [
      'pupper|puppene|puppa|puppen|breasts|bryster|brystene|brysta|bröst|brösten|brøst|boobs|tits|titties|penis|penisen|tissen|snoppen|vagina|vaginaen|skrittet|crotch',
      'describe*|beskriv*|detail*|detalj*|graphic|exactly|nøyaktig|nøye|close-up|nærbilde|show|vis|viser|draw|tegn|tegne|touch*|rør*|tar|feel*|grab*|kjenn*',
    ],
    window: 8,
  },
  {
    id: 'sexual.broad_touch_private',
    category: 'SEXUAL',
    negatable: true,
    near: [
      'private|privates|intimate|genitals|crotch|skrittet|tissen|tisset|snoppen|snippa|tissemanden',
      'touch*|rør*|feel*|grab*|kjenn*|stryk*|kil*|fondle*|beføl*',
      'his|her|hans|hennes|hendes|him|ham|henne',
    ],
    window: 6,
  },
  {
    id: 'sexual.broad_teacher_student',
    category: 'SEXUAL',
    near: [
      'student|students|elev|eleven|elevene|eleverna|elever|pupil|pupils',
      'teacher|lærer|læreren|lærerinne*|lärare*|lärarinna*|coach|trener|treneren|tränare*|træner*|rektor*|principal',
      'love|forelsk*|förälsk*|kjæreste*|dating|date|kiss|kisses|kissing|kyss*|romance|romantisk*|married|marry|gifte',
    ],
    window: 10,
  },
  {
    id: 'sexual.broad_child_undress',
    category: 'SEXUAL',
    near: [
      'kler|kle|kledde|klær|klærne|undress*|strip|strips|stripped|stripping|klä|klär|klæder|tøjet',
      YOUNG,
      'av|off|af|ut|naked|naken|nakne|nøgen|hverandre|each|other|seg|themselves',
      'prins*|prince*|lærer*|teacher*|man|mann|mannen|voksen|voksne|adult|grown-up|grownup|uncle|onkel*|each|hverandre|varandra|hinanden|explor*|utforsk*|touch*|kropp*|body|bodies',
    ],
    window: 12,
  },

  // DANGEROUS_ACTS: a hazard and a child doing it — inside an appliance, fire indoors, the
  // railway, thin or river ice, jumping into shallow water or off a bridge.
  {
    id: 'dangerous.broad_inside_appliance',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    near: [
      '@trap',
      'ride|rides|riding|rode|inside|inni|oppi|into|climb*|crawl*|kryp*|krøp|klatr*|hide|hides|hid|hiding|gjem*|gøm*|gem*|spin*|snurr*|kjører|kjøre|åker|spaceship*|romskip*|rymdskepp*|rumskib*|låst|locked|stenger|stengt|shut|sleeps|sover',
    ],
    window: 6,
  },
  {
    id: 'dangerous.broad_inside_machine',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    patterns: [
      'ride|rides|riding|rode|inside|into|climb*|crawl*|hide|hides|hid|hiding|sit|sits|sitting|sat|sleep*|spin*|locked|shut ~3 washing|tumble|clothes ~1 machine|dryer|drier',
    ],
  },
  {
    // A dare with a hazard in it: "dare each other to drink bleach", "hold your breath".
    id: 'dangerous.broad_dare',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    near: [
      'dare|dares|dared|challenge|challenges|utfordr*|tør|tørr|våg*|vedde*|veddemål*|bet|bets|tør',
      'drink|drikke|drikker|eat|spise|swallow|svelge|jump|hoppe|climb|klatre|hold|holde|choke|kvele|touch|røre|lick|slikke|run|løpe|lie|ligge|stand|stå|sniff|snuse|inhale',
      'bleach|klorin|sanitizer|håndsprit|pills|piller|roof|taket|road|veien|vejen|train|toget|tåget|ice|isen|socket|stikkontakt*|fire|ild|flames|flammer|breath|pusten|andan|knife|kniv|window|vinduet|balcony|balkong*|electric*|strøm*|fence|gjerde*|bridge|brua|broen|cliff|stup*|deodorant|spray|gas|gass|glue|lim|medicine|medisin*|tide|pods',
    ],
    window: 10,
  },
  {
    id: 'dangerous.broad_power_lines',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    near: [
      'høyspent*|high-voltage|powerline*|power-line*|kraftlinj*|strømlinj*|pylon*|strømmast*|kraftmast*|transformator*|høgspent*|högspänning*|højspænding*',
      'klatr*|climb*|touch*|rør*|tar|hent*|fetch*|grab*|get|leke*|play*|henge|hang*|kite|drage|dragen',
    ],
    window: 8,
  },
  {
    id: 'dangerous.broad_gun_play',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    near: [
      '@gun|våpenskap*|gunsafe|våpenskapet',
      'leke*|leker|lekte|play*|holde|hold*|touch*|tar|finner|finds|found|fant|pek*|point*|skyte|shoot|load|lade|leka|lege',
      YOUNG,
    ],
    window: 10,
  },
  {
    id: 'dangerous.broad_swim_alone',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    near: [
      'swim*|svøm*|simm*|svømme|svømmer|simmar|svømmer',
      'alone|alene|aleine|ensam|unsupervised|night|natt|natta|natten|storm|uvær|current|strømmen|far|langt',
      'sea|havet|hav|lake|sjøen|innsjø*|river|elva|elv|fjord*|fjorden|ocean|out|ut|deep|dypt',
      YOUNG,
    ],
    window: 10,
  },
  {
    id: 'dangerous.broad_animal_enclosure',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    near: [
      'fence|gjerde*|gjerdet|staket*|stängsel*|hegn*|enclosure|innhegning*|inngjerding*|cage|buret|burene|wall|muren',
      'climb*|klatr*|over|hopp*|jump*|crawl*|kryp*|sneak*|snik*',
      'lions|lion|løve*|lejon*|tiger*|bears|bear|bjørn*|björn*|crocodile*|krokodill*|wolves|ulv*|shark*|gorilla*|elephant*|elefant*|snake*|slange*|bull|okse*|polar|isbjørn*|hippo*|flodhest*',
      'pet|klappe|klapper|klapp|touch|røre|cuddle|kose|kos|play|leke|hug|klemme|ride|ri|selfie|closer|nærmere',
    ],
    window: 10,
  },
  {
    id: 'dangerous.broad_firework_hand',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    near: [
      'firework*|fyrverkeri*|rakett*|rocket*|kinaputt*|banger*|smeller*|petard*|fyrverkeripjäs*|nyårsraket*|krysser*|kanonslag*',
      'hand|hands|hånd|hånden|handen|hender|mouth|munnen|munn|pocket|lomme*|face|ansikt*|head|hode*|hodet',
      'light|lights|lit|tenne|tenner|tente|hold|holds|holding|holde|holder|tända|tænde|fire|fyre|fyrer|shoot|skyte|skyter',
    ],
    window: 8,
  },
  {
    id: 'dangerous.broad_fire_indoors',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    near: [
      'bål|bålet|bonfire|campfire|leirbål|lägereld|lejrbål|eld|elden|fire|ild|ilden|flammer|flames',
      'teltet|tent|telt|tält|tältet|soverom*|bedroom|dyna|dyne|dyna|duvet|blanket|teppe|madrass*|sengen|senga|seng|bed|indoors|inne|innendørs|inomhus|indenfor',
      'lage|lager|laget|lagde|lagar|make|makes|made|making|light|lights|lit|lighting|tenne|tenner|tente|start|starts|started|starter|tända|tänder|tænde|tænder|gjør|gjer|fyrer|fyre',
    ],
    window: 6,
  },
  {
    id: 'dangerous.broad_railway',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    near: [
      'togskinn*|jernbaneskinn*|skinnegang*|jernbanespor*|togspor*|railway*|railroad*|rails|rälsen|räls|skinnene|skinnerne|jernbanen|järnvägen|banelegemet|järnvägsspår*|tågspår*|train-tracks',
      'står|stå|stod|stand|stands|standing|stood|lie|lies|lay|lying|ligge|ligger|lå|ligga|walk|walks|walking|gå|går|sit|sits|sitting|sitte|sitter|dare|dares|challenge|vente|venter|wait|waits|chicken|hopper|hoppe|jump|jumps|løper|springer|run|runs',
      'train|trains|tog|toget|tåg|tåget|siste|last|sekund*|second|seconds|vekk|away|unna|undan|comes|kommer|approach*|lek|leken|game|dare|challenge|utfordring*',
    ],
    window: 12,
  },
  {
    id: 'dangerous.broad_train_tracks',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    patterns: [
      'stand*|stood|lie|lies|lying|lay|play*|walk*|sit*|wait*|dare*|run*|jump* ~4 train|railway|railroad ~1 tracks|track|line',
    ],
  },
  {
    // Out on ice that will not hold. "Thin" alone is any thin thing ("a river under a moon
    // thin as a smile"), so it counts beside ice; "frozen" counts beside a river or a lake.
    id: 'dangerous.broad_ice',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    near: [
      'tynn|tynne|thin|tunn|tunna|tynd|tynde|svak|svake|weak|råtten|cracking|knaker|sprekker',
      'is|isen|ice|isflak*|floe*',
      'over|across|crossing|cross|krysse*|snarvei*|shortcut|genväg*|genvej*|ut|out|onto|walk*|gå|går|gikk|gick|skate*|skøyt*|sykl*|cycle|bike|løpe|løper|run*|spring*|hoppe|hopp*|leke|lek*|play*|ta|tar',
    ],
    window: 8,
  },
  {
    id: 'dangerous.broad_frozen_water',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    near: [
      'islagt*|islagd*|islagde|isbelagt*|tilfrosne|tilfrosset|tillfrusen|tillfrusna|frozen|frosne|frusna',
      'elv*|river*|bekk*|stream*|älv*|ån|åen|is|isen|ice|isflak*|floe*',
      'over|across|crossing|cross|krysse*|snarvei*|shortcut|genväg*|genvej*|ut|out|onto|walk*|gå|går|gikk|gick|skate*|skøyt*|sykl*|cycle|bike|løpe|løper|run*|spring*|hoppe|hopp*|leke|lek*|play*|ta|tar',
    ],
    window: 8,
  },
  {
    id: 'dangerous.broad_shallow_dive',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    // A jump counts from a height or head first; a plain jump into shallow water is the
    // paddling pool's, and a frog's.
    near: [
      'shallow|grunt|grunne|grunna|grunda|grundt|grunde|låggvatten',
      'dive|dives|diving|dived|stup*|dykk*|dyk*|head|headfirst|hodet|huvudet|hovedet|pier|jetty|dock|brygg*|bridge|bro|broen|bru|brua|cliff*|klipp*|berg*|svaberg*|roof|taket|balcony|balkong*|rock|rocks|stein*|sten*',
      '@jump|hoppar|hoppade|hopper|hoppede|dive|dives|diving|dived|stup*|dykk*|dyk*',
      'vann*|water|vatten|vatnet|vand|vandet|pool|basseng*|bassäng*|elv*|river|sjø*|lake|sea|hav*|into|ned|ner|down|head|headfirst|hodet',
    ],
    window: 8,
  },
  {
    id: 'dangerous.broad_bridge_jump',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    patterns: [
      '@jump|hoppar|hoppade|hopper|hoppede|dive|dives|diving|stup*|stuper|stupar ~2 from|fra|från|frå|off|av|ned|ner|down ~2 bron|broen|bro|bru|brua|broa|bridge|bridges|viadukt*|viaduct*',
    ],
  },

  {
    // Household poisons swallowed or sniffed ("drikker klorin", "eats the laundry pod").
    id: 'dangerous.broad_poison',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    near: [
      'sanitizer|sanitiser|antibac|håndsprit|handsprit|desinfeksjon*|rødsprit|perfume|parfyme|mouthwash|munnskyll*|neglelakk*|klorin|bleach|blekemiddel*|salmiakk*|ammoniakk|lampeolje*|tennvæske*|lighter-fluid|oppvaskmiddel*|vaskemiddel*|detergent*|rengjøringsmiddel*|batteri*|battery|batteries|magnet|magnets|magneter|rottegift|poison|parafin|bensin|petrol|gasoline|antifreeze|frostvæske|laundry-pod*|tide-pod*|vaskekapsel*|vaskepod*|blekmedel|klor|tändvätska|rengøringsmiddel*|afløbsrens|propplösare|avløpsåpner|lim|glue',
      'drikke|drikker|drakk|drink*|drank|swallow*|svelg*|spise|spiser|spiste|eat|eats|ate|eating|smake|smaker|taste*|sniff*|snuse|snuser|inhal*|dricka|dricker|drack|äta|äter|sluke|sluker|huff*',
    ],
    window: 6,
  },

  {
    id: 'dangerous.broad_motorway',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    near: [
      'motorway|motorveien|motorvei|motorveg|motorvegen|highway|motorvägen|motorvejen|freeway',
      'bike|bikes|cycl*|sykl*|walk*|play*|leke*|lek|run*|løp*|spring*|ride|rides|riding|skate*|sitter|lie|lies|ligger|hands',
    ],
    window: 8,
  },
  {
    id: 'dangerous.broad_abandoned',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    near: [
      'mine|mines|gruve*|gruva|gruvan|shaft|sjakt*|quarry|steinbrudd*|well|brønn*|brunn*|brønden|schakt*',
      'abandoned|forlatt*|forlatte|nedlagt*|övergiven*|övergivna|forladt*|gamle|old|dark|mørke',
      'play*|leke*|lek|leker|climb*|klatr*|explor*|utforsk*|crawl*|kryp*|går|go|goes|inn|into|ned|down',
    ],
    window: 8,
  },
  {
    id: 'dangerous.broad_vehicle_roof',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    near: [
      'train|trains|toget|tog|tåget|tåg|bus|bussen|buss|lorry|truck|lastebil*|trikk*|tram|trikken|car|bil|bilen|bilens|bilens|moving',
      'top|taket|oppå|roof|ovenpå',
      'surf*|ride|rides|riding|stand*|står|sitt*|sit|climb*|klatr*|jump*|hopp*|ligger',
    ],
    window: 8,
  },
  {
    id: 'dangerous.broad_foraging',
    category: 'DANGEROUS_ACTS',
    negatable: true,
    near: [
      'berries|bær|bæra|bären|bärene|mushroom*|sopp|soppen|soppene|sopper|svamp*|plants|planter|plantene|leaves|blader|roots|røtter',
      'eat|eats|spise|spis|spiser|taste|smak*|äta|ät|æde|spis',
      'safe|trygg*|ufarlig*|harmless|säker*|sikker*|ukjent*|unknown|any|whatever|random|poison*|giftig*|poisonous',
    ],
    window: 10,
  },

  // WEAPONS_DRUGS: alcohol sneaked, medicine dosed for a feeling, weapons made.
  {
    id: 'weapons.broad_sneak_alcohol',
    category: 'WEAPONS_DRUGS',
    near: [
      'sneak*|snike*|sniker|snek|stjel*|stjal|steal*|stole|smugl*|smuggl*|nappe|nappa|napper|snatch*|secretly|hemmelig|drunk|full|fuller|tipsy|beruset|berusad|fuld|fulla',
      '@alcohol|beers|ølet|ølen|øllen|cider|rusbrus|shots|spriten|vinen|vodkaen|drinks|pils|pilsner|rom|rum|gin|likør|liquor|øl|öl|ölen|vinet|spritt',
    ],
    window: 8,
  },
  {
    id: 'weapons.broad_medicine_dose',
    category: 'WEAPONS_DRUGS',
    near: [
      'medicine*|medisin*|medicin*|pills|pill|piller|pillene|pillerne|tablet*|tablett*|sovemedisin*|painkiller*|smertestill*|paracet*|ibux|ibuprofen|antidepress*|sovepille*|sovetablett*|läkemedel*|sömnpiller|sømnpiller|sovemiddel|sleeping-pills',
      'much|many|mye|mange|mycket|många|meget|amount|dose|doser|dosen|floaty|high|dizzy|svimmel|svimmel|yr|rus|ruset|ruse|woozy|trip|tripping|sleepy|søvnig',
      'how|hvor|hur|hvordan|what|hva|hvad|vad|feel|føle|føler|kjenne|kjennes|känna|make|makes|gjør|gir|takes|ta|tar|swallow*|svelg*|sluk*',
    ],
    window: 8,
  },
  {
    // Smoking, vaping, drinking or drugs called cool for the young.
    id: 'weapons.broad_cool_drugs',
    category: 'WEAPONS_DRUGS',
    negatable: true,
    near: [
      'cool|kult|kul|kule|tøft|tøff|tøffe|awesome|sejt|sej|coolt|häftigt|fett|stilig',
      'snus|snuse|snuser|røyk|røyke|røyker|smoke|smokes|smoking|cigarette*|sigarett*|cigg*|vape*|vaping|vejp*|e-cig*|tobacco|tobakk*|@drug|@alcohol|drunk|full|fulle|drinking|drikke|drikker',
      `${YOUNG}|teen*|tiåring*|tenåring*|åringer|åringar|tonåring*|teenager*|school|skolen|skolegården`,
    ],
    window: 10,
  },
  {
    id: 'weapons.broad_trip',
    category: 'WEAPONS_DRUGS',
    near: [
      'mushroom*|sopp|soppen|sopper|soppene|svamp*|shrooms|fluesopp*|fleinsopp*|berries|bær|plants|planter|leaves|blader|pills|piller|glue|lim|gas|gass|sniff*',
      'trip|tripping|high|hallucinat*|hallusin*|rus|ruset|ruse|stoned|buzz|buzzed',
      'make|makes|gjør|gir|get|få|blir|bli|become|feel|føle|which|hvilke|hvilken|vilka|hvilke',
    ],
    window: 6,
  },
  {
    id: 'weapons.broad_get_alcohol',
    category: 'WEAPONS_DRUGS',
    near: [
      '@alcohol|alkohol|sprit|øl|öl|beers|cider|rusbrus|snus|cigarettes|sigaretter|røyk|vape',
      'skaffe|skaffa|get|buy|kjøpe|köpa|købe|obtain|få|fatt|tak',
      `${YOUNG}|10|11|12|13|14|15|16|17|underage|mindreårig*|tiåring*|tenåring*|minor|minors`,
    ],
    window: 10,
  },
  {
    id: 'weapons.broad_grow_drugs',
    category: 'WEAPONS_DRUGS',
    patterns: [
      'grow|grows|growing|grew|dyrke|dyrker|dyrket|odla|odlar|dyrka|plant|plante ~3 cannabis|hasj|hash|marijuana|marihuana|ganja|skunk|coca|opium|valmuer|poppies|shrooms',
      'grow|grows|growing|dyrke|dyrker|odla ~3 weed ~4 closet|skap|skapet|inside|inne|indoors|lamps|lamper|sell|selge|smoke|røyke|room|rommet',
    ],
  },
  {
    id: 'weapons.broad_lethal_craft',
    category: 'WEAPONS_DRUGS',
    near: [
      'kill|drepe|drepa|dræbe|döda|murder|hurt|harm|injure|skade|skada|lethal|dødelig*|dödlig*|deadly|dræb*',
      'kan|can|could|kunne|will|som|that|enough|nok|real|ekte|actually|faktisk',
      'bow|bue|buen|pil|piler|arrow*|slingshot|sprettert*|spear|spyd|knife|kniv|blowgun|blåserør|catapult|katapult|crossbow|armbrøst|weapon|våpen|trap|felle|dart|darts|pilegift',
      '@make|lage|lag|how|hvordan|hur|build|bygge|bygga|tillverk*',
    ],
    window: 12,
  },
  {
    id: 'weapons.broad_secret_purchase',
    category: 'WEAPONS_DRUGS',
    near: [
      'knife|kniv|kniven|knives|kniver|@gun|@drug|@alcohol|weapon|weapons|våpen|vapen|våben|fireworks|fyrverkeri|lighter|snus|vape|cigarettes|sigaretter',
      'buy|kjøpe|kjøper|köpa|købe|get|skaffe|order|bestille|bestiller|sneak|smugle',
      'without|uten|utan|uden|secretly|hemmelig|hemligt|sneak',
    ],
    window: 10,
  },
  {
    id: 'weapons.broad_children_smoking',
    category: 'WEAPONS_DRUGS',
    near: [
      'smoking|smoke|smokes|røyke|røyker|røyk|røyka|snuse|snuser|vaping|vape|vapes|röker|röka|ryger|ryge',
      YOUNG,
      'cigarettes|cigarette|sigaretter|sigarett|cigg|cigs|beer|beers|øl|vodka|alkohol|alcohol|snus|drinking|drikker|drunk|full|wine|vin|joint|hasj|weed',
    ],
    window: 10,
  },
  {
    id: 'weapons.broad_make_weapon',
    category: 'WEAPONS_DRUGS',
    near: [
      'krut|krutt|krudt|gunpowder|sortkrutt|thermite|termitt|shank|shiv|knuckles|knogjern|slagring|switchblade|springkniv*|stilett*|weapon|weapons|våpen|våpnet|vapen|vapnet|våben|våbnet|@bomb|sprengstoff*|sprengladning*|explosive*|bomber|bomben|molotov*|napalm|pipebomb*|rørbomb*',
      'how|hvordan|hur|hvorledes|korleis|lære|lærer|lærte|teach|teaches|taught|learn|learns|lär|lärer|instructions|instruksjon*|oppskrift*|recipe|steps|guide|tutorial|step-by-step|trinn|steg',
      'make|makes|making|made|build|builds|building|built|craft|lage|lager|laget|lagde|lag|bygg*|tillverk*|produser*|produc*|lave|laver|lavede|gøre|göra|gör|gør|gjør|gjøre|gjer|do|does|sharpen|slipe*|whittle|spikke*|assemble*|mix|blande|blander|kombinere',
    ],
    window: 10,
  },

  // HATE: a group cast out, punished or called worse; prejudice pinned on girls or boys.
  {
    id: 'hate.broad_group_harm',
    category: 'HATE',
    near: [
      '@group',
      'invad*|invasion|inntar|overtar|deport*|utvis*|utrydd*|exterminat*|straffet|straffes|straffa|straffas|punished|punishes|punish|hell|helvete|helvetet|helvede|burn|burns|brenne|brenn|brinna|vermin|pest|pesten|parasitt*|plague|kick|kicks|kicked|kaste|kaster|kastes|kastet|throw|throws|thrown|send|sends|sent|sendt|sendes|skicka|skickas|deserve*|fortjen*|förtjän*|belong|hører|hører|tilhører|go|dra|reis|reise|åk|åka',
      'out|ut|ud|hjem|home|away|bort|vekk|back|tilbake|tillbaka|gud|god|guds|gods|helvete|hell|landet|country|land|deserve*|fortjen*|invad*|invasion|straff*|punish*|utrydd*|exterminat*|deport*',
    ],
    window: 8,
  },
  {
    id: 'hate.broad_group_are_bad',
    category: 'HATE',
    near: [
      '@group',
      'are|er|är|is|r|blir|be|were|var',
      '@bad|useless|ubrukelige|worthless|verdiløse|værdiløse|värdelösa',
    ],
    window: 4,
  },
  {
    id: 'hate.broad_ruin_country',
    category: 'HATE',
    near: [
      '@group',
      'ødelegg*|ødelæg*|förstör*|ruin*|destroy*|overrun*|oversvøm*|översvämm*|flood*|steal*|stjel*|stjäl*|take|takes|tar|tek',
      'danmark|denmark|norge|norway|noreg|sverige|sweden|landet|country|our|vårt|vores|vårat|samfunnet|society|europe|europa|jobs|jobbene|jobbar',
    ],
    window: 8,
  },
  {
    id: 'hate.broad_go_back',
    category: 'HATE',
    patterns: [
      'go|goes|dra|drar|reis|reise|gå|åk|åka|rejs|rejse ~3 back|tilbake|tillbaka|hjem|home|hem ~2 to|til|till ~1 your|ditt|din|dit|their|sitt|deres|ert|jeres|sina|sitt ~1 own|eget ~1 country|land|landet',
      'go|goes|dra|drar|reis|reise|gå|åk|åka|rejs|rejse ~3 back|tilbake|tillbaka|hjem|home|hem ~2 to|til|till ~1 your|ditt|din|dit|their|sitt|deres|ert|jeres|sina ~1 country|land|landet',
      'back|tilbake|tillbaka ~2 where|hvor|dit|der|dær ~2 you|they|du|de|dei|ni|dem ~1 came|come|kom|kommer|kommer',
    ],
  },
  {
    id: 'hate.broad_not_allowed',
    category: 'HATE',
    near: [
      '@group',
      'burde|should|shouldnt|skal|bør|må|borde|ska|skulle|must|mustnt',
      'ikke|not|inte|never|aldri|ikkje',
      'bo|live|living|få|allowed|lov|komme|come|exist|finnes|eksistere|vote|stemme|gifte|marry|work|jobbe|arbeide',
      'norge|norway|noreg|sverige|sweden|danmark|denmark|here|her|landet|country|our|vårt|vores|skolen|school|byen|town|city|europa|europe|hit',
    ],
    window: 10,
  },
  {
    id: 'hate.broad_gender_rights',
    category: 'HATE',
    near: [
      'women|kvinner|kvinnene|kvinder|kvinnor|girls|jenter|jentene|piger|flickor|tjejer|men|menn|boys|gutter|guttene|drenge|pojkar',
      'shouldnt|burde|bør|mustnt|borde|bör|should|must|må|cannot|cant',
      'not|ikke|inte|never|aldri|shouldnt|mustnt|cannot|cant|ikkje',
      'allowed|lov|vote|stemme|work|jobbe|arbeide|drive|study|studere|lead|lede|rights|rettigheter|rättigheter|rettigheder|tillatt|tillåtna',
    ],
    window: 8,
  },
  {
    id: 'hate.broad_slur_named',
    category: 'HATE',
    patterns: ['n-word|n-words|nword|nwords|n-ordet|n-ord|nordet', 'n ~0 word|words|ordet|ord'],
  },
  {
    id: 'hate.broad_bully',
    category: 'HATE',
    patterns: [
      'everyone|everybody|alle|all|we|vi|lets|la|andra|alla ~2 [should|burde|bør|must|må|skal|can|kan|oss] bully|bullies|mobbe|mobbes|mobbar|mobber|tease|erte|exclude|utestenge|frys|fryse|beat',
      'ugly|stygge|fat|feite|tjukke|fattige|poor|dumb|dumme|disabled|funksjonshemmede|@group ~1 [people|folk|mennesker|kids|barn|ungar|children] ~1 deserve|deserves|fortjener|förtjänar|fortjener ~1 no|ingen|not|ikke|nothing|ingenting|inga|to|å',
    ],
  },
  {
    id: 'hate.broad_insult',
    category: 'HATE',
    patterns: [
      'so|such|så|sånn|skikkelig|kjempe|totally|fucking ~1 [a|an|en|ei] gay|homo|homse|retarded|retard|mongo|autist|spastic|spaz|spasser|cp|mongoloid',
      'brune|brown|black|svarte|white|hvite|mørke|dark|gule|yellow|røde|red|mørkhudede ~1 kids|children|ungene|ungane|barna|barn|folk|people|mennesker|jenter|gutter|jentene|guttene ~2 er|are|är|is ~2 @bad',
    ],
  },
  {
    id: 'hate.broad_gender_slur',
    category: 'HATE',
    patterns: [
      'girls|boys|women|men|jenter|jentene|gutter|guttene|kvinner|kvinnene|menn|tjejer|tjejerna|flickor|flickorna|pojkar|pojkarna|killar|killarna|piger|pigerne|drenge|drengene|kvinder ~1 are|er|är|is|r ~1 stupid|dumb|dumme|dummere|worse|dårligere|sämre|dårlige|weak|svake|svaga|useless|ubrukelige|idiots|idioter|inferior|mindreverdige|trash|søppel|@bad',
      'all|alle|everyone|everybody|people|folk|de|dem|dei|those ~1 from|fra|frå|från ~2 er|are|är|is ~1 @bad|worse|dumme|dårlige',
    ],
  },

  // PROMPT_INJECTION: forgetting or bypassing rules, revealing instructions, a new role.
  {
    id: 'injection.broad_forget_rules',
    category: 'PROMPT_INJECTION',
    scope: 'request',
    near: [
      'regl*|rules|instruks*|instruktion*|instruction*|prompt*|retningslinj*|guideline*|filter*|filtre*|begrensning*|restriction*|grensene|sperr*|safety|sikkerhet*|moderation|moderering|censur*|sensur*|safeguard*|policy|policies|programming|programmering*',
      'glem*|gløym*|glöm*|forget*|ignor*|overse|disregard*|override*|bypass*|omgå*|kringgå*|disable*|deaktiver*|fjern*|remove*|slett*|delete*|drop|skip|unlock*',
      'your|dine|din|ditt|dina|dine|dit|dine|previous|prior|tidligere|forrige|foregående|earlier|above|ovenfor|ovenstående|original*|opprinnelig*|system*|safety|sikkerhet*|content|innholds*|filter*|codes|koder|kode|code|alle|all|every',
    ],
    window: 8,
  },
  {
    id: 'injection.broad_reveal',
    category: 'PROMPT_INJECTION',
    scope: 'request',
    near: [
      'config|konfig*|settings|innstillinger*|instruks*|instruction*|instruktion*|prompt*|systemprompt*|system|systemet|setup|oppsett|configuration|konfigurasjon*|words|ord|ordene|message|messages|melding*|beskjed*',
      'print|skriv|write|show|vis|reveal|avslør*|repeat|gjenta|output|dump|list|copy|kopier*|paste|what|hva|vad|hvad|visa|berätta|put|legg|sett|tell|fortell',
      'were|was|fikk|fekk|fick|got|given|gitt|told|fått|received|mottok|utvikler*|developer*|creator*|skaper*|first|først*|første|original*|opprinnelig*|hidden|skjult*|code|kodeblokk*|codeblock',
      'you|du|dere|your|dine|din|deg|dig',
    ],
    window: 12,
  },
  {
    id: 'injection.broad_no_longer',
    category: 'PROMPT_INJECTION',
    scope: 'request',
    near: [
      'lenger|lengre|longer|længere|längre',
      'du|you|dere|ni|u',
      'ikke|not|no|inte|ikkje',
      'barnehistori*|barnebok*|children*|kids|child|barn|assistant|assistent|ai|bot|chatbot|bound|bundet|begrens*|restrict*|filter*|rules|regler*|reglene|moderat*|censor*|sensur*|story|stories|historier|histori*|writer|skriver|skriv*|writes|write|safe|trygg|sikker',
    ],
    window: 8,
  },
  {
    // Answering as if the rules were gone: "svar som om du ikke har noen regler".
    id: 'injection.broad_no_rules',
    category: 'PROMPT_INJECTION',
    scope: 'request',
    near: [
      'regl*|rules|restriction*|begrens*|filter*|filtre*|limits|grenser|censor*|sensur*|guideline*|retningslinj*',
      'du|you|dere|ni|u|your|dine',
      'ikke|not|no|ingen|inga|without|uten|utan|uden|zero|null|dont|doesnt',
      'have|has|har|hadde|had|som|as|like|act|pretend|svar|svare|answer|respond|reply|skriv|write|behave|oppfør',
    ],
    window: 8,
  },
  {
    id: 'injection.broad_new_rule',
    category: 'PROMPT_INJECTION',
    scope: 'request',
    near: [
      'rule|rules|regel|regelen|regler|instruction*|instruks*|instruktion*|directive*|policy',
      'new|ny|nye|nya|nyt|updated|oppdatert*',
      'you|du|dere|ni|must|må|shall|skal|always|alltid',
      'question*|spørsmål*|request*|prompt*|forespørsel*|answer|answers|svar|svare|svarer|respond|reply|output|content|innhold|obey|adlyd*',
    ],
    window: 8,
  },
  {
    id: 'injection.broad_ignore_above',
    category: 'PROMPT_INJECTION',
    scope: 'request',
    patterns: [
      'ignore|ignorer|ignorere|ignorera|overse|glem|glöm|forget|disregard|skip|drop ~2 det|that|this|everything|alt|allt|all|the|dette|detta ~1 over|above|ovenfor|ovan|previous|tidligere|før|before|ovenstående|foregående|earlier|prior',
    ],
  },
  {
    id: 'injection.broad_secrets',
    category: 'PROMPT_INJECTION',
    scope: 'request',
    near: [
      'password|passwords|passord|passordet|lösenord*|adgangskode*|apikey|api-key|token|tokens|serial|activation|lisensnøkkel*|credentials|kredittkort*|license-key',
      'tell|tells|give|gi|fortell|si|say|show|vis|reveal|read|reads|les|what|hva|share|dele|send|print|skriv|list|recite',
      'admin|system|api|windows|server|your|din|dine|ditt|my|min|wifi|app|appen|account|konto*|grandma|grandmother|bestemor|bestefar|grandpa|mormor|farmor|deceased|late|avdøde|database',
    ],
    window: 10,
  },
  {
    id: 'injection.broad_code',
    category: 'PROMPT_INJECTION',
    scope: 'request',
    patterns: [
      'delete|deletes|deleting|slett*|radere|wipe|wipes|format|formats|rm ~2 files|filer|filene|harddisk*|database|disken|disk|system32|directory|katalog*',
      'write|skriv|generate|lag|make|give ~2 me|meg|some|noen|a|en|et ~1 virus|malware|keylogger|exploit|trojan|ransomware|hack|script',
    ],
  },
  {
    id: 'injection.broad_your_instructions',
    category: 'PROMPT_INJECTION',
    scope: 'request',
    patterns: [
      'translate|oversett|oversätt|oversæt|summarize|summarise|oppsummer|sammenfatt|repeat|gjenta|print|skriv|show|vis|list|recite|paraphrase ~2 [ut|out|opp|up|me|meg] [all|alle|hele] your|dine|din|ditt|dina|dit|dere|deres ~1 instructions|instruksjoner|instruksjonene|instruksene|instruks|prompt|prompts|systemprompt|guidelines|retningslinjer|retningslinjene|instruktioner|instruktionerna|instruktioner|config|configuration|settings|innstillinger',
    ],
  },
  {
    id: 'injection.broad_adult_role',
    category: 'PROMPT_INJECTION',
    scope: 'request',
    near: [
      'voksne|vuxna|voksne|adults|grownups|grown-ups|18+|uncensored|usensurert*|ocensurerad*|ucensureret|unfiltered|ufiltrert*|ofiltrerad*|ufiltreret|jailbroken|jailbreak*',
      'du|you|u|dere|ni',
      'er|are|är|ær|is|become|bli|blir|act|spill|play|pretend|late|låtsas|lad|now|nå|no|nu',
    ],
    window: 8,
  },
  {
    id: 'injection.broad_bypass',
    category: 'PROMPT_INJECTION',
    scope: 'request',
    near: [
      'bypass*|omgå*|kringgå*|jailbreak*|override*|cheat-code*|unlock*',
      'filter*|filtre*|safety|sikkerhet*|säkerhet*|sikkerhed*|moderation|censor*|sensur*|restriction*|begrensning*|parental|foreldrekontroll*|rules|regler*|block*|blokker*|sperr*|codes|koder|code',
    ],
    window: 5,
  },

  // TOO_SCARY: for the youngest, children bitten or eaten, parents taken, a watcher at the
  // window, a faceless figure, a creepy thing telling a child to hurt someone, drowning.
  {
    // The child is what is eaten or bitten ("vil spise barnebarna", "biter barnen"), not the
    // one eating ("the kids eat ice cream", "eats dinner with the kids").
    id: 'too_scary.broad_children_eaten',
    category: 'TOO_SCARY',
    below: 7,
    patterns: [
      'spise|spiser|spis|eat|eats|eating|ete|eter|åt|äta|äter|æde|æder|sluke|sluker|slukte|devour*|gobble*|munch*|tygge*|chew*|bite|bites|biting|biter|bider|bet|bit ~1 [the|de|dei|alle|all|små|little|lille|lilla|hennes|hans|sine|sina|his|her|their|up] ~1 [little|små|lille|lilla] YOUNG'.replace(
        'YOUNG',
        YOUNG,
      ),
      'YOUNG ~3 eaten|spist|spises|ætes|äts|ätas|ædt|bitten|bitt|bites'.replace('YOUNG', YOUNG),
    ],
  },
  {
    id: 'too_scary.broad_parents_taken',
    category: 'TOO_SCARY',
    below: 7,
    near: [
      'steal*|stjel*|stjal|stole|kidnap*|snatch*|replace*|erstatt*|bortfør*|copies|copy|kopi*|kopier*|imposter*|impostor*|dobbelgjenger*|fake|falsk*|away|bort|vekk|borte|forsvinn*|disappear*',
      PARENTS,
      '@scary|monster*|aliens|alien|romvesen*|heks*|witch*|skygge*|shadow*|troll*|creature*|thing*|ting|someone|noen|stranger*|fremmed*',
    ],
    window: 10,
  },
  {
    id: 'too_scary.broad_faceless',
    category: 'TOO_SCARY',
    below: 9,
    patterns: [
      'faceless|ansiktsløs*|ansiktslös*|ansigtsløs*|ansiktslaus*',
      'no|without|uten|utan|uden|ingen ~1 face|ansikt|ansiktet|ansigte|ansikte|eyes|øyne|ögon|øjne',
    ],
  },
  {
    // A figure that watches a child's window or bed at night.
    id: 'too_scary.broad_watcher',
    category: 'TOO_SCARY',
    below: 8,
    near: [
      'window*|vindu*|vindauge*|vindue*|fönst*|seng*|bed|beds|døra|døren|door|doors|dörren|døren|soverom*|bedroom*|sovrum*|soveværelse*|closet|klesskap*|garderob*',
      'man|mann|mannen|stranger*|fremmed*|someone|somebody|noen|nokon|någon|nogen|@scary|figure|skikkelse*|gestalt*|creature*|thing|ting|lady|dame|woman|kvinne',
      'stirr*|stare*|staring|watch*|glor|glaner|glo|whisper*|hvisk*|viska*|breath*|puster|andas|venter|waits|waiting|står|stands|standing|stod|stood|lurer|lurks|lurking',
      'night|natt*|nights|kveld*|every|hver|hvar|varje|always|alltid|dark|mørket|mörkret',
    ],
    window: 12,
  },
  {
    id: 'too_scary.broad_told_to_hurt',
    category: 'TOO_SCARY',
    below: 10,
    near: [
      'hurt|harm|skade|skader|skada|@kill|push|dytte|dytt|bite|slå|hit|burn|brenne|poison|forgifte|stab|stikke|drown|drukne',
      'tells|told|tell|says|said|sier|sa|ber|bad|asks|asked|whispers|whispered|hvisker|hvisket|orders|commands|befaler|tvinger|forces|makes|säger|siger',
      '@scary|creepy|skummel*|uhyggelig*|evil|voice|voices|stemme*|stemmen|røst*|röst*',
    ],
    window: 10,
  },
  {
    // Horror scenery: corpses, blood running down the walls.
    id: 'too_scary.broad_horror_scenery',
    category: 'TOO_SCARY',
    below: 9,
    patterns: [
      'corpse|corpses|lijken|kadaver|kadaveret|kadavre|zombielik',
      'dead ~1 bodies|body',
      'døde|döda|døde ~1 kropper|kroppar|kroppe|mennesker',
    ],
  },
  {
    id: 'too_scary.broad_blood_walls',
    category: 'TOO_SCARY',
    below: 9,
    near: [
      'blood|blod|blodet|bloody|blodig*',
      'walls|wall|veggene|veggen|vegger|väggarna|væggene|ceiling|taket|floor|gulvet|golvet|everywhere|overalt|överallt|drip*|drypp*|dryp*|renner|rant|rinner|pool*|pøl*',
    ],
    window: 5,
  },
  {
    id: 'too_scary.broad_buried',
    category: 'TOO_SCARY',
    below: 8,
    near: [
      'coffin|coffins|kiste|kisten|kista|likkiste*|grave|graven|grav|underground|buried|begravd*|begravet|begraven|begravd',
      'trapped|fanget|fanga|stuck|locked|låst|innestengt*|instängd*|indespærret|alive|levende|levande',
    ],
    window: 6,
  },
  {
    id: 'too_scary.broad_trampled',
    category: 'TOO_SCARY',
    below: 6,
    near: ['tramp*|tråkk*|stamp*|squash*|crush*|knus*|squish*', YOUNG],
    window: 6,
  },
  {
    id: 'too_scary.broad_devil_soul',
    category: 'TOO_SCARY',
    below: 10,
    near: [
      'djevel*|devil|devils|satan*|djävul*|djævel*|lucifer|fanden|demon*',
      'sjel|sjelen|sjela|soul|souls|själ*|sjæl*|take|takes|ta|tar|hente|henter|children|barn|barna|kids|ungene',
    ],
    window: 6,
  },
  {
    id: 'too_scary.broad_baby_abandoned',
    category: 'TOO_SCARY',
    below: 7,
    near: [
      'baby|babyen|babies|toddler|spedbarn*|bebis*|bebisen|lillebror|lillesøster|newborn|nyfødt*',
      'alone|alene|aleine|ensam|abandoned|forlatt*|left|etterlatt*|lämnad*|efterladt',
      'woods|forest|skogen|skog|dark|mørket|mörkret|night|natt*|wolves|ulver|ulvene|wolf|ulv|vargar|ulve',
    ],
    window: 10,
  },
  {
    id: 'too_scary.broad_one_by_one',
    category: 'TOO_SCARY',
    below: 8,
    near: [
      'die|dies|dør|døde|dö|dör|dead|killed|drept|drepes|dræbt|dödas|taken|tatt',
      'one|en|ei|ett|etter|efter|after|by',
      'friends|vennene|venner|vänner|venninnene|family|familien|familjen|children|barna|kids|classmates|klassekameratene|alle|everyone|everybody',
    ],
    window: 8,
  },
  {
    id: 'too_scary.broad_mirror',
    category: 'TOO_SCARY',
    below: 8,
    near: [
      'mirror|mirrors|speil|speilet|spegel|spegelen|spegeln|spejl|spejlet',
      'dead|død|døde|ghost*|spøkels*|spöke*|blood|blod|demon*|corpse*|skeleton*|skjelett*',
    ],
    window: 8,
  },
  {
    id: 'too_scary.broad_maimed_child',
    category: 'TOO_SCARY',
    below: 8,
    near: [
      'eyes|øyne|øynene|ögon|ögonen|øjne|øjnene|fingers|fingre|fingrene|ears|ører|ørene|tongue|tunge|tungen|face|ansiktet|skin|huden|hands|hendene|hender',
      'takes|took|tar|tok|steals|stjeler|stjal|rips|river|rev|pulls|drar|plucks|eats|spiser|cuts|kutter|tears|gouges|sews|syr|bites|biter|bit|chews|tygger',
      `${YOUNG}|girls|girl|boy|boys`,
      '@scary|monster*|witch*|heks*|troll*|creature*|thing|ting|man|mann|mannen|doctor|doktor|legen|teddy|bamse*|toy|leke|lekene|comes|alive|levende',
    ],
    window: 10,
  },
  {
    id: 'too_scary.broad_taken_at_night',
    category: 'TOO_SCARY',
    below: 7,
    near: [
      'takes|took|tar|tok|steals|stjeler|stjal|snatch*|grab*|griper|grep|kidnap*|bortfør*|henter|hentet|carries|bærer|bar',
      YOUNG,
      'night|natt*|natten|mørket|dark|nursery|barnerom*|bedroom|soverom*|window|vindu*|bed|seng*',
      'man|mann|mannen|@scary|someone|noen|stranger|fremmed*|shadow|skygge*|figure|skikkelse*|witch|heks*',
    ],
    window: 12,
  },
  {
    id: 'too_scary.broad_sewn',
    category: 'TOO_SCARY',
    below: 10,
    patterns: [
      'syr|sew|sews|sewed|sewn|stitches|stitched|sydde|syr|limer|glues ~3 YOUNG ~2 sammen|together|ihop|into|til'.replace(
        'YOUNG',
        YOUNG,
      ),
    ],
  },
  {
    id: 'too_scary.broad_crawls_out',
    category: 'TOO_SCARY',
    below: 8,
    near: [
      'crawl|crawls|crawling|crawled|kryp*|krøp|kravl*|climbs|klatrer|klättrar',
      'tv|tv-en|screen|skjerm*|mirror|speil*|well|brønn*|toilet|toalett*|closet|skap*|wall|vegg*|grave|grav*|drain|sluk*',
      '@scary|ghost*|spøkels*|spöke*|spøgels*|corpse*|dead|død|døde|eyes|øyne',
    ],
    window: 8,
  },
  {
    id: 'too_scary.broad_drowning',
    category: 'TOO_SCARY',
    below: 7,
    near: [
      'drown*|drukn*|drunkn*|druknar|swallow*|sluk*|oppslukt*|sank|sink*|synk*|sjunk*',
      YOUNG,
      'sea|hav*|waves|bølge*|våg*|vann*|water|vatten|lake|sjø*|ocean|storm|dyp*|deep',
    ],
    window: 10,
  },
  {
    id: 'too_scary.broad_from_below',
    category: 'TOO_SCARY',
    below: 7,
    near: [
      'toilet*|toalett*|doen|dass*|sluket|drain*|avløp*|under',
      '@scary|monster*|creature*|ting|thing|something|noe|något|noget|hand|hands|hender|hånd|arms',
      'bite*|biter|bider|bit|grab*|griper|grep|tar|take*|takes|pull*|drar|drag*|eat*|spis*|crawl*|kryp*|kryper|krøp|kravl*|venter|waits|waiting|lurer|lurks|teeth|tenner|tennene|sulten|hungry',
      `${YOUNG}|du|you|deg|dig|your|din`,
    ],
    window: 10,
  },

  // VIOLENCE: bodies torn, cut apart or crushed, insides eaten.
  {
    id: 'violence.broad_insides',
    category: 'VIOLENCE',
    near: [
      'insides|innsiden|innvoller*|inälvor*|indvold*|guts|entrails|intestines|tarmer*|tarmane|innmat|organs|organer|organene',
      'eat*|spis*|ete|et|eter|åt|äter|æder|devour*|sluk*|chew*|tygg*|gnaw*|gnag*|rip*|river|rev|tear*|tore|pull*|drar|dro',
    ],
    window: 6,
  },
  {
    id: 'violence.broad_torn_apart',
    category: 'VIOLENCE',
    near: [
      'cut|cuts|cutting|kutter|kutte|skjærer|skjære|skar|rip|rips|ripped|ripping|tear|tears|tore|torn|river|rev|revet|rive|sliter|slet|flenge*|splitt*|hugg*|hogg*|chop*|saw|saws|sawed|sager|saget|kløyv*|klyv*',
      'half|halves|halvt|halvdel*|halvor|pieces|stykker|bitar|stycken|stykke*|shreds|filler|limb|lemmer',
      '@person|guy|guys|fyr|fyren|skurk|skurken|villain|baddie|mannen|man|zookeeper|keeper|soldier*|prisoner*|fange*|tyv*|thief|thieves|victim*|offer|offeret|deira|deres|deras',
    ],
    window: 6,
  },
  {
    id: 'violence.broad_cut_off',
    category: 'VIOLENCE',
    near: [
      'fingr*|finger*|fingrar*|toes|tær|tærne|tårna|hånd|hender|hands|hand|händer|hænder|hænderne|arm|armer|arms|armen|armene|legs|leg|bein|beina|bena|benen|nese*|nose|ears|ear|øre*|öron|tunge*|tongue*|teeth|tenner|tennene|tänder|tænder|tænderne|eyes|øyne|øynene|ögon|øjne|øjnene',
      'chop*|hugg*|hogg*|sever*|amputat*|sag*|saw*|skjær*|skjer*|skar|skær*|skär*|rip*|tear*|tore|torn|river|rev|flå*|gouge*|pluck*|kapp*|klipp*|cut|cuts|kutt*|pull*|trekk*|rykk*',
      'av|off|af|out|ut|loose|løs|ud',
      '@person|tyv*|thief|thieves|prisoner*|fange*|victim*|offer|offeret|one|en|ett|etter|efter|after|by',
    ],
    window: 8,
  },
  {
    id: 'violence.broad_throat',
    category: 'VIOLENCE',
    near: [
      'strupe|strupen|struben|strupa|throat|throats|halsen|halsene|strupar|struphuvud*',
      'kutt*|skjær*|skar|skær*|skär*|slit|slits|slitting|cut|cuts|cutting|sprett*|rip*|river|rev|flerr*',
    ],
    window: 4,
  },
  {
    // Beaten until the victim stopped moving or breathing.
    id: 'violence.broad_until_still',
    category: 'VIOLENCE',
    near: [
      'moved|moving|move|rørte|rører|beveget|breath*|puste|pustet|andades|andas|woke|våknet|vågnede|vaknade|alive|levde|lever|rørde',
      'until|til|till|helt',
      'not|no|ikke|inte|never|aldri|stopped|sluttet|slutta|stoppet|ikkje',
      '@hit|slo|slog|sparket|banket|kvelte|beat|kicked|punched|choked|stabbed|stakk|hit|hits|kicks|sparka|dunket|strangled|held|holdt',
    ],
    window: 12,
  },
  {
    id: 'violence.broad_to_death',
    category: 'VIOLENCE',
    near: [
      'death|døde|døds|ihjel|ihjäl|døden|döden|ihjæl|døde',
      'stoned|stenet|steinet|stenede|stenade|steina|beat|beaten|slo|slått|slog|banket|kicked|sparket|burned|brent|brente|whipped|pisket|stabbed|knivstukket|knivstakk|hanged|hengt|hengte|drowned|druknet|starved|sultet|sultede|tortured|torturert|torturerte|choked|kvalt|kvalte|strangled|trampled|tråkket|trampet|shot|skutt|skjøt|hunted|jaget|frøs|froze',
    ],
    window: 5,
  },
  {
    id: 'violence.broad_beat_up',
    category: 'VIOLENCE',
    patterns: ['beat|beats|beating|beaten ~1 up ~3 @person'],
  },
  {
    id: 'violence.broad_crushed_head',
    category: 'VIOLENCE',
    near: [
      'head|heads|hode|hodet|hodene|hoder|hovud|hovuda|hovudet|huvud*|hoved*|skull*|skalle*|hodeskall*|kranium*',
      'knus*|crush*|smash*|bash*|kløyv*|splitt*|cave*|knekk*|smadr*|krosse*|krossa*',
    ],
    window: 5,
  },
];
