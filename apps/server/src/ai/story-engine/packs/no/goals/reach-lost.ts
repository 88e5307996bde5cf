// Borte inne på et stort og travelt sted (plan/lost-plan): regelen sagt ved døra, en runde
// sammen, øyeblikket helten snur seg og den voksne er borte, forsøk som ikke virker (et rop som
// drukner i bråket, å løpe tilbake, en lue som ligner), så stoppet, regelen husket, en voksen som
// jobber der spurt, navnet sagt, ventingen; høyttaleren, og den voksne familien nevnte, kommer.
// Rolig til slutt: hjem, og regelen øvd én gang til.
import type { NoCtx } from '../../../compose/ctx-no';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import type { SceneSetting } from '../../../../scene-spec';
import { by } from '../../by-band';
import { eachOnce, inTurn } from '../../place-beats';
import { nobodyMet, noSky, stillAsides } from '../../still-scenes';
import { lostKind, type LostKind } from '../../lost-kinds';
import { cap } from '../../../text';
import { adj, def as defOf, indef, predicative } from '../../../grammar/norwegian';

const h = (c: NoCtx) => c.hero.name;
const han = (c: NoCtx) => c.hero.han;
const Han = (c: NoCtx) => cap(han(c));
const ham = (c: NoCtx) => c.hero.ham;
const hans = (c: NoCtx) => c.hero.hans;
/** Den voksne familien nevnte: mamma, pappa, bestemor, kattemammaen. */
const g = (c: NoCtx) => c.recipient?.name ?? 'mamma';
const G = (c: NoCtx) => cap(g(c));
const gGen = (c: NoCtx) => c.recipient?.gen ?? 'mammas';
const gHan = (c: NoCtx) => c.recipient?.han ?? 'hun';
const GHan = (c: NoCtx) => cap(gHan(c));
const gHam = (c: NoCtx) => c.recipient?.ham ?? 'henne';

/** Det den voksne har på seg den dagen: sagt ved døra og lett etter i mengden. */
interface Wear {
  indef: string;
  def: string;
  sin: string;
  /** Etter eieform: «mammas gule skjerf». */
  gen: string;
}
const WEAR: Wear[] = [
  {
    indef: 'et gult skjerf',
    def: 'det gule skjerfet',
    sin: 'det gule skjerfet sitt',
    gen: 'gule skjerf',
  },
  { indef: 'ei rød lue', def: 'den røde lua', sin: 'den røde lua si', gen: 'røde lue' },
  {
    indef: 'ei grønn regnjakke',
    def: 'den grønne regnjakka',
    sin: 'den grønne regnjakka si',
    gen: 'grønne regnjakke',
  },
];
const wear = (c: NoCtx) => WEAR[h(c).length % WEAR.length] as Wear;

interface Where {
  /** Det folk går mellom: «hyllene». */
  inside: string;
  /** Der de var da de mistet hverandre: «ved bananene». */
  spot: string;
  /** Det som fanger heltens blikk, og det samme kort: «lekebilene». */
  lure: [young: string, mid: string];
  it: string;
  /** «dem» om lekebilene, «det» om toget, «den» om dinosauren. */
  itDem: 'dem' | 'den' | 'det';
  /** Dit høyttaleren ber den voksne komme. */
  desk: string;
  /** Det som drukner et rop. */
  noise: string;
  /** En som jobber der: hvem, og hvordan et barn kan se det. */
  worker: { a: string; the: string; short: string; han: 'han' | 'hun'; shows: string };
  /** Veien inn: «de store skyvedørene». */
  door: string;
  /** Det de var der for, gjort ferdig sammen til slutt: «handlingen». */
  finish: string;
  /** Hvordan stedet ser ut og høres ut. */
  look: [young: string, mid: string];
  /** Ting de går forbi: «et fjell av appelsiner». */
  sights: string[];
  /** Det den som jobber der, lar helten hjelpe til med mens de venter. */
  job: [young: string, mid: string][];
  /** En runde sammen før de mister hverandre. */
  browse: [young: string, mid: string][];
}

