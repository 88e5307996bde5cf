// En snømann som bygges i snøen: planen med familiens deler først; på hvert sted sitt eget
// problem (snøen er for tørr, kula triller ned akebakken, ingen gulrot, lua ligger for høyt i
// vedskjulet, snømannen heller) og delen de finner der; det som ble satt fram fra starten og
// vinner vendepunktet; og snømannen som står i hagen til slutt, med det familien ønsket seg.
import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import type { Bank } from '../../../compose/ctx-base';
import type { SceneSetting } from '../../../../scene-spec';
import type { SnowmanPart } from '../../../description/read-snowman';
import { COLOURS } from '../../../lexicon/colours';
import type { AdjNo } from '../../../grammar/norwegian';
import { by } from '../../by-band';
import {
  partHere,
  partsListed,
  snowBank,
  snowHitch,
  snowSpare,
  type SnowHitch,
  type SnowMoment,
  type SnowSpare,
} from '../../snowman-beats';
import { eachOnce } from '../../place-beats';
import { cap } from '../../../text';

const h = (c: NoCtx) => c.hero.name;
/** Den som hjelper her med hendene: en voksen her, ellers et barn, ellers en som er møtt før. */
const aide = (c: NoCtx) =>
  [c.helper, c.friend, ...c.helpersMet].find((a) => a?.person)?.name ?? 'mamma';
/** Den som snakker ved siden av helten, om noen er der. */
const buddy = (c: NoCtx) => c.friend?.name ?? c.helper?.name;
const de = (c: NoCtx) => (c.friend ? c.team.name : h(c));
/** «de» om de to, «hun» eller «han» om helten alene. */
const vi = (c: NoCtx) => (c.friend ? 'de' : c.hero.han);
const Vi = (c: NoCtx) => cap(vi(c));
const big = (c: NoCtx) => !!c.big;

/** Hvordan hver del heter i planen, når den blir funnet, og når den sitter på. */
const PART: Record<SnowmanPart, { list: string; found: string; on: string }> = {
  carrot: {
    list: 'gulrotnese',
    found: 'en lang, oransje gulrot til nese',
    on: 'gulrotnesa',
  },
  stones: {
    list: 'steinøyne',
    found:
      '{to runde, svarte steiner|to glatte, svarte steiner|to blanke, svarte steiner} til øyne',
    on: 'to steinøyne',
  },
  coal: {
    list: 'kulløyne',
    found: '{to kullbiter|to blanke kullbiter|to små kullbiter} til øyne',
    on: 'to kulløyne',
  },
  arms: {
    list: 'pinnearmer',
    found: '{to krokete pinner|to bøyde pinner|to knortete pinner} til armer',
    on: 'to pinnearmer',
  },
  scarf: {
    list: 'skjerf',
    found: '{et gammelt, stripete skjerf|et langt, stripete skjerf|et falmet, stripete skjerf}',
    on: 'det stripete skjerfet',
  },
  hat: {
    list: 'hatt',
    found: '{en gammel, bulkete hatt|en gammel, slitt hatt|en gammel, skjev hatt}',
    on: 'den gamle hatten',
  },
  beanie: {
    list: 'lue',
    found: '{ei gammel, lodden lue|ei gammel, slapp lue|ei gammel, bulkete lue}',
    on: 'den gamle lua',
  },
  bucket: {
    list: 'bøtte til hatt',
    found: 'ei gammel, bulkete bøtte til hatt',
    on: 'bøtta på hodet',
  },
  buttons: {
    list: 'knapper',
    found: 'en håndfull {knapper|blanke knapper|gamle knapper} til magen',
    on: 'ei rad med knapper',
  },
};

type PartWords = { list: string; found: string; on: string };
/** Delene som får fargen familien ga dem: «en gammel, svart hatt», «det røde skjerfet». */
const COLOURED: Partial<Record<SnowmanPart, (a: AdjNo) => PartWords>> = {
  hat: (a) => ({ list: `${a.m} hatt`, found: `en gammel, ${a.m} hatt`, on: `den ${a.pl} hatten` }),
  beanie: (a) => ({ list: `${a.m} lue`, found: `ei gammel, ${a.m} lue`, on: `den ${a.pl} lua` }),
  bucket: (a) => ({
    list: `${a.m} bøtte til hatt`,
    found: `ei gammel, ${a.m} bøtte til hatt`,
    on: `den ${a.pl} bøtta på hodet`,
  }),
  scarf: (a) => ({
    list: `${a.n} skjerf`,
    found: `et gammelt, ${a.n} skjerf`,
    on: `det ${a.pl} skjerfet`,
  }),
  buttons: (a) => ({
    list: `${a.pl} knapper`,
    found: `en håndfull ${a.pl} knapper til magen`,
    on: `ei rad med ${a.pl} knapper`,
  }),
};
/** Delen slik familien beskrev den, med fargen de ga den. */
const partOf = (c: NoCtx, p: SnowmanPart): PartWords => {
  const colour = c.partColours?.[p];
  const coloured = colour ? COLOURED[p] : undefined;
  return colour && coloured ? coloured(COLOURS[colour].no) : PART[p];
};