const WHERE: Record<LostKind, Where> = {
  shop: {
    inside: 'hyllene',
    spot: 'ved bananene',
    lure: [
      'ei hylle med blanke lekebiler',
      'ei hylle helt innerst i gangen, full av blanke lekebiler med dører som gikk an å åpne',
    ],
    it: 'lekebilene',
    itDem: 'dem',
    desk: 'kassene',
    noise: 'pipingen fra kassene og skranglingen fra handlevognene',
    worker: {
      a: 'ei dame i kassa',
      the: 'dama i kassa',
      short: 'dama',
      han: 'hun',
      shows: 'Hun hadde grønn skjorte og navneskilt, som alle som jobbet der.',
    },
    door: 'de store skyvedørene',
    finish: 'handlingen',
    look: [
      'Alt var stort og lyst, med lange, lange ganger.',
      'Alt var stort og lyst, med ganger så lange at en nesten ikke så enden av dem, og musikk som spilte lavt fra taket.',
    ],
    sights: [
      'et fjell av appelsiner',
      'en vegg av frokostblandinger med tegneseriefjes på',
      'en fryser full av is',
      'et tårn av dopapir høyere enn en voksen',
      'ei hylle med bursdagslys i alle farger',
      'en kurv med gule, myke svamper',
      'ei hylle med syltetøyglass som lyste som lamper',
    ],
    job: [
      [
        'Dama lot {h} trykke på knappen på kassa. Pip!',
        'Dama lot {h} trykke på knappen på kassa, og skuffen spratt ut med et pling, og {h} fniste.',
      ],
      [
        '{h} hjalp til med å stable sjokolade.',
        'Mens de ventet, hjalp {h} henne med å stable sjokoladeplater i et pent tårn, med alle papirene samme vei.',
      ],
    ],
    browse: [
      [
        'De la epler og bananer i vogna.',
        'Først fylte de en pose med røde epler og plukket de gulste bananene, og {h} fikk legge dem i vogna.',
      ],
      [
        'Det pustet kald luft fra fryseren. Brrr!',
        'Ved frysedisken pustet det ut kald luft hver gang noen åpnet en dør, og {h} lot som {han} var en isbjørn.',
      ],
      [
        '{h} kjente lukta av nybakt brød. Mmm!',
        'Ved brøddisken luktet det varmt brød, og {g} lot {ham} velge et brød med frø på toppen.',
      ],
      [
        '{h} fikk trille vogna. Den gikk skjevt!',
        '{h} fikk trille handlevogna, men den hadde ett skjevt hjul og ville hele tiden til venstre, og {g} lo hver gang.',
      ],
      [
        'De veide tomater. Vekta ga dem en lapp!',
        'De veide en pose tomater på den store vekta, og {h} trykket på knappen med tomatbildet, og ut kom en lapp.',
      ],
    ],
  },
  market: {
    inside: 'bodene',
    spot: 'ved fiskeboden',
    lure: [
      'en mann som blåste kjempestore såpebobler',
      'en mann som blåste såpebobler så store som lenestoler, som vaklet opp over folkemengden og sprakk',
    ],
    it: 'såpeboblene',
    itDem: 'dem',
    desk: 'honningboden',
    noise: 'ropene fra selgerne',
    worker: {
      a: 'dama i honningboden',
      the: 'dama i honningboden',
      short: 'honningdama',
      han: 'hun',
      shows:
        'Hun hadde et forkle med markedets navn på, og hun hadde solgt honning der hele dagen.',
    },
    door: 'åpningen mellom de første bodene',
    finish: 'runden på markedet',
    look: [
      'Markedet var fullt av boder og folk.',
      'Markedet var fullt av stripete boder og glad støy: folk som ropte, kurver som dunket, noen som spilte trekkspill.',
    ],
    sights: [
      'en bod full av røde epler',
      'en kurv med garn i alle farger',
      'en mann som solgte tresleiver',
      'en bod med blomster som luktet sommer',
      'et bord fullt av blanke, gamle nøkler',
      'en bod med varme vafler',
      'ei dame som solgte strikkeluer med dusk',
    ],
    job: [
      [
        'Honningdama lot {h} smake. Søtt!',
        'Honningdama lot {h} smake honning fra tre glass, og {h} måtte gjette hvilke blomster biene hadde besøkt.',
      ],
      [
        '{h} hjalp til med å pakke inn et glass.',
        '{h} hjalp henne med å pakke inn et glass honning i brunt papir til en kunde, og knøt hyssingen i en sløyfe.',
      ],
    ],
    browse: [
      [
        'De kjøpte jordbær i ei lita kurv.',
        'Ved fruktboden kjøpte {g} ei lita kurv jordbær, og mannen ga {h} ett å smake på.',
      ],
      [
        'En stor fisk så på {h}.',
        'På fiskeboden lå fiskene på is med åpen munn, og {h} var sikker på at en av dem blunket.',
      ],
      [
        'En bod solgte honning i gylne glass.',
        'En bod solgte honning i gylne glass som skinte, og {h} fikk smake en dråpe på ei bitte lita skje.',
      ],
      [
        'En mann spilte trekkspill. {h} danset!',
        'Ved fontenen spilte en mann trekkspill, og {h} danset en liten dans, og mannen blunket og spilte fortere.',
      ],
      [
        'De smakte ost på små pinner. Nam!',
        'Ved osteboden smakte de små terninger ost på pinner, og {h} likte den gule best og den som luktet rart, minst.',
      ],
    ],
  },
  zoo: {
    inside: 'gjerdene',
    spot: 'ved pingvinene',
    lure: [
      'apene som svingte seg i tauene',
      'apene som svingte seg fra tau til tau og skar grimaser til alle',
    ],
    it: 'apene',
    itDem: 'dem',
    desk: 'passerhytta ved pingvinene',
    noise: 'folkemengden og papegøyeskrikene',
    worker: {
      a: 'en dyrepasser',
      the: 'dyrepasseren',
      short: 'dyrepasseren',
      han: 'han',
      shows: 'Han hadde grønn kjeledress med dyreparkens merke på og bar ei bøtte med fisk.',
    },
    door: 'porten',
    finish: 'runden i dyreparken',
    look: [
      'Stier gikk i alle retninger.',
      'Stier gikk i alle retninger mellom gjerder og busker, og overalt var det folk og barnevogner.',
    ],
    sights: [
      'en dam full av rosa flamingoer',
      'ei søvnig skilpadde så stor som en koffert',
      'et glasshus fullt av sommerfugler',
      'en familie surikater som sto vakt',
      'en vegg der papegøyene satt på rad',
      'en lekeplass som så ut som en jungel',
      'en dam der oterne skled ned en stein',
    ],
    job: [
      [
        '{h} fikk gi pingvinene en fisk!',
        'Dyrepasseren lot {h} kaste en fisk til pingvinene, og en tykk, liten pingvin fanget den i lufta.',
      ],
      [
        'Han viste {h} en pingvinunge.',
        'Dyrepasseren viste {h} en pingvinunge, grå og dunete, som sto tett inntil mora si og pep.',
      ],
    ],
    browse: [
      [
        'Pingvinene vraltet og stupte. Plask!',
        'Først så de pingvinene vralte ned til vannet og stupe uti, plask, plask, én etter én.',
      ],
      [
        'En sjiraff bøyde seg ned mot {h}.',
        'Ved sjiraffene kom en lang hals svingende ned, og en sjiraff så {h} rett i øynene.',
      ],
      [
        'De delte en is på en benk.',
        'De delte en is på en benk ved flamingoene, som sto på ett bein og ikke vaklet én gang.',
      ],
      [
        'Løvene sov. En av dem gjespet!',
        'Løvene lå og sov på en stor, flat stein, og en av dem gjespet så stort at {h} kunne telle tennene.',
      ],
      [
        'En påfugl slo ut halen. For noen farger!',
        'En påfugl spankulerte over stien og slo ut halen som ei stor, skinnende vifte, rett foran {h}.',
      ],
    ],
  },
  fair: {
    inside: 'karusellene',
    spot: 'ved karusellen',
    lure: [
      'en mann som lagde rosa sukkerspinn',
      'en mann som spant rosa sukkerspinn i en stor trommel, rundt og rundt, som en sky på pinne',
    ],
    it: 'sukkerspinnet',
    itDem: 'det',
    desk: 'billettluka',
    noise: 'musikken og hylene fra karusellene',
    worker: {
      a: 'ei dame i billettluka',
      the: 'dama i billettluka',
      short: 'billettdama',
      han: 'hun',
      shows: 'Hun satt i den lille billettluka med et merke på jakka og solgte billetter til alle.',
    },
    door: 'porten under lysene',
    finish: 'dagen på tivoliet',
    look: [
      'Lys blinket, og musikk spilte overalt.',
      'Lys blinket på hver karusell, musikk kom fra alle kanter, og det luktet popkorn og sukker.',
    ],
    sights: [
      'en popkornvogn som luktet smør',
      'radiobilene som krasjet og lo',
      'et telt der en klovn sjonglerte med tallerkener',
      'en liten båttur i en rund dam',
      'en bod full av kjempestore bamser',
      'et speil som gjorde alle høye og tynne',
      'et lykkehjul med hundre lys',
    ],
    job: [
      [
        '{h} fikk rive av billetter. Ritsj!',
        'Billettdama lot {h} rive billetter av rullen, ritsj, ritsj, og gi dem til folkene i køen.',
      ],
      [
        'Hun ga {h} ei lita papirkrone.',
        'Hun fant ei lita papirkrone i en skuff og satte den på hodet til {h}. «Alle modige barn får en,» sa hun.',
      ],
    ],
    browse: [
      [
        '{h} red på en hvit hest i karusellen.',
        'Først red {h} på karusellen, på en hvit hest med gullmanke, og {g} vinket hver gang {han} kom rundt.',
      ],
      [
        'De så på pariserhjulet.',
        'De sto og så på pariserhjulet som gikk rundt, så høyt at folkene på toppen så ut som maur.',
      ],
      [
        '{h} kastet ball på boksene. Krasj!',
        'I en bod kastet {h} en ball på et tårn av bokser, og tre av dem falt ned med et brak.',
      ],
      [
        'De kjørte det lille toget. Det plystret!',
        'De kjørte det lille toget rundt på tivoliet, og {h} fikk dra i snora som fikk fløyta til å plystre.',
      ],
      [
        '{g} vant en papirrose til {h}.',
        'I skytebua vant {g} en papirrose og ga den til {h}, som stakk den bak øret.',
      ],
    ],
  },
  station: {
    inside: 'alle menneskene',
    spot: 'ved billettautomatene',
    lure: [
      'et blankt, rødt tog',
      'et blankt, rødt tog som kom glidende inn, så langt at det ikke tok slutt',
    ],
    it: 'det røde toget',
    itDem: 'det',
    desk: 'informasjonsskranken',
    noise: 'buldringen fra togene',
    worker: {
      a: 'en vakt i informasjonsskranken',
      the: 'vakta i informasjonsskranken',
      short: 'vakta',
      han: 'han',
      shows: 'Han hadde mørkeblå uniform og lue og satt bak en skranke med en stor «i» på.',
    },
    door: 'de store dørene',
    finish: 'det de var kommet for',
    look: [
      'Stasjonen var kjempestor, med tak av glass.',
      'Stasjonen var kjempestor, med et tak av glass høyt der oppe og folk som skyndte seg overalt med vesker og kofferter.',
    ],
    sights: [
      'en mann som spilte piano i hallen',
      'en butikk full av blader og godteri',
      'ei due som spankulerte rundt som om den hadde billett',
      'et stort kart over alle jernbanelinjene',
      'en lang rekke kofferter på hjul',
      'et lite, rødt tog som barn kunne sitte i',
      'et bakeri som luktet kanel',
    ],
    job: [
      [
        'Vakta lot {h} holde den blanke fløyta.',
        'Vakta lot {h} holde den blanke sølvfløyta, men ikke blåse i den, for da ville alle togene kjøre.',
      ],
      [
        'De så på den store tavla sammen.',
        'De så på den store tavla sammen, og vakta viste {h} hvordan en finner toget til havet.',
      ],
    ],
    browse: [
      [
        'De så på den store tavla med tog.',
        'De så på den store tavla der alle togene sto, og {h} leste navn på byer {han} aldri hadde hørt om.',
      ],
      [
        '{g} kjøpte to boller i kiosken.',
        'I kiosken kjøpte {g} to kanelboller, og de spiste dem stående, som ordentlige reisende.',
      ],
      [
        'Et tog suste forbi. Sjuuu!',
        'Et lyntog suste rett gjennom uten å stoppe, og vinden fra det blåste håret til {h} rett til værs.',
      ],
      [
        'Et langt tog dro. {h} vinket og vinket.',
        'De så et langt tog kjøre sakte ut, og {h} vinket til alle folkene i vinduene, og noen av dem vinket tilbake.',
      ],
      [
        'Klokka var kjempestor. Viseren hoppet!',
        'Høyt oppe på veggen hang ei klokke så stor som et vognhjul, og {h} så den lange viseren hoppe fram et helt minutt.',
      ],
    ],
  },
  hall: {
    inside: 'montrene',
    spot: 'ved den store trappa',
    lure: [
      'et kjempestort dinosaurskjelett',
      'et dinosaurskjelett så høyt at hodet nesten nådde taket',
    ],
    it: 'dinosauren',
    itDem: 'den',
    desk: 'informasjonsskranken',
    noise: 'ekkoet av skritt og stemmer',
    worker: {
      a: 'ei vakt i informasjonsskranken',
      the: 'vakta i informasjonsskranken',
      short: 'vakta',
      han: 'hun',
      shows:
        'Hun hadde mørk jakke med et merke på og satt ved skranken innenfor døra, der kartene lå.',
    },
    door: 'de tunge dørene',
    finish: 'runden gjennom salene',
    look: [
      'Salene var store, med montre av glass.',
      'Salene var store og høye, fulle av glassmontre, og hver lyd kom tilbake som et ekko.',
    ],
    sights: [
      'en mumiekiste malt med gull',
      'et kjempestort hvalskjelett som hang fra taket',
      'et rom fullt av bitte små skipsmodeller',
      'en vegg med gamle sverd og skjold',
      'en monter full av glitrende steiner',
      'et rom der gulvet var et kart over hele verden',
      'en lang rad med gamle klokker som alle tikket',
    ],
    job: [
      [
        'Vakta viste {h} det store kartet.',
        'Vakta viste {h} det store kartet over alle salene og lot {h} sette et klistremerke der de var.',
      ],
      [
        '{h} fikk en blyant formet som et bein.',
        'Hun ga {h} en blyant formet som et dinosaurbein, fra eska hun hadde til modige besøkende.',
      ],
    ],
    browse: [
      [
        'De så ei gammel ridderrustning.',
        'De så ei ridderrustning så blank at {h} kunne se sitt eget fjes i den, langt og morsomt.',
      ],
      [
        'I en monter lå det gullmynter.',
        'I en glassmonter lå det gullmynter fra gamle dager, og {g} leste høyt hvor gamle de var.',
      ],
      [
        '{h} fant ei utstoppa ugle. Den så levende ut!',
        'I et hjørne sto ei utstoppa ugle med store, gule øyne, og {h} var sikker på at den fulgte {ham} med blikket.',
      ],
      [
        'De så et maleri av et skip. Store bølger!',
        'De sto foran et kjempestort maleri av et skip i storm, og bølgene så så ekte ut at {h} nesten ble sjøsyk.',
      ],
      [
        '{h} trykket på en rød knapp. Et lys tentes!',
        'I ett rom fikk {h} trykke på en stor, rød knapp, og en liten modellvulkan lyste opp og rumlet.',
      ],
    ],
  },
};