const join = (xs: string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} og ${xs[xs.length - 1]}`;
const listed = (c: NoCtx) => join(partsListed(c).map((p) => partOf(c, p).list));
/** Det den har på seg til slutt: planens deler, og gulrotnese uansett hva planen sa. */
const wearing = (c: NoCtx) =>
  join([...new Set<SnowmanPart>(['carrot', ...partsListed(c)])].map((p) => partOf(c, p).on));
/** Kjøkkenet hadde ingen gulrot, og historien har ennå ikke fortalt hvor en kom fra. */
const noseOpen = (c: NoCtx) =>
  c.handed(['kitchen:hitch']).length > 0 && c.handed(['kitchen:fix']).length === 0;
const enSnomann = (c: NoCtx) => (big(c) ? 'verdens største snømann' : 'en snømann');

/** Det som ble satt fram, slik det legges klart og slik det vinner vendepunktet. */
const SPARE: Record<SnowSpare, { ready: string; def: string; saves: (c: NoCtx) => string }> = {
  sledge: {
    ready: 'den gamle, røde kjelken',
    def: 'den røde kjelken',
    saves: (c) =>
      `veltet ${vi(c)} hodet over på den røde kjelken, dro det helt bort til snømannen og trillet det forsiktig på plass`,
  },
  bucket: {
    ready: 'en bøtte med vann',
    def: 'bøtta med vann',
    saves: (c) =>
      `skvatt ${h(c)} litt vann der hodet skulle sitte, og i kulda frøs det til, så hodet satt fast som limt`,
  },
  plank: {
    ready: 'ei lang planke fra vedskjulet',
    def: 'den lange planken',
    saves: (c) =>
      `satte ${vi(c)} den lange planken mot snømannen som en rampe og trillet hodet oppover, sakte, sakte, til det satt på toppen`,
  },
};
const spare = (c: NoCtx) => SPARE[snowSpare(c)];

/** Delen de finner her, som en setning, eller ingenting når stedet ikke har flere. */
const found = (c: NoCtx): string => {
  const part = partHere(c);
  if (!part) return '';
  return by(
    c,
    ` ${Vi(c)} fant ${partOf(c, part).found}.`,
    ` ${cap(c.place.in)} {fant ${vi(c)} også|fant ${vi(c)}|kom ${vi(c)} over} ${partOf(c, part).found}.`,
    ` Og ${c.place.in} fant ${vi(c)} akkurat det planen trengte: ${partOf(c, part).found}.`,
  );
};

/** Det en lengre dag bringer på hvert sted etter stedets eget problem: hva som går litt galt, og hva som hjelper. */
const MORE: Record<
  Exclude<SnowMoment, SnowHitch>,
  { trouble: (c: NoCtx) => string; fix: (c: NoCtx) => string }
> = {
  lumpy: {
    trouble: (c) =>
      by(
        c,
        `Kula ble full av gress og blader!`,
        `${de(c)} trillet den store kula bortover, men der snøen var tynn, plukket den opp {gress og visne blader|gress og småkvister|blader og jord} og ble knudrete som en potet.`,
        `${de(c)} trillet den store kula bortover jordet, men der snøen var tynn, plukket den opp gress, visne blader og en og annen kvist, til den var like knudrete og flekkete som en gammel potet.`,
      ),
    fix: (c) =>
      by(
        c,
        `${Vi(c)} trillet den i den dype snøen.`,
        `${Vi(c)} snudde og trillet kula tilbake gjennom den dype, urørte snøen, og klappet den {glatt og hvit|rund og hvit|hvit igjen} med vottene.`,
        `${Vi(c)} snudde og trillet kula tilbake gjennom den dype, urørte snøen langs kanten, og klappet og glattet den med vottene til den var rund og hvit igjen, og alle bladene var gjemt inni.`,
      ),
  },
  heavy: {
    trouble: (c) =>
      by(
        c,
        `Kula ble så tung. Den sto fast!`,
        `Kula ble større og større, og til slutt så tung at den sto {bom fast|helt stille|fast som en stein}, uansett hvor hardt ${h(c)} dyttet.`,
        `Kula vokste for hver runde, og til slutt var den så stor og tung at den sto bom fast midt på jordet, og ${h(c)} kunne dytte så mye ${c.hero.han} ville, med både hender og skulder.`,
      ),
    fix: (c) =>
      by(
        c,
        `Alle dyttet sammen: én, to, tre!`,
        `${cap(aide(c))} kom og satte skulderen inntil, og på «én, to, tre» dyttet de sammen. Sakte rullet kula videre{| og etterlot et grønt spor| mot hagen}.`,
        `${cap(aide(c))} kom og satte skulderen inntil ved siden av ${h(c)}, og på «én, to, tre!» dyttet de sammen, så kula sakte begynte å rulle igjen og etterlot et langt, grønt spor i snøen bak seg.`,
      ),
  },
  uphill: {
    trouble: (c) =>
      by(
        c,
        `Oppover bakken trillet kula tilbake!`,
        `${de(c)} prøvde å trille den neste kula opp bakken, men den var for bratt, og kula trillet {tilbake igjen|rett tilbake|ned igjen} hver gang.`,
        `${de(c)} prøvde å trille den neste kula oppover bakken, men bakken var så bratt at kula trillet tilbake hver gang de stoppet for å puste, og to ganger var den nesten over tærne på ${h(c)}.`,
      ),
    fix: (c) =>
      by(
        c,
        `${Vi(c)} trillet den på skrå, i sikksakk.`,
        `Så trillet ${vi(c)} den på skrå, fram og tilbake i sikksakk, og slik kom kula {opp til slutt|helt opp|opp på toppen}.`,
        `Så fant ${vi(c)} ut at kula ikke trengte å gå rett opp: de trillet den på skrå, fram og tilbake i sikksakk, slik som skiløpere gjør, og litt etter litt var den oppe.`,
      ),
  },
  icy: {
    trouble: (c) =>
      by(
        c,
        `Bakken var glatt! ${h(c)} skled.`,
        `Akebrettene hadde gjort bakken {blank som is|glatt som et speil|isete og blank}, og støvlene til ${h(c)} skled bakover for hvert skritt.`,
        `Alle akebrettene hadde polert bakken blank som et speil, og støvlene til ${h(c)} skled bakover for hvert skritt, så ${c.hero.han} mest sto og trampet på samme sted.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} gikk i den dype snøen på kanten.`,
        `${h(c)} gikk over i den dype snøen langs kanten og satte føttene {sidelengs|på tvers|sidelengs, trinn for trinn}, og da holdt de.`,
        `${h(c)} gikk over i den dype snøen langs kanten av bakken og satte føttene sidelengs, trinn for trinn, slik bestefar gjør i skiløypa, og da holdt hvert eneste skritt.`,
      ),
  },
  drip: {
    trouble: (c) =>
      by(
        c,
        `Vottene dryppet på gulvet!`,
        `Vottene og støvlene til ${h(c)} dryppet, og snart var det {små dammer|en liten innsjø|blanke vanndammer} over hele kjøkkengulvet.`,
        `Vottene og støvlene til ${h(c)} var fulle av snø som smeltet, og snart dryppet det overalt, til det lå små, blanke dammer over hele kjøkkengulvet.`,
      ),
    fix: (c) =>
      by(
        c,
        `Vottene fikk henge på ovnen.`,
        `${cap(aide(c))} la avispapir under støvlene, og vottene fikk henge på ovnen til de {var varme|var tørre|dampet}.`,
        `${cap(aide(c))} la avispapir under støvlene og hengte vottene på ovnen, der de dampet og ble varme, og ${h(c)} tørket opp dammene med en gammel klut.`,
      ),
  },
  thermos: {
    trouble: (c) =>
      by(
        c,
        `Lokket på termosen ville ikke på!`,
        `${h(c)} ville ha med varm kakao ut, men lokket på termosen {ville ikke skrus på|satt skjevt|gikk ikke på}, og kakaoen skvulpet.`,
        `${h(c)} ville ha med varm kakao ut til snømannarbeidet, men lokket på termosen satt skjevt og ville ikke skrus på, og kakaoen skvulpet farlig nær kanten.`,
      ),
    fix: (c) =>
      by(
        c,
        `Riktig vei, og lokket satt!`,
        `${cap(aide(c))} snudde lokket riktig vei, og med en liten vri satt det. Nå kunne kakaoen {bli med ut|være med|vente i snøen}.`,
        `${cap(aide(c))} viste at lokket måtte snus riktig vei først, og med en liten vri satt det som støpt. Nå kunne kakaoen bli med ut og vente i snøfonna ved siden av snømannen.`,
      ),
  },
  dark: {
    trouble: (c) =>
      by(
        c,
        `Smell! Døra gikk igjen. Det ble mørkt.`,
        `Smell! Døra til vedskjulet slo igjen i vinden, og det ble så mørkt at ${h(c)} {ikke så noen ting|ikke så hånda foran seg|bare så en stripe lys}.`,
        `Smell! Døra til vedskjulet slo igjen bak dem, og plutselig var det så mørkt at ${h(c)} bare så en tynn stripe lys under døra, og lukten av ved og gamle sekker.`,
      ),
    fix: (c) =>
      by(
        c,
        `En vedkubbe holdt døra åpen.`,
        `${h(c)} fant døra med hendene, skjøv den opp og satte en vedkubbe foran, så lyset {fikk komme inn|strømmet inn|kom inn igjen}.`,
        `${h(c)} famlet seg fram til døra, skjøv den opp og kilte en tung vedkubbe foran den, så det grå vinterlyset strømmet inn igjen over hyllene.`,
      ),
  },
  spider: {
    trouble: (c) =>
      by(
        c,
        `I eska satt en edderkopp!`,
        `Oppi eska, midt på det øverste skjerfet, satt en {stor, søvnig|tjukk, trøtt|liten, søvnig} edderkopp og så på dem.`,
        `Oppi eska, midt på det øverste skjerfet, satt en tjukk, søvnig edderkopp som hadde funnet seg et vinterrede der, og den hadde tydeligvis ikke tenkt å flytte.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} bar edderkoppen til et lunt hjørne.`,
        `${h(c)} lot edderkoppen krabbe over på en pinne og bar den forsiktig bort til et lunt hjørne bak veden.`,
        `${h(c)} holdt fram en pinne, ventet tålmodig til edderkoppen krabbet over, og bar den forsiktig bort til et lunt hjørne bak veden, der den kunne sove resten av vinteren i fred.`,
      ),
  },
  smooth: {
    trouble: (c) =>
      by(
        c,
        `Magen til snømannen var humpete.`,
        `Den midterste kula var {full av humper|humpete og skjev|full av hakk og humper}, og snømannen så ut som om han hadde spist for mange boller.`,
        `Den midterste kula var full av humper og hakk etter all trillingen, og snømannen så ut som om han hadde spist altfor mange boller til frokost.`,
      ),
    fix: (c) =>
      by(
        c,
        `${Vi(c)} glattet magen med vottene.`,
        `${Vi(c)} strøk og glattet med vottene, fylte hakkene med ny snø, til magen var {rund og blank|glatt og fin|rund som en ball}.`,
        `${Vi(c)} strøk og glattet med vottene og fylte hvert hakk med en neve ny snø, til magen var så rund og blank at den nesten skinte i det grå lyset.`,
      ),
  },
  mitten: {
    trouble: (c) =>
      by(
        c,
        `Vips! En vott ble borte i snøen.`,
        `Da ${h(c)} dro armen opp av en dyp fonn, ble votten {liggende igjen|sittende igjen|borte} et sted der nede i all snøen.`,
        `Da ${h(c)} dro armen opp av en dyp fonn, var votten borte, slukt av snøen et sted der nede, og hånda ble rød og kald på et øyeblikk.`,
      ),
    fix: (c) =>
      by(
        c,
        `${Vi(c)} gravde i hullet. Der var votten!`,
        `${Vi(c)} fulgte armhullet ned og gravde {forsiktig|med begge hender|som en hund}, og der lå votten, full av snø. ${h(c)} ristet den og dro den på igjen.`,
        `${Vi(c)} fulgte det lille hullet armen hadde laget og gravde forsiktig med begge hender, til en blå tommel stakk opp av snøen. ${h(c)} ristet votten tom og dro den på igjen, kald, men hel.`,
      ),
  },
  sledgers: {
    trouble: (c) =>
      by(
        c,
        `Akebrett kom rett mot kula!`,
        `Noen barn på akebrett kom {susende|farende|suseende} nedover bakken, rett mot snøkula til ${h(c)}.`,
        `Tre barn på ett akebrett kom susende nedover bakken med hyl og latter, og de styrte rett mot snøkula til ${h(c)}, som lå midt i løypa.`,
      ),
    fix: (c) =>
      by(
        c,
        `«Pass dere!» ropte ${h(c)}. De svingte unna.`,
        `«Pass på kula!» ropte ${h(c)}, og barna svingte unna i siste liten, og etterpå hjalp de til med å trille den ut av løypa.`,
        `«Pass på snømannen!» ropte ${h(c)}, og barna svingte unna i siste liten, i en sky av snø. Etterpå kom de opp igjen og hjalp til med å trille kula trygt ut av løypa.`,
      ),
  },
  plan: {
    trouble: (c) =>
      by(
        c,
        `Planen var blitt våt. Blekket rant!`,
        `Planen på konvolutten var blitt våt i lomma, og blekket hadde rent {utover|til blå skyer|i striper}, så ingen kunne se hva som sto der.`,
        `Planen på konvolutten hadde ligget i den våte lomma hele morgenen, og nå hadde blekket rent ut i blå skyer, så ingen kunne lenger se hvor armene eller skjerfet skulle være.`,
      ),
    fix: (c) =>
      by(
        c,
        `${h(c)} tegnet planen på nytt, med blyant.`,
        `Ved kjøkkenbordet tegnet ${h(c)} planen på nytt, med blyant denne gangen, for blyant renner ikke.`,
        `Ved kjøkkenbordet tegnet ${h(c)} planen på nytt, med blyant denne gangen, for blyant renner ikke, og la den i en plastpose før den fikk bli med ut igjen.`,
      ),
  },
  barrow: {
    trouble: (c) =>
      by(
        c,
        `Trillebåra ville ikke trille!`,
        `${h(c)} ville frakte alt i trillebåra, men hjulet {satt fast|var frosset fast|ville ikke gå rundt} i isen.`,
        `${h(c)} ville frakte alt ut til hagen i den gamle trillebåra, men hjulet var frosset fast i en isklump og ville ikke gå rundt, uansett hvor hardt ${c.hero.han} dyttet.`,
      ),
    fix: (c) =>
      by(
        c,
        `${cap(aide(c))} banket isen løs. Nå trillet den!`,
        `${cap(aide(c))} banket isen løs med en vedkubbe, bank, bank, og så knirket hjulet {i gang|rundt igjen|av sted}.`,
        `${cap(aide(c))} banket forsiktig på isklumpen med en vedkubbe, bank, bank, til den sprakk, og så knirket hjulet rundt igjen, og trillebåra var klar til bruk.`,
      ),
  },
  sign: {
    trouble: (c) =>
      by(
        c,
        `Tusjen ville ikke skrive i kulda.`,
        `${h(c)} ville lage et skilt med navnet, men tusjen var så kald at den {ikke ville skrive|bare laget grå striper|tørket inn}.`,
        `${h(c)} ville lage et skilt med navnet til snømannen, men tusjen var så kald at den bare laget svake, grå striper på pappen.`,
      ),
    fix: (c) =>
      by(
        c,
        `${Vi(c)} skrev navnet i snøen med en pinne.`,
        `Så skrev ${vi(c)} navnet i snøen foran ham i stedet, med en pinne, {i store bokstaver|med store bokstaver|så stort som mulig}.`,
        `Så skrev ${vi(c)} navnet i snøen foran ham i stedet, med en lang pinne og i store bokstaver, og la små kvister rundt, som en ramme.`,
      ),
  },
  snowfall: {
    trouble: (c) =>
      by(
        c,
        `Det begynte å snø igjen! Sporene forsvant.`,
        `Det begynte å snø igjen, store, tunge flak, og snart var alle sporene borte og kula dekket av et hvitt teppe.`,
        `Plutselig begynte det å snø igjen, store, tunge flak som dalte ned, og snart var alle sporene borte og kula de hadde trillet, dekket av et tykt, hvitt teppe.`,
      ),
    fix: (c) =>
      by(
        c,
        `Ny snø var god snø! Kula vokste.`,
        `Men den nye snøen var våt og klissen, akkurat den beste sorten, og kula vokste fortere enn noen gang.`,
        `Men den nye snøen var våt og klissen, akkurat den beste sorten for snømenn, og da ${vi(c)} trillet kula videre, vokste den fortere enn noen gang.`,
      ),
  },
  dent: {
    trouble: (c) =>
      by(
        c,
        `En snøball traff kula. Bang, en bulk!`,
        `Noen barn hadde snøballkrig i bakken, og én snøball traff kula og laget en stor bulk.`,
        `Noen barn hadde snøballkrig lenger opp i bakken, og én snøball kom susende og traff kula med et smell, så den fikk en bulk stor som en suppetallerken.`,
      ),
    fix: (c) =>
      by(
        c,
        `${Vi(c)} fylte bulken med snø.`,
        `${Vi(c)} fylte bulken med ny snø og klappet den glatt, og barna ropte unnskyld og siktet et annet sted.`,
        `${Vi(c)} fylte bulken med neve etter neve med ny snø og klappet den glatt, og barna ropte unnskyld og flyttet snøballkrigen et godt stykke bort.`,
      ),
  },
  mouth: {
    trouble: (c) =>
      by(
        c,
        `Snømannen trengte en munn. Rosinene var borte!`,
        `Snømannen trengte en munn, men rosinpakken i skapet var tom, bortsett fra to gamle rosiner.`,
        `Snømannen måtte jo ha en munn å smile med, men da ${h(c)} ristet rosinpakken i skapet, ramlet det bare ut to gamle, harde rosiner.`,
      ),
    fix: (c) =>
      by(
        c,
        `Blåbær fra fryseren ble en fin munn!`,
        `${cap(aide(c))} fant en pose blåbær i fryseren, og de ble til et bredt, blått smil.`,
        `${cap(aide(c))} fant en pose frosne blåbær i fryseren, og de talte opp tolv av dem til et bredt, blått smil, som ikke ville smelte på lenge.`,
      ),
  },
  broom: {
    trouble: (c) =>
      by(
        c,
        `Den gamle kosten var knekt!`,
        `${h(c)} fant en gammel kost snømannen kunne holde, men skaftet var knekt på midten.`,
        `${h(c)} fant en gammel kost bak døra, akkurat slik snømenn på bilder holder, men skaftet var knekt på midten og hang og slang.`,
      ),
    fix: (c) =>
      by(
        c,
        `Litt hyssing, og kosten var hel.`,
        `${cap(aide(c))} surret hyssing rundt skaftet, tett og stramt, og kosten var som ny.`,
        `${cap(aide(c))} surret hyssing rundt bruddet, tett og stramt, runde etter runde, og kosten var nesten som ny, klar til å holdes av en snømann.`,
      ),
  },
  shovel: {
    trouble: (c) =>
      by(
        c,
        `Snøen var for dyp til å gå i!`,
        `Snøen mellom huset og snømannen var så dyp at alle som ville se ham, måtte vasse til knærne.`,
        `Snøen mellom trappa og snømannen lå så dyp at alle som ville hilse på ham, måtte vasse til knærne, og den store spaden var altfor tung for ${h(c)}.`,
      ),
    fix: (c) =>
      by(
        c,
        `${Vi(c)} måkte en sti med den lille spaden.`,
        `${Vi(c)} hentet den lille spaden og måkte en smal sti, spadetak for spadetak, helt bort til snømannen.`,
        `${Vi(c)} hentet den lille barnespaden i stedet og måkte en smal, svingete sti, spadetak for spadetak, helt fra trappa og bort til snømannen.`,
      ),
  },
  name: {
    trouble: (c) =>
      by(
        c,
        `Hva skulle snømannen hete? Ingen ble enige!`,
        `Hva skulle snømannen hete? ${cap(aide(c))} ville ha «Frosti», ${h(c)} ville ha «Kalle Kule», og {ingen ga seg|de ble ikke enige|ingen ville gi seg}.`,
        `Nå trengte snømannen et navn, men det var lettere sagt enn gjort: ${aide(c)} ville ha «Frosti», ${h(c)} ville ha «Kalle Kule», og en stund sto de der og ristet på hodet av hverandre.`,
      ),
    fix: (c) =>
      by(
        c,
        `Han fikk hete Frosti Kule!`,
        `Til slutt satte de navnene sammen: «Frosti Kule». Det passet {perfekt|helt perfekt|akkurat}, og alle lo.`,
        `Til slutt satte de navnene sammen til «Frosti Kule», og det passet så godt at alle lo, for det var akkurat det han så ut som, rund og kald og veldig fornøyd.`,
      ),
  },
};

export const snowman: GoalTexts<NoCtx> = {
  want: [
    (c) =>
      by(
        c,
        `Det hadde snødd hele natta! ${h(c)} ville bygge ${enSnomann(c)}.`,
        `Det hadde snødd {hele natta|hele natta gjennom|siden kvelden før}, {tjukt og mykt|mykt og dypt|dypt og hvitt}, og ${h(c)} visste {med en gang|straks|der og da} hva ${c.friend ? 'de' : c.hero.han} skulle gjøre: bygge ${enSnomann(c)}, med ${listed(c)}.`,
        `I løpet av natta var hele verden blitt hvit, og før frokosten var spist opp, hadde ${h(c)} bestemt seg: I dag skulle ${c.friend ? 'de' : c.hero.han} bygge ${enSnomann(c)}, med ${listed(c)}.`,
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `${h(c)} tegnet tre store kuler. Ved døra, for sikkerhets skyld: ${spare(c).ready}.`,
        `${h(c)} tegnet planen på baksiden av en konvolutt: tre snøkuler oppå hverandre, med ${listed(c)}. Og for sikkerhets skyld satte ${c.hero.han} ${spare(c).ready} klar ved døra.`,
        `${h(c)} tegnet planen på baksiden av en gammel konvolutt: ei stor kule nederst, ei til magen og ei lita til hodet, og ved siden av, med piler, ${listed(c)}. Og for sikkerhets skyld, uten helt å vite hvorfor, satte ${c.hero.han} ${spare(c).ready} klar ved bakdøra.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        big(c) ? `Men verdens største snømann trenger mye snø!` : `Men en snømann trenger mye!`,
        big(c)
          ? `Men verdens største snømann ville trenge fjell av snø, og hver eneste del på lista.`
          : `Men en snømann trenger {mer enn snø|mer enn bare snø|mye mer enn snø}: den rette snøen, og hver eneste del på {lista|lista også}.`,
        big(c)
          ? `Men verdens største snømann ville trenge fjell av den rette snøen, sterke armer til å trille den og hver eneste del på lista.`
          : `Men en skikkelig snømann trenger mer enn snø: den rette snøen, sterke armer til å trille den og hver eneste del på lista.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `«Støvler på! Kom igjen!» sa ${h(c)}.`,
        `«{Støvler, votter, luer|Luer, støvler, votter|Votter, luer, støvler}!» {sa|ropte|sang} ${h(c)}. «Først snøen, så {delene|resten|pynten}.»`,
        `«Greit,» sa ${h(c)} og dro på seg vottene, «først finner vi snø som kan klappes sammen, og så samler vi delene, én etter én.»`,
      ),
  ],
  attempt: snowBank<NoCtx>(
    'trouble',
    (c, m) => {
      if (m in MORE) return MORE[m as keyof typeof MORE].trouble(c);
      switch (snowHitch(c)) {
        case 'powder':
          return by(
            c,
            `Snøen var for tørr. Den ville ikke henge sammen!`,
            `${h(c)} {tok|grafset|plukket opp} en {neve|håndfull|stor neve} snø og {klemte|presset|knuget}, men snøen ${c.place.in} var tørr som {sukker|mel|sand} og bare falt fra hverandre{| med en gang| som støv}.`,
            `${h(c)} tok en stor neve snø ${c.place.in} og presset hardt, men snøen var tørr og lett som melis og rant ut mellom vottene.`,
          );
        case 'runaway':
          return by(
            c,
            `Å nei! Den store kula trillet ned bakken!`,
            `Øverst i bakken trillet ${de(c)} ei kule til den var {kjempestor|enorm|stor som ei tønne}, og så {slapp den løs|rev den seg løs|smatt den unna} og trillet ned, {dunk, dunk, dunk|dunkedi-dunk|bums, bums, bums}!`,
            `Øverst i bakken vokste kula og vokste mens ${de(c)} dyttet, helt til den vaklet, slapp løs og trillet nedover bakken, fortere og fortere, dunk, dunk, dunk.`,
          );
        case 'nose':
          return by(
            c,
            `Det fantes ingen gulrot til nesa!`,
            `${h(c)} åpnet grønnsaksskuffen for å finne en gulrot, men den var tom{|, bortsett fra en løk|, tom som en tromme}. {Ingen gulrot, ingen nese!|Uten gulrot, ingen nese!|Ingen gulrot? Da ble det ingen nese!}`,
            `${h(c)} dro opp grønnsaksskuffen, sikker på at det lå en gulrot der, men det var bare en halv løk og en ensom potet. Ingen gulrot betydde ingen nese.`,
          );
        case 'shelf':
          return by(
            c,
            `Den gamle eska sto altfor høyt.`,
            `I vedskjulet sto eska med gamle luer og skjerf på {den øverste hylla|den aller øverste hylla|øverste hylla, bak veden}, {langt utenfor rekkevidde|høyt utenfor rekkevidde|utenfor rekkevidde for alle armer}.`,
            `Eska med gamle luer og skjerf var i vedskjulet, ja visst, men den sto på den aller øverste hylla, bak veden, langt utenfor rekkevidde selv for den lengste armen.`,
          );
        case 'lean':
          return by(
            c,
            `Snømannen hellet som et trøtt tårn.`,
            `${de(c)} {satte|løftet|heiste} den midterste kula oppå den store, men den hellet til siden som et {trøtt|slitent|vaklende} tårn.`,
            `${de(c)} løftet den midterste kula opp på den store, men den satt skjevt og hellet til siden, som et tårn som var veldig, veldig trøtt.`,
          );
      }
    },
    [
      (c) =>
        by(
          c,
          `Brr! Fingrene til ${h(c)} var kalde.`,
          `Vottene til ${h(c)} var {søkkvåte|gjennomvåte|dyvåte}, og fingrene {sved av kulde|var røde av kulde|prikket av kulde}.`,
          `Nå var vottene til ${h(c)} våte tvers igjennom, og fingrene sved så mye at ${c.hero.han} måtte stikke dem under armene en stund.`,
        ),
      (c) =>
        c.friend && !c.friend.person
          ? by(
              c,
              `${c.friend.name} hoppet i snøen. Flump!`,
              `${c.friend.name} stupte rett ned i en fonn og kom opp helt hvit og nøs.`,
              `${c.friend.name} trodde det hele var en lek, stupte ned i den dypeste fonna og kom opp hvit fra snute til hale, nysende av glede.`,
            )
          : null,
      (c) =>
        by(
          c,
          `En snøklump falt ned fra en grein. Plopp!`,
          `En {snøklump|snøhaug|myk dott snø} gled ned fra {en grein|en kvist|ei grangrein} og landet {plopp|flopp|splatt} på {lua|hodet|nesa} til ${h(c)}.`,
          `En snøklump gled ned fra en grein over dem og landet, plopp, rett på lua til ${h(c)}, og litt av den havnet nedi nakken.`,
        ),
    ],
  ),
  progress: snowBank<NoCtx>(
    'fix',
    (c, m) => {
      if (m in MORE) return MORE[m as keyof typeof MORE].fix(c);
      const line = ((): string => {
        switch (snowHitch(c)) {
          case 'powder':
            return by(
              c,
              `Ved gjerdet var snøen våt. Den hang sammen!`,
              `I skyggen ved {gjerdet|veggen|boden} var snøen våtere, og da ${h(c)} {klemte|presset|knadde} den, holdt den. Den første kula begynte å {vokse|bli større|svulme}.`,
              `I skyggen ved gjerdet, der sola ikke hadde nådd, var snøen våt og tung, og da ${h(c)} presset den sammen, holdt den. Snart trillet den første kula og vokste.`,
            );
          case 'runaway':
            return by(
              c,
              `Nederst stoppet den. For ei stor kule!`,
              `Nederst stoppet kula i en fonn, {større enn noen gang|dobbelt så stor|tjukkere enn før}. «Der har vi den nederste kula!» {lo|ropte|jublet} ${h(c)}.`,
              `Nederst ble den liggende i en myk fonn, dobbelt så stor som før. «Ja vel,» lo ${h(c)}, «da trillet den seg selv til den perfekte bunnkula.»`,
            );
          case 'nose':
            return by(
              c,
              `${cap(aide(c))} fant en gulrot bakerst.`,
              `«Vent litt,» sa ${aide(c)} og stakk hånda helt inn i kjøleskapet. Der lå én siste, lang gulrot.`,
              `«Vent nå litt,» sa ${aide(c)} og rotet helt innerst i kjøleskapet, bak syltetøyet, til det kom ut én siste gulrot, lang og oransje og bare litt bøyd.`,
            );
          case 'shelf':
            return by(
              c,
              `${h(c)} klatret opp på hoggestabben.`,
              `${h(c)} klatret opp på den gamle hoggestabben, {strakte seg|sto på tærne|strakte seg så høyt ${c.hero.han} kunne} og {fikk eska ned|dro eska ned|lirket eska ned}.`,
              `${h(c)} dro den gamle hoggestabben bort, klatret opp, strakte seg så langt ${c.hero.han} kunne og fikk eska ned fra hylla.`,
            );
          case 'lean':
            return by(
              c,
              `${Vi(c)} klappet snø inn i sprekken.`,
              `${Vi(c)} {klappet|presset|dyttet} myk snø inn i sprekken til den midterste kula satt {rett|støtt|rett og støtt}.`,
              `${Vi(c)} pakket neve etter neve med myk snø inn i sprekken, klappet og glattet, til den midterste kula satt rett og stødig.`,
            );
        }
      })();
      // Gulroten var det kjøkkenet ga: ingen ny del fortelles etter den.
      if (snowHitch(c) === 'nose') {
        partHere(c, 'carrot');
        return line;
      }
      // Eska fra den øverste hylla har det vedskjulet gir.
      if (snowHitch(c) === 'shelf') {
        const part = partHere(c);
        return part
          ? `${line} {Oppi lå|I den lå|Nederst i den lå} ${partOf(c, part).found}.`
          : line;
      }
      return `${line}${found(c)}`;
    },
    [
      (c) =>
        by(
          c,
          `Snømannen vokste!`,
          `Litt etter litt kom snømannen nærmere.`,
          `Litt etter litt, kule for kule, ble snømannen på planen til en ekte en.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} krysset av en del på lista.`,
          `${h(c)} krysset av enda en del på planen. Snart ferdig!`,
          `${h(c)} krysset av enda en del på planen med en våt vott, så blekket rant, men det telte likevel.`,
        ),
    ],
  ),
  advice: eachOnce<NoCtx>('advice', [
    (c) =>
      c.helper
        ? by(
            c,
            `«Våt snø er best,» sa ${c.helper.name}.`,
            `«Se etter våt snø i skyggen,» sa ${c.helper.name}. «{Tørr snø henger aldri sammen|Tørr snø vil ikke holde sammen|Lett pudder bare faller fra hverandre}.»`,
            `«Kunsten,» sa ${c.helper.name}, «er våt snø: Se etter den i skyggen, der sola ikke har tørket den ut.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Den nederste kula skal være størst,» sa ${c.helper.name}.`,
            `«Den nederste kula må være størst,» sa ${c.helper.name}, «ellers velter hele snømannen.»`,
            `«Begynn med ei stor, tjukk bunnkule,» sa ${c.helper.name}, «for alt det andre sitter oppå den, og en snømann med tynn bunn faller fort over ende.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Klapp den glatt,» sa ${c.helper.name}.`,
            `«Klapp hver kule glatt underveis,» sa ${c.helper.name}, «så holder den bedre sammen.»`,
            `«Klapp hver kule glatt med vottene underveis,» sa ${c.helper.name}, «så fryser den litt og holder mye bedre sammen.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Jeg bygde en da jeg var liten,» sa ${c.helper.name}.`,
            `«Da jeg var liten, bygde jeg en snømann like høy som døra,» sa ${c.helper.name}.`,
            `«Da jeg var på din alder,» sa ${c.helper.name}, «bygde jeg en snømann like høy som inngangsdøra, og den sto der helt til våren.»`,
          )
        : null,
  ]),
  ask: [
    (c) =>
      c.helper
        ? by(
            c,
            `«Vil du hjelpe {med snømannen|oss å bygge en snømann|til med snømannen vår}?» spurte ${h(c)}.`,
            `«Vil du hjelpe ${c.friend ? 'oss' : 'meg'} å bygge snømannen?» spurte ${h(c)} ${c.helper.name}.`,
            `«Denne snømannen er for stor for ${c.friend ? 'oss' : 'meg'} alene,» sa ${h(c)} og holdt opp den våte planen. «Vil du hjelpe?»`,
          )
        : null,
  ],
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `Hodet var for tungt! Men ${vi(c)} hadde ${spare(c).def}.`,
          `Aller sist kom hodet, men det var altfor tungt til å løfte. Da husket ${h(c)} ${spare(c).def}, og så ${spare(c).saves(c)}.`,
          `Aller sist kom hodet, og det var så tungt at ingen klarte å løfte det så høyt. ${h(c)} holdt nesten på å gi opp. Så husket ${c.hero.han} ${spare(c).def} ved døra, og så ${spare(c).saves(c)}.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${cap(aide(c))} og ${h(c)} brukte ${spare(c).def} sammen.`,
          `Hodet var for tungt til å løfte. «Hva var det du satte ved døra?» spurte ${aide(c)}, og sammen hentet de ${spare(c).def}. Så ${spare(c).saves(c)}.`,
          `Hodet var altfor tungt til å løfte, selv om alle dyttet. «Hva var det du satte ved bakdøra i morges?» spurte ${aide(c)}, og sammen hentet de ${spare(c).def}. Så ${spare(c).saves(c)}.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `Hodet satt, og ${h(c)} la til ${c.gift.def}.`,
              `Hodet var for tungt, men ${h(c)} hadde ${spare(c).def}, og så ${spare(c).saves(c)}. Etterpå stakk ${c.hero.han} ${c.gift.def} inn i snøen, for hellet.`,
              `Hodet var for tungt til å løfte, men ${h(c)} hadde ${spare(c).def} klar, og så ${spare(c).saves(c)}. Aller sist stakk ${c.hero.han} ${c.gift.def} inn i snøen, for hellet.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} tenkte seg om. Så: ${spare(c).def}!`,
          `Hodet var for tungt til å løfte, og ${h(c)} tenkte seg godt om. Så smilte ${c.hero.han}, og så ${spare(c).saves(c)}.`,
          `Hodet var altfor tungt til å løfte, så ${h(c)} sto helt stille og tenkte. Så lo ${c.hero.han}, for svaret hadde stått ved døra hele morgenen, og så ${spare(c).saves(c)}.`,
        ),
    ],
  },
  resolution: [
    (c) =>
      (noseOpen(c)
        ? by(
            c,
            `${cap(aide(c))} fant en gulrot likevel. `,
            `${cap(aide(c))} hadde funnet én siste gulrot bakerst i kjøleskapet likevel. `,
            `${cap(aide(c))} hadde funnet én siste gulrot bakerst i kjøleskapet likevel, litt bøyd, men nese er nese. `,
          )
        : '') +
      by(
        c,
        `Snømannen sto i hagen, med ${wearing(c)}! «Hei, snømann!» sa ${h(c)}.`,
        `Og der sto den {i hagen|midt i hagen|i den snødekte hagen}: ${big(c) ? 'den største snømannen noen hadde sett' : 'en ekte, rund snømann'}, med ${wearing(c)}. ${h(c)} gikk noen skritt bakover for å se, og snømannen så ut til å {smile tilbake|blunke|smile rett tilbake}.`,
        `Og der sto den midt i hagen, ${big(c) ? 'høyere enn pappa og bredere enn porten, den største snømannen noen i hele gata hadde sett' : 'rund og hvit og stolt'}, med ${wearing(c)}. ${h(c)} gikk noen skritt bakover, rød i kinnene og med rennende nese, og var helt sikker på at snømannen smilte.`,
      ),
  ],
  home: eachOnce<NoCtx>('home', [
    (c) =>
      by(
        c,
        `Så gikk alle inn og drakk varm kakao.`,
        `Så stampet alle snøen av støvlene og gikk inn for å drikke {varm kakao|varm kakao med boller|hver sin kopp varm kakao}.`,
        `Så stampet de snøen av støvlene, hengte de våte vottene over ovnen og holdt rundt hver sin kopp med varm kakao.`,
      ),
    (c) =>
      by(
        c,
        `Ute i hagen så det ut som snømannen vinket.`,
        `Utenfor vinduet sto snømannen vakt i {den blå kvelden|skumringen|den stille kvelden}.`,
        `Utenfor kjøkkenvinduet sto snømannen vakt over hagen i det blå kveldslyset, som om den alltid hadde bodd der.`,
      ),
  ]),
  reflection: eachOnce<NoCtx>('reflection', [
    (c) =>
      by(
        c,
        `I morgen kunne snømannen få en venn.`,
        `I morgen, bestemte ${h(c)}, skulle snømannen få {en liten venn|en snøhund|en lillebror}.`,
        `I morgen, bestemte ${h(c)}, skulle snømannen få en liten venn å stå ved siden av, hvis snøen holdt seg.`,
      ),
    (c) =>
      by(
        c,
        `Det var tidenes beste snømann.`,
        buddy(c)
          ? `«{Tidenes beste snømann|Verdens beste snømann|Den beste vi har laget}!» sa ${buddy(c)}, og ${h(c)} {var enig|nikket|måtte si seg enig}.`
          : `Det var den beste snømannen ${h(c)} noen gang hadde laget.`,
        `Ingenting hadde gått helt etter planen, fra den tørre snøen til det tunge hodet, og kanskje var det nettopp derfor det ble den beste snømannen ${h(c)} noen gang hadde bygd.`,
      ),
  ]),
  refrain: [() => `Trill den stor og trill den rund, snart står snømannen her om en stund!`],
  title: [
    (c) => `Snømannen til ${h(c)}`,
    (c) => (big(c) ? `Verdens største snømann` : `Snømannen i hagen`),
    (c) => `${h(c)} og snømannen`,
  ],
};