const where = (c: NoCtx): Where => WHERE[lostKind(c)];
const fill = (c: NoCtx, s: string) =>
  s
    .replace(/\{h\}/g, h(c))
    .replace(/\{g\}/g, g(c))
    .replace(/\{han\}/g, han(c))
    .replace(/\{ham\}/g, ham(c));
/** En linje som hører stedet til, med ordlyden for lytterens alder. */
const own = (c: NoCtx, line: [string, string] | undefined) => {
  if (!line) return null;
  const text = fill(c, by(c, line[0], line[1]));
  return cap(text);
};
const worker = (c: NoCtx) => where(c).worker;
const wHan = (c: NoCtx) => worker(c).han;
const WHan = (c: NoCtx) => cap(wHan(c));
const wHam = (c: NoCtx) => (worker(c).han === 'han' ? 'ham' : 'henne');
const wHans = (c: NoCtx) => (worker(c).han === 'han' ? 'hans' : 'hennes');
const there = (c: NoCtx) => c.target?.def ?? 'butikken';
const STOR = adj('stor', 'stort');
const FULL = adj('full', 'fullt');
/** «stor» om butikken, «stort» om markedet. */
const big = (c: NoCtx) => predicative(STOR, c.target?.noun ?? 'm');
const full = (c: NoCtx) => predicative(FULL, c.target?.noun ?? 'm');
const at = (c: NoCtx) => c.target?.in ?? 'i butikken';

/** Det den voksne sa ved døra, og derfor det helten husker. */
const RULE = (c: NoCtx) =>
  `«Hvis vi noen gang mister hverandre,» sa ${g(c)}, «så stå stille, finn en som jobber her, og si navnet ditt.»`;

/** Den k-te tingen de går forbi, eller ingen. */
const sight = (c: NoCtx, k: number) => where(c).sights[k];
const passing: Bank<NoCtx> = eachOnce<NoCtx>('lost-pass', [
  (c) =>
    by(
      c,
      `De gikk forbi ${sight(c, 0)}. ${h(c)} sa oi!`,
      `De gikk forbi ${sight(c, 0)}, og ${h(c)} gikk saktere for å se, og det gjorde ${g(c)} også, for det hastet ikke.`,
      `De gikk forbi ${sight(c, 0)}, og ${h(c)} gikk helt sakte for å se, og det gjorde ${g(c)} også, for i dag hastet ingenting, og å se på ting var halve moroa.`,
    ),
  (c) =>
    by(
      c,
      `Så kom ${sight(c, 1)}. ${h(c)} fniste og pekte.`,
      `Så kom ${sight(c, 1)}, og ${h(c)} fniste og dro ${g(c)} i ermet så ${gHan(c)} skulle se det også.`,
      `Så kom ${sight(c, 1)}, og ${h(c)} fniste og dro ${g(c)} i ermet helt til ${gHan(c)} så det også, og så sto de der begge to og fniste som to tullete gjess.`,
    ),
  (c) =>
    by(
      c,
      `Aller best likte ${h(c)} ${sight(c, 2)}.`,
      `${h(c)} bestemte at ${sight(c, 2)} var det fineste så langt, selv om det var vanskelig å velge.`,
      `${h(c)} bestemte at ${sight(c, 2)} var det aller fineste så langt, selv om det var vanskelig å velge, og ${han(c)} sa det til ${g(c)} to ganger, i tilfelle ${gHan(c)} ikke hadde hørt det.`,
    ),
  (c) =>
    by(
      c,
      `Rundt hjørnet var ${sight(c, 3)}! ${h(c)} stirret og stirret.`,
      `Rundt hjørnet var ${sight(c, 3)}, og ${h(c)} stirret med åpen munn helt til ${g(c)} forsiktig lukket den med én finger.`,
      `Rundt neste hjørne var ${sight(c, 3)}, og ${h(c)} ble stående og stirre med munnen på vidt gap, helt til ${g(c)} lo og forsiktig lukket den med én finger, «før det flytter inn ei flue».`,
    ),
  (c) =>
    by(
      c,
      `De stoppet ved ${sight(c, 4)}. ${h(c)} prøvde å telle.`,
      `De stoppet ved ${sight(c, 4)}, og ${h(c)} prøvde å telle alt sammen, men det var altfor mye.`,
      `De stoppet ved ${sight(c, 4)}, og ${h(c)} prøvde å telle alt sammen og pekte på hver eneste en, men det var altfor mye, så ${han(c)} ga opp på førti og sa «masse».`,
    ),
]);

const passingMore: Bank<NoCtx> = eachOnce<NoCtx>('lost-pass-more', [
  (c) =>
    by(
      c,
      `Se, ${sight(c, 5)}! ${h(c)} smilte.`,
      `Så fant de ${sight(c, 5)}, og ${h(c)} smilte så bredt at det nesten gjorde vondt i kinnene.`,
      `Så kom de til ${sight(c, 5)}, og ${h(c)} smilte så bredt at kinnene verket, og ${g(c)} sa at det var det fineste smilet ${gHan(c)} hadde sett hele uka.`,
    ),
  (c) =>
    by(
      c,
      `Ved ${sight(c, 6)} stoppet ${h(c)}. Så fint!`,
      `Ved ${sight(c, 6)} ble ${h(c)} stående og se lenge, og ${g(c)} ventet uten å mase i det hele tatt.`,
      `Ved ${sight(c, 6)} ble ${h(c)} stående og se og se, lenge, lenge, og ${g(c)} ventet ved siden av uten å mase det minste, for noen ting fortjener å bli sett lenge på.`,
    ),
]);