/** Vedskjulet er et skjul, ikke det varme huset: kaldt, med ved, redskaper og kjelken på en spiker. */
const woodshed: Bank<NoCtx> = [
  (c) =>
    c.place.id === 'woodshed'
      ? by(
          c,
          `Det luktet {ved|furu} og kulde i vedskjulet.`,
          `Vedskjulet var kaldt og halvmørkt, med ved stablet {helt opp til taket|i pene rader} og ei rive på en spiker.`,
          `Vedskjulet var kaldt og halvmørkt og luktet {furu|sagflis}; veden var stablet helt opp til taket, og gamle redskaper hang på spikre som en rad med sovende flaggermus.`,
        )
      : null,
];

export const snowmanScenes = (setting: Partial<Record<SceneSetting, Bank<NoCtx>>>) => ({
  travel: snowmanTravel,
  setting: {
    ...setting,
    house: [
      ...woodshed,
      ...(setting.house ?? []).map((t) => (c: NoCtx) => (c.place.id === 'woodshed' ? null : t(c))),
    ],
  },
});

/** Fra sted til sted i snøen, eller inn på kjøkkenet: aldri over noen bro eller bekk. */
const GO: Record<string, (c: NoCtx) => string> = {
  'snowy-field': (c) =>
    by(
      c,
      `Ut på jordet bar det.`,
      `${de(c)} {vasset|trasket|pløyde seg} ut på jordet, med snø helt opp til {knærne|knærne og vel så det|knærne, knirk for knirk}.`,
      `${de(c)} vasset ut på jordet, der snøen lå glatt og urørt, helt opp til knærne.`,
    ),
  'sledging-hill': (c) =>
    by(
      c,
      `Opp i akebakken bar det.`,
      `${de(c)} traska opp i akebakken og pustet ut små skyer.`,
      `${de(c)} traska hele veien opp i akebakken, pustet ut små skyer og måtte stoppe to ganger for å hente pusten.`,
    ),
  kitchen: (c) =>
    by(
      c,
      `Inn på det varme kjøkkenet bar det.`,
      `${de(c)} {ristet|børstet|stampet} av seg snøen ved døra og gikk inn på det {varme|lune|dampende} kjøkkenet.`,
      `${de(c)} ristet av seg snøen ved bakdøra og gikk inn på kjøkkenet, der den varme lufta fikk kinnene til å prikke.`,
    ),
  woodshed: (c) =>
    by(
      c,
      `Knirk, knirk, bort til vedskjulet.`,
      `${de(c)} {knirket|trasket|stampet} over {tunet|det hvite tunet|det snødekte tunet} til vedskjulet.`,
      `${de(c)} knirket over det hvite tunet til vedskjulet og etterlot seg ei vinglete rad med fotspor.`,
    ),
  'snowy-garden': (c) =>
    by(
      c,
      `Tilbake til hagen bar det.`,
      `${de(c)} {gikk|trasket|skyndte seg} tilbake til hagen, der snømannen skulle stå.`,
      `${de(c)} gikk tilbake til hagen, til plassen ved vinduet der snømannen skulle stå.`,
    ),
};

export const snowmanTravel: Bank<NoCtx> = [
  (c) => GO[c.place.id]?.(c) ?? null,
  (c) =>
    by(
      c,
      `${de(c)} {trampet|knirket} ${c.place.to}.`,
      `${de(c)} {trampet|knirket|ploget seg} ${c.place.to} og {satte fotspor i snøen|sparket opp snø}.`,
    ),
];