const browse: Bank<NoCtx> = eachOnce<NoCtx>('lost-browse', [
  ...[0, 1, 2, 3, 4].map((k) => (c: NoCtx) => own(c, where(c).browse[k])),
  (c) =>
    by(
      c,
      `${h(c)} holdt ${g(c)} i hånda. To klemmer betydde «du og jeg».`,
      `${h(c)} holdt ${g(c)} i hånda, og av og til klemte ${g(c)} to ganger, og det var deres hemmelige tegn og betydde «du og jeg».`,
      `${h(c)} holdt ${g(c)} i hånda, og av og til ga ${g(c)} den to små klemmer, deres hemmelige tegn, som betydde «du og jeg, alltid», og ${h(c)} klemte tilbake to ganger, like hardt.`,
    ),
  (c) =>
    by(
      c,
      `Så mange folk! ${h(c)} telte luer.`,
      `Det var så mange folk at ${h(c)} begynte å telle luer, og ${han(c)} kom til tjuetre før ${han(c)} mistet tellinga og måtte begynne på nytt.`,
      `Det var så mange folk at ${h(c)} begynte å telle luer: ullluer, stråhatter, en caps som satt bak fram. ${Han(c)} kom til tjuetre før ${han(c)} mistet tellinga og måtte begynne på nytt.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} pekte på alt. «Se, se!» ${G(c)} så og lo.`,
      `${h(c)} pekte på alt, «se, se, se», og ${g(c)} lo og så på hver eneste ting, også de som ikke var spesielt spennende.`,
      `${h(c)} pekte på alt som fantes å peke på, «se, se, SE», og ${g(c)} lo og så på hver eneste ting, også de som bare var en søppelbøtte eller et skilt om at en ikke skal løpe.`,
    ),
  (c) =>
    by(
      c,
      `${G(c)} fortalte en tullevits. ${h(c)} lo høyt.`,
      `${G(c)} fortalte en tullevits om ei ku på sykkel, og ${h(c)} lo så høyt at folk snudde seg for å se hva som var så morsomt.`,
      `${G(c)} fortalte en tullevits om ei ku som syklet og ringte med bjella med halen, og ${h(c)} lo så høyt at folk snudde seg, og så smilte de også.`,
    ),
  (c) =>
    by(
      c,
      `Skolissen til ${h(c)} gikk opp. ${G(c)} knyttet den.`,
      `Skolissen til ${h(c)} gikk opp, og ${g(c)} satte seg på huk og knyttet den med dobbelknute, den typen som aldri går opp, ikke engang når en hopper.`,
      `Så gikk skolissen til ${h(c)} opp og slang omkring, og ${g(c)} satte seg på huk midt blant alle folkene og knyttet den med dobbelknute, den typen som aldri, aldri går opp. «Sånn,» sa ${gHan(c)}. «Klar for hva som helst.»`,
    ),
  (c) =>
    by(
      c,
      `En baby i en vogn vinket. ${h(c)} vinket tilbake.`,
      `En baby i en barnevogn vinket med ei klissete lita hånd til ${h(c)}, og ${h(c)} vinket tilbake og laget den morsomste grimasen ${han(c)} kunne.`,
      `En baby i en barnevogn stirret på ${h(c)} med kjempestore øyne og vinket så med ei klissete lita hånd, og ${h(c)} vinket tilbake og laget den morsomste grimasen ${han(c)} kunne, og babyen hylte av fryd.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} fant en blank mynt. ${Han(c)} ga den til ${g(c)}.`,
      `${h(c)} fant en blank mynt på gulvet og ga den til ${g(c)}, som sa at de skulle legge den i krukka til noe spesielt.`,
      `${h(c)} fant en blank mynt på gulvet, rett ved skoen, og ga den til ${g(c)}, som snudde den, blåste på den og sa at de skulle legge den i krukka hjemme til noe helt spesielt.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} gikk som en pingvin. ${G(c)} også!`,
      `${h(c)} gikk som en pingvin en stund, flaks, flaks, og ${g(c)} gjorde det samme, og begge to holdt på å ramle av latter.`,
      `En stund gikk ${h(c)} som en pingvin, flaks, flaks, vralt, og etter noen skritt gjorde ${g(c)} det samme, så begge to holdt på å ramle av latter og måtte holde seg fast i hverandre.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} nynnet en sang. ${G(c)} nynnet med, litt falskt.`,
      `${h(c)} nynnet en sang fra bilradioen, og ${g(c)} nynnet med, litt falskt, og det gjorde det enda bedre.`,
      `${h(c)} nynnet en sang fra bilradioen, og etter en stund nynnet ${g(c)} med, litt falskt og litt for høyt, og det gjorde det enda bedre, og ei dame som gikk forbi, smilte til dem.`,
    ),
  (c) =>
    by(
      c,
      `De stoppet og drakk vann. Glugg, glugg!`,
      `De stoppet og drakk vann fra flaska til ${h(c)}, og ${g(c)} lot som ${gHan(c)} drakk opp alt på én gang.`,
    ),
  (c) =>
    by(
      c,
      `${G(c)} stoppet for å lese et skilt. ${h(c)} hoppet rundt.`,
      `${G(c)} stoppet for å lese et langt skilt med liten skrift, og ${h(c)} ventet så tålmodig ${han(c)} kunne og hoppet fra den ene foten til den andre.`,
      `${G(c)} stoppet for å lese et langt skilt med veldig liten skrift, og ${h(c)} ventet så tålmodig ${han(c)} kunne, det vil si at ${han(c)} hoppet fra den ene foten til den andre og nynnet en sang uten ord.`,
    ),
]);

const scared: Bank<NoCtx> = inTurn<NoCtx>(
  'lost-scared',
  eachOnce<NoCtx>('lost-scared', [
    (c) =>
      by(
        c,
        `Hjertet til ${h(c)} dunket. Haka skalv.`,
        `Hjertet til ${h(c)} dunket, dunk, dunk, dunk, så hardt at ${han(c)} kjente det i halsen, og haka begynte å skjelve.`,
        `Hjertet til ${h(c)} dunket så hardt at ${han(c)} kunne høre det i ørene, som en tromme i et skap, og haka begynte å skjelve helt av seg selv, hvor mye ${han(c)} enn prøvde å holde den stille.`,
      ),
    (c) =>
      by(
        c,
        `Alt så så stort ut nå. Ingen var noen ${han(c)} kjente.`,
        `Alt så større ut nå, og alle menneskene var fremmede, med bein og vesker og fjes som var snille nok, men ikke ett av dem kjente ${han(c)}.`,
        `Alt som hadde vært gøy for et øyeblikk siden, så stort og rart ut nå: en skog av bein og vesker og vogner, og fjes som var snille nok, men ikke ett eneste ${han(c)} kjente.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} ville sette seg på gulvet og gråte.`,
        `Et øyeblikk hadde ${h(c)} lyst til å sette seg ned på gulvet og gråte og gråte, så høyt som en brannbil.`,
        `Et øyeblikk ville ${h(c)} ingenting heller enn å sette seg ned på gulvet og gråte så høyt som en brannbil, så høyt at hele ${there(c)} måtte stoppe opp og lytte.`,
      ),
    (c) =>
      by(
        c,
        `Ei tåre trillet ned. ${Han(c)} tørket den bort.`,
        `Ei tåre trillet nedover kinnet til ${h(c)}, og ${han(c)} tørket den bort med ermet og snufset. Å gå seg bort føltes som å være veldig liten.`,
        `Ei tåre trillet nedover kinnet til ${h(c)}, og så ei til, og ${han(c)} tørket dem bort med ermet. Å gå seg bort føltes som å være veldig liten i en veldig stor verden, mindre enn ${han(c)} noen gang hadde vært.`,
      ),
  ]),
);

const tries: Bank<NoCtx> = inTurn<NoCtx>(
  'lost-try',
  eachOnce<NoCtx>('lost-try', [
    (c) =>
      by(
        c,
        `«${G(c)}!» ropte ${h(c)}. Det var for mye bråk. Ingen svarte.`,
        `«${G(c)}!» ropte ${h(c)} så høyt ${han(c)} kunne. Men ${where(c).noise} druknet ropet, og ingen svarte, og ingen snudde seg engang.`,
        `«${G(c)}, hvor er du?» ropte ${h(c)} så høyt ${han(c)} kunne, med hendene rundt munnen. Men ${where(c).noise} slukte ropet, slik en stor bølge sluker en liten stein, og ingen snudde seg.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} løp tilbake dit de hadde vært. Der sto bare fremmede.`,
        `${h(c)} løp tilbake dit de hadde vært, ${where(c).spot}, så fort beina kunne bære ${ham(c)}. Men der sto bare fremmede nå.`,
        `${h(c)} løp tilbake samme vei som ${han(c)} var kommet, dit de hadde vært, ${where(c).spot}. Men ${g(c)} hadde gått for å lete etter ${ham(c)} også, et annet sted, og der sto bare fremmede nå.`,
      ),
    (c) =>
      by(
        c,
        `Der borte, ${wear(c).indef} som ${gGen(c)}! Nei, det var en annen.`,
        `Så fikk ${h(c)} øye på ${wear(c).indef} langt borte, akkurat som ${gGen(c)}, og hjertet hoppet. Men da personen snudde seg, var det en annen.`,
        `Så, langt borte mellom ${where(c).inside}, fikk ${h(c)} øye på ${wear(c).indef}, akkurat som ${gGen(c)}, og hjertet gjorde et byks. Men da personen snudde seg, var det et fjes ${han(c)} aldri hadde sett før, og hjertet sank igjen.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} sto på tærne. ${Han(c)} så bare rygger og vesker.`,
        `${h(c)} sto på tærne for å se over alle, men alt ${han(c)} så, var rygger og vesker og albuer, og noens paraply.`,
        `${h(c)} sto på tærne, så høy ${han(c)} klarte å strekke seg, for å se over alle. Men alt ${han(c)} så, var rygger og vesker og albuer, og toppen av hodet til en veldig høy mann.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} gikk mot utgangen. Så stoppet ${han(c)}. Ikke ut!`,
        `Kanskje ${g(c)} var utenfor? ${h(c)} begynte å gå mot utgangen. Men så stoppet ${han(c)}. Aldri gå ut alene: det var en regel, det også.`,
        `Kanskje ${g(c)} hadde gått ut for å lete? ${h(c)} begynte å gå mot utgangen. Men ute var den travle gata med alle bilene, og ${han(c)} stoppet. Aldri gå ut alene: det var en regel, det også, og ${h(c)} snudde.`,
      ),
  ]),
);

/** Stoppet: regelen husket, etter forsøkene som ikke virket. */
const remember: Bank<NoCtx> = eachOnce<NoCtx>('lost-rule-again', [
  (c) =>
    by(
      c,
      `Så stoppet ${h(c)}. ${Han(c)} husket hva ${g(c)} hadde sagt.`,
      `Så stoppet ${h(c)} og trakk pusten dypt, inn og ut. ${Han(c)} husket ${g(c)} som satt på huk ved ${where(c).door}. Ikke løp rundt. Finn en voksen med navneskilt.`,
      `Så sluttet ${h(c)} å løpe. ${Han(c)} trakk pusten helt ned i magen og slapp den sakte ut, og én gang til. Og der, midt i bråket, husket ${han(c)} ${g(c)} som satt på huk ved ${where(c).door}. Ikke løp rundt, sa ${h(c)} til seg selv. Se etter en voksen som jobber her, og si hvem du er.`,
    ),
]);

const spotted: Bank<NoCtx> = eachOnce<NoCtx>('lost-spotted', [
  (c) =>
    by(
      c,
      `Der var ${worker(c).a}!`,
      `${Han(c)} så seg rundt, og der var ${worker(c).a}. ${worker(c).shows}`,
    ),
]);

const ask: Bank<NoCtx> = eachOnce<NoCtx>('lost-ask', [
  (c) =>
    by(
      c,
      `«Jeg heter ${h(c)}. Jeg finner ikke ${g(c)},» sa ${han(c)}.`,
      `${h(c)} gikk rett bort til ${wHam(c)}. «Jeg heter ${h(c)},» sa ${han(c)} med ei lita, men modig stemme, «og jeg finner ikke ${g(c)}.»`,
      `${h(c)} gikk rett bort til ${wHam(c)}, selv om beina føltes som gelé. «Jeg heter ${h(c)},» sa ${han(c)} med ei stemme som var lita, men tydelig, «og jeg har mistet ${g(c)}.»`,
    ),
]);

const wait: Bank<NoCtx> = inTurn<NoCtx>(
  'lost-wait',
  eachOnce<NoCtx>('lost-wait', [
    (c) =>
      by(
        c,
        `${cap(worker(c).the)} satte seg på huk og smilte. «Bra, ${h(c)}.»`,
        `${cap(worker(c).the)} satte seg på huk så de var øye til øye. «Så flink du var som kom til meg, ${h(c)},» sa ${wHan(c)}. «Vi skal finne ${gHam(c)} sammen.»`,
        `${cap(worker(c).the)} satte seg på huk så de var øye til øye, og smilte et rynkete smil. «Så flink du var som kom til meg, ${h(c)},» sa ${wHan(c)}. «Det var helt riktig. Nå skal vi finne ${gHam(c)} sammen, du og jeg.»`,
      ),
    (c) =>
      by(
        c,
        `«Hvordan ser ${g(c)} ut?» «${GHan(c)} har ${wear(c).indef}!»`,
        `«Hvordan ser ${g(c)} ut?» spurte ${worker(c).short}. «${GHan(c)} har ${wear(c).indef},» sa ${h(c)}, «og ${gHan(c)} ler som en sel.»`,
        `«Kan du fortelle meg hvordan ${g(c)} ser ut?» spurte ${worker(c).short}. ${h(c)} tenkte seg godt om. «${GHan(c)} har på seg ${wear(c).indef} i dag,» sa ${han(c)}, «og ${gHan(c)} ler som en sel.» ${cap(worker(c).short)} smilte og skrev alt sammen ned.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} fikk et glass vann. Og et stjerneklistremerke!`,
        `${h(c)} fikk et glass vann og et klistremerke med ei gullstjerne på, og satte seg på en stol ved siden av ${wHam(c)} og dinglet med beina.`,
        `${h(c)} fikk et glass kaldt vann og et klistremerke med ei gullstjerne på, for å være modig, og satte seg på en høy stol ved siden av ${wHam(c)} og dinglet med beina og drakk.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} telte til ti. Så telte ${han(c)} en gang til.`,
        `${h(c)} telte til ti, og så til ti igjen, sakte, og hjertet roet seg litt for hvert tall.`,
        `${h(c)} telte til ti, sakte, slik ${g(c)} gjorde ved leggetid, og så til ti igjen, og hjertet roet seg litt for hvert tall, helt til det nesten ikke dunket i det hele tatt.`,
      ),
    (c) =>
      by(
        c,
        `«Mange barn blir borte,» sa ${wHan(c)}. «Alle blir funnet.»`,
        `«Vet du hvor mange barn som blir borte her?» sa ${worker(c).short}. «Masse! Og hver eneste en av dem ble funnet igjen.»`,
        `«Vet du hvor mange barn som blir borte her hver uke?» sa ${worker(c).short}. «Masse og masse! Og vet du hvor mange som ble funnet igjen? Hver eneste en.» Det tallet likte ${h(c)}.`,
      ),
    (c) =>
      by(
        c,
        `${cap(worker(c).short)} snakket i en liten radio. «Nå ser alle etter.»`,
        `${cap(worker(c).short)} snakket i en liten radio. «Nå ser alle som jobber her etter ${gHam(c)},» sa ${wHan(c)}.`,
        `${cap(worker(c).short)} trykket på en knapp på en liten radio og snakket i den. «Nå vet alle som jobber her det,» sa ${wHan(c)}. «Det er mange øyne som ser etter ${g(c)}.»`,
      ),
    ...[0, 1].map((k) => (c: NoCtx) => own(c, where(c).job[k])),
    (c) =>
      by(
        c,
        `${h(c)} fortalte om ${where(c).it}. ${WHan(c)} likte ${where(c).itDem} også!`,
        `${h(c)} fortalte ${wHam(c)} om ${where(c).it}, og ${worker(c).short} sa at ${wHan(c)} likte ${where(c).itDem} også, og et øyeblikk glemte ${h(c)} nesten å være redd.`,
        `${h(c)} fortalte ${wHam(c)} alt om ${where(c).it}, og ${worker(c).short} sa at ${wHan(c)} likte ${where(c).itDem} også, best av alt her, og i et helt minutt glemte ${h(c)} å være redd.`,
      ),
    (c) =>
      by(
        c,
        `«Jeg gikk meg bort en gang, jeg også,» sa ${wHan(c)}.`,
        `«Jeg gikk meg bort en gang, jeg også, da jeg var liten,» sa ${worker(c).short}. «På et tivoli, ved endene. Og bestefaren min fant meg.»`,
        `«Jeg gikk meg bort en gang, jeg også, vet du, da jeg var omtrent like stor som deg,» sa ${worker(c).short}. «På et tivoli, ved andedammen. Jeg gråt og gråt, og så hjalp ei dame med navneskilt meg, og bestefaren min kom løpende.»`,
      ),
    (c) =>
      by(
        c,
        `«Hva heter ${g(c)} egentlig?» ${h(c)} visste det.`,
        `«Kan du si meg hva ${g(c)} heter egentlig?» spurte ${worker(c).short}, og ${h(c)} sa det, og ${worker(c).short} nikket. «Det hjelper masse.»`,
        `«Kan du si meg hva ${g(c)} heter egentlig, det navnet de voksne bruker?» spurte ${worker(c).short}, og ${h(c)} visste det og sa det nøye, og ${worker(c).short} nikket. «Så flink du er. Det hjelper masse.»`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} så på navneskiltet. Det sto et navn der!`,
        `${h(c)} leste navnet på navneskiltet, bokstav for bokstav, og ${worker(c).short} klappet da ${han(c)} fikk det til.`,
        `${h(c)} leste navnet på navneskiltet, bokstav for bokstav, sakte, for noen av bokstavene var vanskelige, og ${worker(c).short} klappet stille da ${han(c)} kom til slutten.`,
      ),
    (c) =>
      by(
        c,
        `«Hva liker du å leke?» spurte ${wHan(c)}. «Hytter!» sa ${h(c)}.`,
        `«Hva liker du å leke hjemme?» spurte ${worker(c).short}, og ${h(c)} fortalte om hytta under bordet og puteslottet.`,
        `«Hva liker du å leke hjemme, ${h(c)}?» spurte ${worker(c).short}, og ${h(c)} fortalte alt om hytta under kjøkkenbordet og puteslottet som raste sammen hver kveld og ble bygd opp igjen hver morgen.`,
      ),
    (c) =>
      by(
        c,
        `Noen ga ${h(c)} en kjeks. Den var rund. Knask!`,
        `En annen som jobbet der, kom forbi med en kjeks til ${h(c)}, blunket og gikk tilbake til jobben sin.`,
        `En annen som jobbet der, kom forbi med en rund kjeks på en serviett til ${h(c)}, blunket og skyndte seg tilbake til jobben, og kjeksen smakte smør og av at ting skulle ordne seg.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} dinglet med beina og så på klistremerket.`,
        `${h(c)} dinglet med beina og så på klistremerket med stjerna, og så på folkene, og så på klistremerket igjen.`,
        `${h(c)} dinglet med beina, fram og tilbake, og så på gullstjerna på klistremerket, og så på folkene som gikk forbi, og så på klistremerket igjen, for det var lettere å se på.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} så på folkene som gikk forbi. Ikke ennå, ikke ennå.`,
        `${h(c)} satt helt stille og så på folkene som gikk forbi, og så etter ${wear(c).indef} på hver eneste en. Ikke ennå, ikke ennå.`,
        `${h(c)} satt helt stille og så på folkene som gikk forbi, store og små og noen med hund, og så etter ${wear(c).indef} på hver eneste en av dem. Ikke ennå, ikke ennå, ikke ennå.`,
      ),
  ]),
);

/** «mammaen», «pappaen», «bestemoren»: det høyttaleren kaller den voksne. */
const KIN_DEF: Record<string, string> = {
  mamma: 'mammaen',
  pappa: 'pappaen',
  mor: 'moren',
  far: 'faren',
  bestemor: 'bestemoren',
  bestefar: 'bestefaren',
  mormor: 'mormoren',
  morfar: 'morfaren',
  farmor: 'farmoren',
  farfar: 'farfaren',
};
/** Høyttaleren, og den voksne kommer løpende. */
const call = (c: NoCtx) => {
  const kin = KIN_DEF[g(c).toLowerCase()];
  const who = kin ? `${kin} til ${h(c)}` : G(c);
  return `Det runget fra høyttaleren: «Kan ${who} komme til ${where(c).desk}?»`;
};
const comes = (c: NoCtx) =>
  by(
    c,
    `Og der kom ${g(c)}, løpende!`,
    `Og der kom ${g(c)} løpende, med ${wear(c).sin} flagrende.`,
  );

export const reunite: GoalTexts<NoCtx> = {
  want: [
    (c) =>
      by(
        c,
        `I dag skulle ${h(c)} og ${g(c)} til ${there(c)}.`,
        `I dag skulle ${h(c)} og ${g(c)} til ${there(c)} sammen, og ${h(c)} hadde gledet seg hele uka.`,
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `${h(c)} ville se ${where(c).lure[0]}.`,
        `Mest av alt ville ${h(c)} se ${where(c).lure[1]}.`,
        `Mest av alt ville ${h(c)} se ${where(c).lure[1]}, for en venn hadde fortalt ${ham(c)} alt om det.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `Men ${there(c)} var ${big(c)} og ${full(c)} av folk.`,
        `Men ${there(c)} var ${big(c)}, og en dag som denne ville det være fullt av folk der.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `«Hold deg nær meg,» sa ${g(c)}.`,
        `«Hold deg nær meg,» sa ${g(c)}. «Det blir mye folk i dag.»`,
      ),
  ],
  travel: [
    (c) =>
      by(
        c,
        `Inn gikk de, gjennom ${where(c).door}. Der var de!`,
        `Så gikk ${h(c)} og ${g(c)} inn gjennom ${where(c).door}, og der var de, ${at(c)}.`,
      ),
  ],
  ...nobodyMet<NoCtx>(),
  attempt: tries,
  progress: spotted,
  lesson: remember,
  steps: {
    ready: inTurn<NoCtx>(
      'lost-ready',
      eachOnce<NoCtx>('lost-ready', [
        (c) =>
          by(
            c,
            `${h(c)} våknet tidlig. Det var den store dagen!`,
            `${h(c)} våknet før alle andre og ble liggende og lytte til det stille huset. Det var den store dagen!`,
            `${h(c)} våknet før alle andre i huset og ble liggende stille en stund og lytte til kjøleskapet som summet og en fugl utenfor. Så husket ${han(c)} det og satte seg rett opp: det var den store dagen!`,
          ),
        (c) =>
          by(
            c,
            `${h(c)} spiste frokost kjempefort. ${G(c)} lo og lo.`,
            `Til frokost spiste ${h(c)} så fort at ${g(c)} lo og sa at ${there(c)} ville være der om ti minutter også.`,
            `Til frokost spiste ${h(c)} så fort at skjeia klirret mot bollen som en tromme, og ${g(c)} lo og sa at ${there(c)} ville være der om ti minutter også, og sikkert om ti år.`,
          ),
        (c) =>
          by(
            c,
            `${G(c)} tok på seg ${wear(c).sin}. «Så du ser meg!»`,
            `${G(c)} tok på seg ${wear(c).sin}. «Sånn,» sa ${gHan(c)} og blunket. «Nå kan du alltid få øye på meg.»`,
            `I gangen tok ${g(c)} på seg ${wear(c).sin}, for den fargen likte ${h(c)} best. «Sånn,» sa ${gHan(c)} og blunket. «Nå kan du få øye på meg i hvilken som helst folkemengde i hele verden.»`,
          ),
        (c) =>
          by(
            c,
            `«Hva er hele navnet ditt?» spurte ${g(c)}. ${h(c)} sa det stolt.`,
            `«Hva er hele navnet ditt?» spurte ${g(c)} mens ${h(c)} knyttet skoene, og ${h(c)} sa det, høyt og stolt.`,
            `Mens ${h(c)} knyttet skoene, spurte ${g(c)}, som i en quiz: «Hva er hele navnet ditt?» Og ${h(c)} sa det, høyt og stolt, hver eneste bit av det, og fikk et poeng.`,
          ),
        (c) =>
          by(
            c,
            `${h(c)} pakket en liten sekk. Mat og drikke!`,
            `${h(c)} pakket sin egen lille sekk: et eple, noe å drikke og ei bok til bussen, og ${han(c)} lukket glidelåsen helt rundt.`,
            `${h(c)} pakket sin egen lille sekk, helt selv: et eple, ei flaske vann, ei bok til bussen og en lekebil for sikkerhets skyld, og lukket glidelåsen helt rundt.`,
          ),
        (c) =>
          by(
            c,
            `De tok bussen. ${h(c)} satt ved vinduet.`,
            `De tok bussen, og ${h(c)} satt ved vinduet og så husene gli forbi, ett etter ett.`,
            `De tok bussen, og ${h(c)} fikk vindusplassen og så husene og butikkene og en hund i bånd gli forbi, helt til bussen stoppet rett utenfor.`,
          ),
      ]),
    ),
    rule: inTurn<NoCtx>(
      'lost-rule',
      eachOnce<NoCtx>('lost-rule', [
        (c) =>
          by(
            c,
            `${RULE(c)} ${h(c)} nikket.`,
            `Ved ${where(c).door} satte ${g(c)} seg på huk. ${RULE(c)} ${h(c)} nikket og sa det etter: stå stille, finn en, si navnet mitt.`,
          ),
        (c) =>
          by(
            c,
            `${G(c)} pekte på ${worker(c).a}. «${WHan(c)} jobber her.»`,
            `${G(c)} pekte bort på ${worker(c).a}. «Ser du? En som jobber her,» sa ${gHan(c)}. «Dem kan du alltid spørre. Det er det de er der for.»`,
            `Så pekte ${g(c)} bort på ${worker(c).a}. «Ser du? Det er en som jobber her,» sa ${gHan(c)}. «De har navneskilt eller uniform. Dem kan du alltid spørre om hjelp. Det er en del av jobben deres.»`,
          ),
      ]),
    ),
    browse: [...passing, ...browse, ...passingMore],
    drift: eachOnce<NoCtx>('lost-drift', [
      (c) =>
        by(
          c,
          `${h(c)} stoppet for å se på ${where(c).it}. Så var ${g(c)} borte!`,
          `Så fikk ${h(c)} øye på ${where(c).it} og stoppet for å se, bare et lite øyeblikk. Men da ${han(c)} snudde seg, var ${g(c)} borte.`,
          `Så fikk ${h(c)} øye på ${where(c).it} og stoppet for å se, bare et lite øyeblikk, et bitte lite et. Men da ${han(c)} snudde seg igjen, var ikke ${g(c)} der. ${G(c)} var borte.`,
        ),
    ]),
    scared,
    ask,
    think: inTurn<NoCtx>(
      'lost-think',
      eachOnce<NoCtx>('lost-think', [
        (c) =>
          by(
            c,
            `${h(c)} tenkte på den varme hånda til ${g(c)}. Det hjalp.`,
            `${h(c)} tenkte på den varme hånda til ${g(c)} og de to små klemmene, og på hvordan ${gHan(c)} sang på kjøkkenet, og det hjalp litt.`,
            `${h(c)} lukket øynene et øyeblikk og tenkte på den varme hånda til ${g(c)} og de to små klemmene, og på søndagsmorgener med pannekaker, og det hjalp, litt.`,
          ),
        (c) =>
          by(
            c,
            `${G(c)} leter etter meg også, tenkte ${h(c)}.`,
            `${G(c)} leter etter meg også, tenkte ${h(c)}. ${GHan(c)} leter akkurat nå, overalt, og ${gHan(c)} gir seg ikke.`,
            `Og et sted blant alle disse folkene, tenkte ${h(c)}, leter ${g(c)} etter meg også, akkurat nå, i hver krok, og ${gHan(c)} gir seg ikke før ${gHan(c)} finner meg.`,
          ),
        (c) =>
          by(
            c,
            `${h(c)} ga seg selv en klem. Snart, snart.`,
            `${h(c)} la armene rundt seg selv i en klem, slik ${g(c)} gjorde, og hvisket: «Snart.»`,
            `${h(c)} la armene rundt seg selv i en stor klem, slik ${g(c)} alltid gjorde når ${h(c)} hadde hatt en vond drøm, og hvisket til seg selv: «Snart. Snart.»`,
          ),
      ]),
    ),
    walk: inTurn<NoCtx>(
      'lost-walk',
      eachOnce<NoCtx>('lost-walk', [
        (c) =>
          by(
            c,
            `De gikk bort dit sammen. ${h(c)} holdt godt fast.`,
            `«La oss vente der alle vet at de skal lete,» sa ${worker(c).short}, og de gikk dit sammen, sakte, hånd i hånd.`,
            `«La oss gå og vente der alle vet at de skal lete,» sa ${worker(c).short}, og de gikk dit sammen, sakte, med hånda til ${h(c)} i ${wHans(c)} store.`,
          ),
        (c) =>
          by(
            c,
            `Folk flyttet seg for dem. «Ikke vær redd!» sa noen.`,
            `Folk flyttet seg for dem, og ei snill stemme sa: «Ikke vær redd, dere finner hverandre, skal du se.»`,
          ),
      ]),
    ),
    wait,
    meanwhile: inTurn<NoCtx>(
      'lost-meanwhile',
      eachOnce<NoCtx>('lost-meanwhile', [
        (c) =>
          by(
            c,
            `Imens lette ${g(c)} fram og tilbake og ropte på ${h(c)}.`,
            `Imens, ikke langt unna, lette ${g(c)} også, fram og tilbake, og ropte navnet til ${h(c)}.`,
            `Imens, ikke så langt unna, lette ${g(c)} også: fram og tilbake, bak hvert hjørne, og ropte navnet til ${h(c)}, akkurat som ved middagstid.`,
          ),
        (c) =>
          by(
            c,
            `${G(c)} spurte folk: «Har dere sett ${h(c)}?» Ingen hadde det.`,
            `${G(c)} spurte alle ${gHan(c)} gikk forbi: «Har dere sett ${indef(c.hero.noun)} som heter ${h(c)}?» Men ingen hadde det, ikke ennå.`,
          ),
        (c) =>
          by(
            c,
            `${G(c)} lette ${where(c).spot}. Men der var ingen nå.`,
            `${G(c)} gikk tilbake ${where(c).spot}, der de hadde vært, men der var det bare fremmede.`,
          ),
        (c) =>
          by(
            c,
            `Så stoppet ${g(c)}. ${GHan(c)} visste hvor ${gHan(c)} skulle gå.`,
            `Så stoppet ${g(c)} og trakk pusten dypt, akkurat som ${h(c)}. «${h(c)} kan regelen,» sa ${gHan(c)} til seg selv. «Jeg går til dem som jobber her.»`,
            `Så stoppet ${g(c)}, midt i alt sammen, og trakk pusten dypt, akkurat som ${h(c)} hadde gjort. «${h(c)} kan regelen,» sa ${gHan(c)} lavt til seg selv. «${h(c)} går til en som jobber her. Så da går jeg dit også.»`,
          ),
        (c) =>
          by(
            c,
            `Hjertet til ${g(c)} dunket også. Men ${h(c)} kunne regelen.`,
            `Hjertet til ${g(c)} dunket også, akkurat som hjertet til ${h(c)}. Men ${gHan(c)} sa til seg selv: ${h(c)} kan regelen. ${h(c)} vet hva ${han(c)} skal gjøre.`,
          ),
        (c) =>
          by(
            c,
            `${G(c)} skyndte seg gjennom mengden. «Unnskyld!»`,
            `${G(c)} skyndte seg mellom folkene og sa «unnskyld» og «beklager» og «takk», fortere og fortere.`,
          ),
      ]),
    ),
  },
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `${h(c)} sa navnet sitt igjen, høyt og tydelig. ${call(c)} ${comes(c)}`,
          `${h(c)} sa navnet sitt én gang til, høyt og tydelig, i mikrofonen. ${call(c)} ${comes(c)}`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `De gikk til mikrofonen sammen. ${call(c)} ${comes(c)}`,
          `${h(c)} og ${worker(c).short} gikk sammen til mikrofonen, og ${h(c)} holdt ${wHam(c)} i hånda. ${call(c)} ${comes(c)}`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} holdt godt fast i ${c.gift.def}. ${call(c)} ${comes(c)}`,
              `${h(c)} holdt godt fast i ${c.gift.def} og sto helt stille, akkurat som ${g(c)} hadde sagt. ${call(c)} ${comes(c)}`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `«Si at ${gHan(c)} har ${wear(c).indef}!» sa ${h(c)}. ${call(c)} ${comes(c)}`,
          `«Si at ${gHan(c)} har ${wear(c).indef},» sa ${h(c)}, «så kan alle se etter ${gHam(c)}.» ${call(c)} ${comes(c)}`,
        ),
    ],
  },
  resolution: [
    (c) =>
      by(
        c,
        `${G(c)} klemte ${h(c)} hardt. «Du gjorde det riktig!» «Tusen takk!» sa de begge to.`,
        `${G(c)} klemte ${h(c)} så hardt at ${han(c)} nesten ikke fikk puste. «Du gjorde akkurat det som var riktig,» sa ${gHan(c)}. Så sa de tusen takk begge to.`,
        `${G(c)} falt ned på kne og klemte ${h(c)} så hardt at ${han(c)} nesten ikke fikk puste, og ${h(c)} kjente at hjertet til ${g(c)} dunket, det også. «Jeg har lett etter deg overalt,» hvisket ${gHan(c)}. «Du sto stille og ba om hjelp. Du gjorde akkurat det som var riktig.» Så sa de tusen takk begge to, to ganger, og mente det.`,
      ),
  ],
  home: inTurn<NoCtx>(
    'lost-home',
    eachOnce<NoCtx>('lost-home', [
      (c) =>
        by(
          c,
          `Så gjorde de ferdig ${where(c).finish} sammen, hånd i hånd.`,
          `Så gjorde de ferdig ${where(c).finish} sammen, og denne gangen slapp ikke ${h(c)} hånda til ${g(c)} én eneste gang, ikke engang for ${where(c).it}.`,
          `Så gjorde de ferdig ${where(c).finish} sammen, sakte, og denne gangen slapp ikke ${h(c)} hånda til ${g(c)} én eneste gang, ikke engang for ${where(c).it}, og ${g(c)} slapp ikke ${hans(c)} heller.`,
        ),
      (c) =>
        by(
          c,
          `På vei ut vinket ${h(c)} ha det til ${worker(c).short}.`,
          `På vei ut snudde ${h(c)} seg og vinket, og ${worker(c).short} vinket tilbake med begge hendene og smilte fra øre til øre.`,
          `På vei ut snudde ${h(c)} seg en siste gang og vinket, og ${worker(c).short} vinket tilbake med begge hendene og satte tommelen opp, som om ${h(c)} hadde vunnet en premie. Og på en måte hadde ${han(c)} det.`,
        ),
      (c) =>
        by(
          c,
          `På bussen hjem satt ${h(c)} tett inntil ${g(c)}.`,
          `På bussen hjem satt ${h(c)} så tett inntil ${g(c)} at de nesten var én person, og ingen av dem brydde seg om det.`,
          `På bussen hjem satt ${h(c)} så tett inntil ${g(c)} at de nesten var én person, og så de samme husene gli forbi den andre veien, og ingen av dem brydde seg det minste om det.`,
        ),
      (c) =>
        by(
          c,
          `Hjemme drakk de varm kakao. Det varmet i magen.`,
          `Hjemme lagde ${g(c)} varm kakao, og de satt tett sammen i sofaen med et teppe over knærne og sa ikke så mye.`,
          `Hjemme lagde ${g(c)} varm kakao med en skje krem på toppen, og de satt tett sammen i sofaen med et teppe over knærne og sa nesten ingenting, for det trengte de ikke.`,
        ),
      (c) =>
        by(
          c,
          `Ved middagen fortalte ${h(c)} hele historien. Alt!`,
          `Ved middagen fortalte ${h(c)} hele historien, fra ${where(c).it} til stemmen i høyttaleren som sa navnet ${hans(c)}.`,
          `Ved middagen fortalte ${h(c)} hele historien, fra ${where(c).it} til ropet som ingen hørte, og stemmen i høyttaleren som sa navnet ${hans(c)} over hele ${there(c)}, og alle hørte etter uten å avbryte en eneste gang.`,
        ),
      (c) =>
        by(
          c,
          `De øvde på regelen. Det var som en lek!`,
          `Etter middag øvde de på regelen som en lek: ${g(c)} sa «borte!», og ${h(c)} frøs som en statue, pekte på en late-som-ansatt og sa navnet sitt. ${Han(c)} vant hver gang.`,
        ),
      (c) =>
        by(
          c,
          `${G(c)} skrev nummeret sitt på et kort. ${h(c)} passet godt på det.`,
          `${G(c)} skrev telefonnummeret sitt på et lite kort, og ${h(c)} la det i jakkelomma til neste gang.`,
          `${G(c)} skrev telefonnummeret sitt på et lite kort med store, tydelige tall, og ${h(c)} leste det høyt to ganger og la det i jakkelomma, der det skulle ligge til neste gang.`,
        ),
      (c) =>
        by(
          c,
          `«Neste gang velger vi et møtested,» sa ${g(c)}.`,
          `«Neste gang velger vi et møtested med en gang vi kommer,» sa ${g(c)}, «så vi begge vet hvor vi skal gå.»`,
          `«Og neste gang,» sa ${g(c)}, «velger vi et møtested med en gang vi kommer, et sted som er lett å finne, så vi begge vet hvor vi skal gå.» ${h(c)} visste allerede hvilket ${han(c)} ville velge.`,
        ),
      (c) =>
        by(
          c,
          `Så ble det leggetid. ${G(c)} bredde over ${h(c)}, godt og varmt.`,
          `Da det ble leggetid, bredde ${g(c)} over ${h(c)} og ble sittende en stund på sengekanten, bare fordi.`,
          `Da det ble leggetid, bredde ${g(c)} dyna helt opp til haka på ${h(c)} og ble sittende en stund på sengekanten i mørket uten å si noe, bare fordi.`,
        ),
    ]),
  ),
  reflection: eachOnce<NoCtx>('lost-reflection', [
    (c) =>
      by(
        c,
        `Det var skummelt å gå seg bort, tenkte ${h(c)}. Men ${han(c)} visste hva ${han(c)} skulle gjøre.`,
        `Det hadde vært skummelt å gå seg bort, tenkte ${h(c)}, men ${han(c)} hadde visst hva ${han(c)} skulle gjøre, og det var en god følelse.`,
      ),
    (c) =>
      by(
        c,
        `Og ${g(c)} ville alltid lete etter ${ham(c)}.`,
        `Og ${g(c)} ville alltid, alltid komme og lete, tenkte ${h(c)} og lukket øynene.`,
      ),
  ]),
  refrain: [(c) => `Stå stille, si navnet ditt, så kommer ${g(c)} til deg!`],
  title: [
    (c) => `${h(c)} går seg bort`,
    (c) => `${h(c)} og ${c.target ? defOf(c.target.noun, [STOR]) : 'det store stedet'}`,
    (c) => `Hvor er ${g(c)}?`,
  ],
};

const look: Bank<NoCtx> = [(c) => (c.place.id === c.target?.id ? by(c, ...where(c).look) : null)];
const SETTINGS: SceneSetting[] = ['city', 'village', 'farm', 'circus', 'train', 'library'];

/** Stedet innenfra, aldri en himmel over det eller en ankomst til et nytt land; hjemme er som før. */
export function reuniteScenes(settings: Partial<Record<SceneSetting, Bank<NoCtx>>>) {
  const inside = (s: SceneSetting): Bank<NoCtx> => [
    ...look,
    ...(settings[s] ?? []).map((t) => (c: NoCtx) => (c.place.id === c.target?.id ? null : t(c))),
  ];
  return {
    titles: [] as Bank<NoCtx>,
    // Nowhere new to arrive, and no joke or chat aside while the hero is lost and looking.
    ...stillAsides<NoCtx>(),
    setting: { ...settings, ...Object.fromEntries(SETTINGS.map((s) => [s, inside(s)])) },
    sky: noSky<NoCtx>(),
  };
}
