// Noe som blir plantet og vokser: hva det trenger (jord, vann og sol), hvor det blir sådd (i ei
// potte i vinduskarmen, hjemme eller i klasserommet), ventingen, stellet og det som går galt (en
// tørr dag, en snegle, en hund som graver, frost), den første spiren, og veksten; ei magisk
// bønne skyter opp til skyene på én natt og blir klatret i, et kjempegresskar må alle løfte
// sammen; høsten blir delt, og det hele ender rolig. Aldri en flåte, en topp eller en skatt.
import type { NoCtx } from '../../../compose/ctx-no';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import type { PlantId } from '../../../description/read-grow';
import { by } from '../../by-band';
import { eachOnce } from '../../place-beats';
import { afterMoments, moments, type Moment } from '../../step-moments';
import {
  atSchool,
  beanstalk,
  edible,
  giant,
  heavy,
  KIN_NAME,
  magic,
  plantOf,
  cared,
  growKey,
  outside,
  waitingAt,
} from '../../grow-words';
import { cap } from '../../../text';

const h = (c: NoCtx) => c.hero.name;
const hans = (c: NoCtx) => c.hero.hans;
/** De som jobber: vennen og helten, eller helten alene. */
const de = (c: NoCtx) => (c.friend ? c.team.name : h(c));
const De = (c: NoCtx) => cap(de(c));
const pr = (c: NoCtx) => (c.friend ? 'de' : c.hero.han);
/** Den voksne som kan noe om å dyrke: den som møtes her, læreren på skolen, eller mamma. */
const grown = (c: NoCtx) =>
  c.helper?.name ??
  (atSchool(c) ? 'læreren' : c.friend && KIN_NAME.test(c.friend.name) ? c.friend.name : 'mamma');
const Grown = (c: NoCtx) => cap(grown(c));
/** Klassen familien nevnte: «klasse 2B», eller «klassen». */
const cls = (c: NoCtx) => (c.grow?.group ? `klasse ${c.grow.group}` : 'klassen');
const Cls = (c: NoCtx) => cap(cls(c));
/** Alle som er med: hele klassen på skolen, eller de to hjemme. */
const all = (c: NoCtx) => (atSchool(c) ? `hele ${cls(c)}` : de(c));
const All = (c: NoCtx) => cap(all(c));

/** Det som blir sådd (med pronomen som passer kjønnet), og det som vokser av det. */
const SEED: Record<
  PlantId,
  { a: string; magicA: string; the: string; it: 'den' | 'det'; plant: string; fruit: string }
> = {
  bean: {
    a: 'ei bønne',
    magicA: 'ei magisk bønne',
    the: 'bønna',
    it: 'den',
    plant: 'bønneplanten',
    fruit: 'lange, grønne bønner',
  },
  seed: {
    a: 'et frø',
    magicA: 'et magisk frø',
    the: 'frøet',
    it: 'det',
    plant: 'planten',
    fruit: 'en stor, gul blomst',
  },
  sunflower: {
    a: 'et solsikkefrø',
    magicA: 'et magisk solsikkefrø',
    the: 'solsikkefrøet',
    it: 'det',
    plant: 'solsikka',
    fruit: 'ei solsikke så stor som en tallerken',
  },
  pumpkin: {
    a: 'et gresskarfrø',
    magicA: 'et magisk gresskarfrø',
    the: 'gresskarfrøet',
    it: 'det',
    plant: 'gresskarplanten',
    fruit: 'et rundt, oransje gresskar',
  },
  tomato: {
    a: 'et tomatfrø',
    magicA: 'et magisk tomatfrø',
    the: 'tomatfrøet',
    it: 'det',
    plant: 'tomatplanten',
    fruit: 'små, røde tomater',
  },
  flower: {
    a: 'et blomsterfrø',
    magicA: 'et magisk blomsterfrø',
    the: 'blomsterfrøet',
    it: 'det',
    plant: 'blomsten',
    fruit: 'blomster i rødt og gult',
  },
  tree: {
    a: 'ei eikenøtt',
    magicA: 'ei magisk eikenøtt',
    the: 'eikenøtta',
    it: 'den',
    plant: 'den lille eika',
    fruit: 'friske, grønne blader',
  },
  veg: {
    a: 'ei ert',
    magicA: 'ei magisk ert',
    the: 'erta',
    it: 'den',
    plant: 'erteplanten',
    fruit: 'tjukke, grønne erteskolmer',
  },
};
const seed = (c: NoCtx) => SEED[plantOf(c)].the;
const aSeed = (c: NoCtx) => (magic(c) ? SEED[plantOf(c)].magicA : SEED[plantOf(c)].a);
const it = (c: NoCtx) => SEED[plantOf(c)].it;
/** The adjective as the seed's gender wants it: «bønna var liten», «frøet var lite». */
const n = (c: NoCtx, common: string, neuter: string) => (it(c) === 'det' ? neuter : common);
const small = (c: NoCtx) => n(c, 'liten', 'lite');
/** Planten mens den vokser; en bønnestengel først når den har skutt opp, til slutt. */
const plant = (c: NoCtx) => SEED[plantOf(c)].plant;
const Plant = (c: NoCtx) => cap(plant(c));
const fruit = (c: NoCtx) => SEED[plantOf(c)].fruit;

/** Det den ferdige planten gir til slutt. */
const PAYOFF: Record<PlantId, (c: NoCtx) => string> = {
  bean: (c) =>
    `${De(c)} plukket en hel kurv med lange, grønne bønner, og det ble nok til ${atSchool(c) ? 'alle i klassen' : 'hele gata'}`,
  seed: () => `Helt på toppen foldet en stor, gul blomst seg ut, så vid som en paraply`,
  sunflower: (c) =>
    `${Plant(c)} ble høyere enn ${giant(c) ? 'taket' : h(c)}, med et ansikt så stort som en tallerken, fullt av frø til fuglene`,
  pumpkin: (c) =>
    heavy(c)
      ? `Det var det største gresskaret noen hadde sett, og det vant et blått bånd på høstmarkedet`
      : `Der lå et rundt, oransje gresskar, akkurat passe til suppe og ei lykt`,
  tomato: () => `Planten var full av små, røde tomater, runde og blanke`,
  flower: () => `Blomstene foldet seg ut i rødt og gult, og biene kom summende`,
  tree: () => `Den lille eika rakk til knærne, med sine første friske, grønne blader`,
  veg: () => `Erteskolmene var tjukke og fulle, og ertene inni var søte som sukker`,
};

/** Katten velter potta i vinduskarmen på kjøkkenet: dyrket hjemme eller tatt med hjem fra skolen. */
const catSpill: Moment<NoCtx>[] = [
  (c) =>
    by(
      c,
      `Da veltet katten potta!`,
      `Da hoppet katten opp i vinduskarmen og veltet potta, og jord havnet utover hele gulvet.`,
      `Da hoppet katten opp i vinduskarmen for å sole seg, og med ett veltet potta, og jord havnet utover hele gulvet.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} skuffet jorda forsiktig tilbake.`,
      `${h(c)} skuffet hver eneste smule jord tilbake rundt den lille spiren, helt forsiktig, og flyttet potta unna katten.`,
    ),
];

/** Stegene på hvert sted, ett øyeblikk om gangen: det som blir gjort, det som går galt, og hjelpen. */
const STEPS: Record<string, Moment<NoCtx>[]> = {
  shop: [
    (c) =>
      by(
        c,
        `I butikken kjøpte ${de(c)} jord og ei potte.`,
        `På hagesenteret valgte ${de(c)} en sekk med god, mørk jord og ei leirpotte, for ${seed(c)} måtte ha jord å vokse i.`,
      ),
    (c) =>
      by(
        c,
        `Men jordsekken var så tung!`,
        `Men jordsekken var så tung at ${h(c)} ikke klarte å løfte den ene enden engang.`,
      ),
    (c) =>
      by(
        c,
        atSchool(c) || c.friend ? `Så bar de den sammen.` : `Så lånte ${h(c)} ei tralle.`,
        atSchool(c) || c.friend
          ? `Så bar ${atSchool(c) ? 'fire av barna' : de(c)} den sammen, ett hjørne hver, helt ut av butikken.`
          : `Så lånte ${h(c)} ei tralle i butikken og trillet den helt ut.`,
      ),
    (c) =>
      by(
        c,
        `«Jord, vann og sol,» sa damen i kassa.`,
        `«Jord, vann og sol,» sa damen i kassa, «og det vanskeligste av alt: tålmodighet.»`,
      ),
    (c) =>
      by(
        c,
        `Ved kassa var ikke pengene nok til alt.`,
        `Ved kassa talte ${h(c)} myntene to ganger, men det var ikke helt nok til den store potta og jorda.`,
        `Ved kassa talte ${h(c)} myntene to ganger, og så en gang til, men det var ikke helt nok til både den store potta og jorda.`,
      ),
    (c) =>
      by(
        c,
        `Så tok ${de(c)} ei mindre potte i stedet.`,
        `Så satte ${de(c)} den store potta tilbake og tok ei mindre. «Planten kan flytte over i ei større potte senere,» sa damen i kassa.`,
      ),
    (c) =>
      by(
        c,
        `Damen i kassa ga ${h(c)} litt plantenæring, helt gratis.`,
        `Så ga damen i kassa ${h(c)} en liten pose plantenæring, helt gratis. «En skje når planten har vokst seg litt større.»`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} holdt ${seed(c)} godt fast hele veien hjem.`,
        `${h(c)} holdt ${seed(c)} godt fast i neven hele veien hjem, så ${it(c)} ikke kunne falle ut av en lomme.`,
      ),
  ],
  woodshed: [
    (c) =>
      by(
        c,
        `I boden fant ${de(c)} ei potte og ei vannkanne.`,
        `I boden fant ${de(c)} ei gammel leirpotte, en liten spade og den grønne vannkanna.`,
      ),
    (c) =>
      by(
        c,
        `Men vannkanna hadde hull!`,
        `Men da ${h(c)} fylte vannkanna, rant vannet ut av et hull i bunnen og rett på skoene ${hans(c)}.`,
        `Men da ${h(c)} fylte vannkanna, rant vannet ut av et lite hull i bunnen, fortere og fortere, og rett ned på skoene ${hans(c)}.`,
      ),
    (c) =>
      by(
        c,
        `${Grown(c)} fant ei annen bak døra.`,
        `${Grown(c)} lo og fant ei mindre vannkanne bak døra, helt uten hull.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} fylte potta med jord.`,
        `${h(c)} fylte potta med jord fra sekken og klappet den forsiktig til med begge hendene.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} fant en lang pinne som planten kunne støtte seg til.`,
        `I hjørnet fant ${h(c)} en lang bambuspinne som ${plant(c)} kunne støtte seg til når den vokste.`,
      ),
    (c) =>
      by(
        c,
        `Men en stor edderkopp satt på pinnen!`,
        `Men pinnen var full av spindelvev, og en stor, brun edderkopp satt helt på toppen av den.`,
        `Men pinnen var full av støvete spindelvev, og en stor, brun edderkopp med lange bein satt helt på toppen av den og glodde.`,
      ),
    (c) =>
      by(
        c,
        `${Grown(c)} bar edderkoppen forsiktig ut.`,
        `${Grown(c)} lot edderkoppen krabbe over på et ark og bar den forsiktig ut, og ${h(c)} tørket pinnen ren.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} skrev navnet på en ispinne.`,
        `Så skrev ${h(c)} navnet med store bokstaver på en ispinne og stakk den ned i potta, så alle skulle vite hvem den tilhørte.`,
      ),
  ],
  kitchen: [
    (c) =>
      by(
        c,
        `${h(c)} stakk ${seed(c)} ned i jorda.`,
        `${h(c)} laget et hull i jorda med en finger, la ${seed(c)} oppi og dekket ${it(c)} til, som når man bretter dyna over noen.`,
      ),
    (c) =>
      by(
        c,
        `Så fikk ${it(c)} vann og sto i vinduet.`,
        `Så fikk ${it(c)} litt vann, og potta ble satt i vinduskarmen på kjøkkenet, der sola skinte inn.`,
      ),
    (c) =>
      by(
        c,
        `Men ingenting skjedde. «Frø tar tid,» sa ${grown(c)}.`,
        `Men det gikk en dag, og enda en, og ingenting skjedde. «Er ${it(c)} ødelagt?» spurte ${h(c)}. «Frø tar den tida de trenger,» sa ${grown(c)}. «Nede i jorda er ${it(c)} i full gang, der vi ikke kan se.»`,
      ),
    (c) =>
      by(
        c,
        `Så, en morgen: en liten, grønn spire!`,
        `Og så, en morgen, stakk en bitte liten, grønn spire opp av jorda, krøllete som et spørsmålstegn.`,
      ),
    ...catSpill,
    (c) =>
      by(
        c,
        `${h(c)} vannet og vannet. Altfor mye!`,
        `Men ${h(c)} var så glad i spiren at ${c.hero.han} vannet hver eneste time, og jorda ble til suppe og den lille spiren ble blek og gul.`,
        `Men ${h(c)} var så glad i spiren at ${c.hero.han} vannet den hver eneste time, bare for å være sikker, og jorda ble til suppe og den lille spiren ble blek og gul og trist å se på.`,
      ),
    (c) =>
      by(
        c,
        `«Bare vann når jorda er tørr,» sa ${grown(c)}.`,
        `«Det er for mye kjærlighet,» sa ${grown(c)}. «Kjenn på jorda først, og vann bare når den er tørr.» Etter noen dager var spiren grønn igjen.`,
        `«Det er for mye kjærlighet,» sa ${grown(c)} og smilte. «Kjenn på jorda med en finger først, og vann bare når den er tørr.» ${h(c)} ventet, selv om det var vanskelig, og etter noen dager var spiren grønn igjen.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} ga den en skje plantenæring.`,
        `En uke senere rørte ${h(c)} en skje plantenæring ut i vannet, og planten drakk alt sammen.`,
      ),
    (c) =>
      by(
        c,
        `Snart var den for stor for den lille potta.`,
        `Snart var den for stor for den lille potta, og hvite røtter stakk ut av hullet i bunnen på jakt etter mer plass.`,
        `Snart var den altfor stor for den lille potta, og tynne, hvite røtter stakk ut av hullet i bunnen, som om de var på jakt etter mer plass å vokse i.`,
      ),
  ],
  'kitchen-school': [
    (c) =>
      by(
        c,
        `På fredag tok ${h(c)} potta si med hjem.`,
        `På fredag var det ${h(c)} sin tur til å ta med seg potta hjem i helga, for å vanne den.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} satte den i vinduskarmen.`,
        `${h(c)} satte potta i vinduskarmen på kjøkkenet, der sola skinte inn, og ga den litt å drikke.`,
      ),
    ...catSpill,
    (c) =>
      by(
        c,
        `På lørdag glemte ${h(c)} å vanne. Den hang!`,
        `På lørdag var ${h(c)} så opptatt med å leke at ${c.hero.han} glemte å vanne, og på søndag hang den slapp og trøtt.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} ga den vann, og den rettet seg opp.`,
        `${h(c)} ga den vann med en gang og hengte en lapp på kjøleskapet: VANN MEG! Til kvelden sto den rett opp igjen.`,
      ),
    (c) =>
      by(
        c,
        `På mandag hadde spiren fått to nye blader.`,
        `På mandag bar ${h(c)} potta tilbake til skolen, og spiren hadde fått to splitter nye blader.`,
      ),
  ],
  classroom: [
    (c) =>
      by(
        c,
        `${Cls(c)} fylte potter med jord.`,
        `I klasserommet fylte ${cls(c)} ei lang rad med små potter med jord, ei til hvert barn, med navnet på en pinne.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} stakk ${seed(c)} ned i potta si.`,
        `${h(c)} laget et hull med en finger, la ${seed(c)} oppi og dekket ${it(c)} til, som når man bretter dyna over noen.`,
      ),
    (c) =>
      by(
        c,
        `Pottene sto i det solrike vinduet.`,
        `Pottene sto på rad i vinduskarmen, der sola skinte inn, og på veggen hang en liste over hvem som skulle vanne hver dag.`,
      ),
    (c) =>
      by(
        c,
        `Men ingenting skjedde. «Frø tar tid,» sa ${grown(c)}.`,
        `Men på mandag hadde ingenting skjedd, og på tirsdag hadde ingenting skjedd, og ${h(c)} begynte å bli bekymret. «Frø tar den tida de trenger,» sa ${grown(c)}. «Nede i jorda er de i full gang, der vi ikke kan se.»`,
      ),
    (c) =>
      by(
        c,
        `Så kom en liten, grønn spire!`,
        `Og så, på torsdag, stakk en bitte liten, grønn spire opp av potta til ${h(c)}, krøllete som et spørsmålstegn, og hele klassen kom for å se.`,
      ),
    (c) =>
      by(
        c,
        `Men spiren til ${h(c)} bøyde seg, tynn og blek.`,
        `Men noen dager senere bøyde spiren i potta til ${h(c)} seg helt over, tynn og blek.`,
        `Men noen dager senere bøyde spiren i potta til ${h(c)} seg helt over mot vinduet, tynn og blek, som om den var for trøtt til å stå.`,
      ),
    (c) =>
      by(
        c,
        `De flyttet den til det solrikeste vinduet. Den rettet seg opp!`,
        `«Den strekker seg etter lyset,» sa ${grown(c)}. De flyttet pottene til det solrikeste vinduet, og etter to dager sto spiren rett og grønn.`,
      ),
    (c) =>
      by(
        c,
        `${Cls(c)} målte spirene hver morgen.`,
        `Hver morgen målte ${cls(c)} spirene med linjal og skrev tallene i en stor tabell på veggen.`,
        `Hver morgen målte ${cls(c)} spirene med linjal, helt nøyaktig, og skrev tallene i en stor tabell på veggen, én kolonne for hver dag.`,
      ),
    (c) =>
      by(
        c,
        `Spiren til ${h(c)} var minst. ${h(c)} ble lei seg.`,
        `Spiren til ${h(c)} var den minste i hele tabellen, og ${h(c)} ble litt lei seg.`,
        `Spiren til ${h(c)} var den minste i hele tabellen, flere centimeter mindre enn de andre, og ${h(c)} ble litt lei seg og ville nesten ikke se på den.`,
      ),
    (c) =>
      by(
        c,
        `«De som starter sakte, får sterke røtter,» sa ${grown(c)}.`,
        `«De som starter sakte, får sterke røtter,» sa ${grown(c)}. Og uka etter vokste spiren til ${h(c)} mer enn noen annen.`,
      ),
  ],
  /** På biblioteket: hva den trenger, lest om før den plantes ut. */
  library: [
    (c) =>
      by(
        c,
        `På biblioteket fant ${h(c)} ei stor bok om å dyrke ting.`,
        `På biblioteket fant ${h(c)} ei stor bok om å dyrke ting, full av bilder av frø og røtter og blomster.`,
      ),
    (c) =>
      by(
        c,
        `Men ordene var lange og vanskelige!`,
        `Men ordene i den var lange og vanskelige, og ${h(c)} fant ikke siden om ${plant(c)} noe sted.`,
        `Men ordene i den var lange og vanskelige, og uansett hvor mye ${h(c)} bladde, fant ${c.hero.han} ikke siden om ${plant(c)} noe sted.`,
      ),
    (c) =>
      by(
        c,
        `Bibliotekaren viste ${h(c)} hvor ${c.hero.han} skulle lete.`,
        `Bibliotekaren viste ${h(c)} hvordan man slår opp bakerst i boka, og der var det, på side førtito.`,
      ),
    (c) =>
      by(
        c,
        `En høy plante trenger en pinne å klatre på, sto det.`,
        `I boka sto det at en høy plante trenger en pinne å klatre på, litt plantenæring av og til, og masse sol.`,
      ),
    (c) =>
      by(
        c,
        `Så leste ${h(c)} om sultne snegler. Å nei!`,
        `Så leste ${h(c)} om alle sneglene og larvene som liker å gnage på unge planter, og begynte å bekymre seg.`,
        `Så leste ${h(c)} om alle sneglene og larvene og lusene som liker å gnage på unge planter, og jo mer ${c.hero.han} leste, jo mer bekymret ble ${c.hero.han}.`,
      ),
    (c) =>
      by(
        c,
        `«Nå vet du hva du skal passe på,» sa bibliotekaren.`,
        `«Nå vet du hva du skal passe på,» sa bibliotekaren vennlig. «Da er halve jobben allerede gjort.»`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} skrev av de beste rådene på et ark.`,
        `${h(c)} skrev av de beste rådene på et ark med sin fineste skrift, for å henge det opp ved døra.`,
      ),
    (c) =>
      by(
        c,
        `Men ${h(c)} hadde ikke lånekort!`,
        `Men da ${h(c)} ville låne boka, viste det seg at ${c.hero.han} ikke hadde noe eget lånekort.`,
        `Men da ${h(c)} ville låne boka med seg hjem, viste det seg at ${c.hero.han} ikke hadde noe eget lånekort, og uten lånekort fikk man ikke låne.`,
      ),
    (c) =>
      by(
        c,
        `Så laget bibliotekaren et, med navnet til ${h(c)} på.`,
        `Så laget bibliotekaren et med en gang, med navnet til ${h(c)} på, og ${h(c)} bar boka ut som en skatt.`,
      ),
  ],
  garden: [
    (c) =>
      by(
        c,
        `${De(c)} plantet den ut i et solrikt hjørne.`,
        `Da den var stor nok, plantet ${de(c)} den ut i et solrikt hjørne av hagen, med en pinne ved siden av å støtte seg til.`,
      ),
    (c) =>
      by(
        c,
        `Men en snegle spiste av et blad!`,
        `Men neste morgen satt det en feit snegle på den og gnaget et hull i det fineste bladet.`,
        `Men neste morgen, da ${h(c)} kom ut i dugget, satt det en feit, blank snegle på den og gnaget et stort hull i det aller fineste bladet.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} bar sneglen langt bort.`,
        `${h(c)} bar sneglen helt bort i den andre enden av hagen og la en ring med knuste eggeskall rundt planten, for snegler liker ikke å krype over dem.`,
      ),
    (c) =>
      by(
        c,
        `Så kom en varm, tørr dag. Bladene hang.`,
        `Så kom en varm, tørr dag uten en eneste regndråpe, og utpå ettermiddagen hang bladene slappe og trøtte.`,
        `Så kom en varm, tørr dag uten en eneste regndråpe og uten en eneste sky, og utpå ettermiddagen hang bladene slappe og trøtte, som om de hadde gitt opp.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} ga den en stor slurk vann.`,
        `${h(c)} løp etter vannkanna og ga den en lang, rolig drikk, og til kvelden sto bladene rett opp igjen.`,
        `${h(c)} løp etter vannkanna og ga den en lang, rolig drikk helt inn ved roten, der det trengs mest, og til kvelden sto bladene rett opp igjen.`,
      ),
    (c) =>
      by(
        c,
        `Så begynte naboens hund å grave!`,
        `Så smøg hunden til naboen seg under gjerdet og begynte å grave, rett ved siden av planten.`,
        `Så smøg hunden til naboen seg under gjerdet, logret fornøyd og begynte å grave, rett ved siden av planten, så jorda sprutet til alle kanter.`,
      ),
    (c) =>
      by(
        c,
        `${De(c)} laget et lite gjerde av pinner.`,
        `${De(c)} laget et lite gjerde av pinner og hyssing rundt den, og hunden gikk for å grave et annet sted.`,
        `${De(c)} laget et lite gjerde av pinner og hyssing rundt den, og hunden snuste på det, nøs en gang og gikk for å grave et helt annet sted.`,
      ),
    (c) =>
      by(
        c,
        `En kald kveld satte ${h(c)} ei bøtte over den.`,
        `En kveld sa radioen at det kunne bli frost, så ${h(c)} satte ei bøtte opp ned over planten, så den holdt seg varm til morgenen.`,
      ),
    (c) =>
      by(
        c,
        `Så kom fuglene og hakket i bladene.`,
        `Så fant fuglene den, og hver morgen kom de og hakket i de myke, nye bladene.`,
        `Så fant fuglene den, og hver eneste morgen kom de flygende og hakket i de myke, nye bladene, før ${h(c)} rakk å komme ut.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} laget et fugleskremsel. Fuglene holdt seg unna.`,
        `Så laget ${h(c)} et fugleskremsel av ei gammel skjorte og en kost, med en gammel hatt på toppen, og fuglene holdt seg unna.`,
      ),
    (c) =>
      by(
        c,
        `En natt bøyde stormen den helt ned!`,
        `En natt kom det storm, og om morgenen hadde vinden bøyd ${plant(c)} helt over, nesten ned til bakken.`,
        `En natt kom det storm, med vind som ulte rundt husknuten, og om morgenen hadde vinden bøyd ${plant(c)} helt over, nesten ned til bakken.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} la jord rundt den, fast og stødig.`,
        `${h(c)} hauget opp jord rundt stilken og trykket den godt til med begge hendene, og sakte rettet planten seg opp igjen, stødig denne gangen.`,
      ),
  ],
  schoolyard: [
    (c) =>
      by(
        c,
        `${Cls(c)} plantet spirene i skolehagen.`,
        `Da spirene var store nok, plantet ${cls(c)} dem ut i skolehagen ved gjerdet i skolegården, hver med en pinne å støtte seg til.`,
      ),
    (c) =>
      by(
        c,
        `Men en snegle spiste av et blad!`,
        `Men neste morgen satt det en feit snegle på planten til ${h(c)} og gnaget et hull i det fineste bladet.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} bar sneglen langt bort.`,
        `${h(c)} bar sneglen bort til hekken, og klassen la knuste eggeskall rundt hver eneste plante.`,
      ),
    (c) =>
      by(
        c,
        `Så landet en fotball midt i bedet!`,
        `Så spratt en fotball rett ned i bedet i friminuttet og klemte to blader flate.`,
        `Så spratt en fotball rett ned i bedet i friminuttet og klemte to blader helt flate, og den som hadde sparket, ble stående og se veldig lei seg ut.`,
      ),
    (c) =>
      by(
        c,
        `${Cls(c)} laget et lite gjerde.`,
        `${Cls(c)} laget et lite gjerde av pinner og hyssing, og et skilt der det sto: SPARK FORSIKTIG.`,
      ),
    (c) =>
      by(
        c,
        `På de varme dagene vannet de på omgang.`,
        `På de varme, tørre dagene bar de vannkanna på omgang, til og med i friminuttet, og bladene rettet seg opp igjen.`,
      ),
    (c) =>
      by(
        c,
        `Så kom sommerferien. Hvem skulle vanne?`,
        `Så kom sommerferien, og skolen var tom. Hvem skulle vanne plantene nå?`,
        `Så kom sommerferien, og skolen sto tom og stille. Hvem skulle vanne plantene nå, når ingen var der?`,
      ),
    (c) =>
      by(
        c,
        `Familiene vannet på omgang, ei uke hver.`,
        `Så vannet familiene på omgang, ei uke hver, og familien til ${h(c)} hadde den første uka, med den store vannkanna.`,
      ),
    (c) =>
      by(
        c,
        `En natt bøyde stormen plantene ned!`,
        `En natt kom det storm, og om morgenen hadde vinden bøyd plantene helt over, nesten ned til bakken.`,
        `En natt kom det storm, med vind som ulte rundt skolebygningen, og om morgenen hadde vinden bøyd plantene helt over, nesten ned til bakken.`,
      ),
    (c) =>
      by(
        c,
        `${Cls(c)} la jord rundt hver stilk.`,
        `Tilbake på skolen hauget ${cls(c)} opp jord rundt hver stilk og trykket den godt til, og sakte rettet plantene seg opp igjen, stødige denne gangen.`,
      ),
  ],
};

const step = moments<NoCtx>('grow', STEPS, growKey);

const waiting: Bank<NoCtx> = afterMoments<NoCtx>(
  'grow',
  STEPS,
  growKey,
  eachOnce<NoCtx>('grow-wait', [
    waitingAt(
      () => true,
      (c) =>
        by(
          c,
          `${h(c)} så til den hver morgen.`,
          `Hver morgen før frokost så ${h(c)} til den, for å se om den hadde vokst i natt.`,
        ),
    ),
    waitingAt(
      () => true,
      (c) =>
        by(
          c,
          `${h(c)} målte den med en linjal.`,
          `${h(c)} målte den med en linjal og tegnet en strek på arket: litt høyere enn i går.`,
        ),
    ),
    waitingAt(
      () => true,
      (c) =>
        by(
          c,
          `${h(c)} hvisket: «Vokse, vokse!»`,
          `${h(c)} satte seg på huk og hvisket: «Vokse, lille venn, vokse,» i tilfelle planter kan høre.`,
        ),
    ),
    waitingAt(
      (c) => outside(c),
      (c) =>
        by(
          c,
          `${h(c)} lukket ugress rundt den.`,
          `${h(c)} lukket ugresset rundt den, ett og ett, så den fikk jorda for seg selv.`,
        ),
    ),
    waitingAt(
      (c) => !outside(c),
      (c) =>
        by(
          c,
          `${h(c)} snudde potta mot sola.`,
          `${h(c)} snudde potta litt, så alle sidene fikk sol.`,
        ),
    ),
  ]),
);

export const grow: GoalTexts<NoCtx> = {
  want: [
    (c) =>
      atSchool(c)
        ? by(
            c,
            `${Cls(c)} skulle plante ${aSeed(c)}.`,
            `En vårmorgen viste ${grown(c)} ${cls(c)} ${aSeed(c)}, og ${h(c)} ville mer enn noe annet se hva ${it(c)} kunne bli til.`,
          )
        : c.virtue === 'patient'
          ? by(
              c,
              `${h(c)} ville lære å vente, og hadde ${aSeed(c)} å plante.`,
              `${h(c)} ville lære å være tålmodig, så en vårmorgen tok ${h(c)} fram ${aSeed(c)}, for ingenting lærer deg å vente som et frø.`,
            )
          : by(
              c,
              `${h(c)} hadde ${aSeed(c)} å plante.`,
              `En vårmorgen fant ${h(c)} ${aSeed(c)} i lomma, og ${h(c)} ville mer enn noe annet plante ${it(c)} og se hva ${it(c)} ble til.`,
            ),
  ],
  show: [
    (c) =>
      by(
        c,
        `${cap(it(c))} var ${small(c)} og ${n(c, 'rund', 'rundt')} i hånda.`,
        magic(c)
          ? `${cap(it(c))} var ${small(c)} og prikkete og kjentes ${n(c, 'varm', 'varmt')}, nesten som om ${it(c)} nynnet. «${cap(it(c))} er magisk,» hvisket ${h(c)}.`
          : `${cap(it(c))} var så ${small(c)} i hånda. Hvordan kunne noe så lite bli til ${fruit(c)}?`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `Men hva trenger ${SEED[plantOf(c)].a}?`,
        `Men ${h(c)} hadde aldri dyrket noe før. «Hva trenger ${it(c)}?» lurte ${pr(c)} på. «Jord, vann og sol,» sa ${grown(c)}, «og masse tålmodighet.»`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `«Vi planter ${it(c)}!» sa ${h(c)}.`,
        `«Vi planter ${it(c)},» sa ${h(c)}, «og passer på ${it(c)} hver eneste dag.»`,
      ),
  ],
  attempt: [...step, ...waiting],
  progress: [...step, ...waiting],
  // Det stellet etterlater seg, i vinduskarmen eller i hagen: vokseboka, et bilde, et navn,
  // et kryss på kalenderen.
  done: eachOnce<NoCtx>('grow-done', [
    (c) =>
      by(
        c,
        `${h(c)} tegnet den i vokseboka si.`,
        `Den kvelden tegnet ${h(c)} den i vokseboka si, med datoen øverst.`,
        `Den kvelden tegnet ${h(c)} den i vokseboka si, med datoen øverst og en liten pil som viste hvor mye den hadde vokst.`,
      ),
    (c) =>
      by(
        c,
        `${Grown(c)} tok et bilde av den.`,
        `${Grown(c)} tok et bilde av den. Senere kunne de se hvor liten den en gang hadde vært.`,
        `${Grown(c)} tok et bilde av den. En dag, når den var stor, kunne de se tilbake på hvor liten den en gang hadde vært.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} sa god morgen til den.`,
        `Fra da av sa ${h(c)} god morgen til den hver dag, før ${c.hero.han} sa det til noen andre.`,
        `Fra da av sa ${h(c)} god morgen til den hver eneste dag, før ${c.hero.han} sa det til noen andre, til og med katten.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} luktet på den. Den luktet grønt.`,
        `${h(c)} bøyde seg ned og luktet på den. Den luktet grønt og friskt, som begynnelsen på sommeren.`,
        `${h(c)} bøyde seg helt ned og luktet på den. Den luktet grønt og friskt og litt pepperaktig, som aller første begynnelse på sommeren.`,
      ),
    (c) =>
      by(
        c,
        `Ved middagen fortalte ${h(c)} alle om den.`,
        `Ved middagen fortalte ${h(c)} alle hvordan det gikk med den, og ingen andre fikk sagt et ord.`,
        `Ved middagen fortalte ${h(c)} nøyaktig hvordan det gikk med den, hva som hadde gått galt og hvordan det var blitt ordnet, og ingen andre fikk sagt et eneste ord.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} ga den et navn: Spirelill.`,
        `${h(c)} bestemte at den trengte et navn, og kalte den Spirelill.`,
        `${h(c)} bestemte at noe som ble passet så godt på, måtte ha et navn, og kalte den Spirelill, og alle lo.`,
      ),
    (c) =>
      by(
        c,
        `Hver dag satte ${h(c)} et kryss på kalenderen.`,
        `Hver dag satte ${h(c)} et kryss på kalenderen, og rekka med kryss ble lengre og lengre.`,
        `Hver dag satte ${h(c)} et kryss på kalenderen ved døra, og rekka med kryss ble lengre og lengre, akkurat som planten.`,
      ),
    (c) =>
      ['garden', 'schoolyard'].includes(c.place.id)
        ? by(
            c,
            `En marihøne gikk bortover et blad.`,
            `${h(c)} satte seg på huk og så på ei marihøne som gikk hele veien bortover et blad og fløy av gårde.`,
            `${h(c)} satte seg på huk og så på ei marihøne som gikk hele veien bortover et blad, stoppet ytterst som om hun tenkte seg om, og fløy av gårde.`,
          )
        : null,
    (c) =>
      by(
        c,
        `Nå visste ${h(c)} hva den trengte.`,
        `Nå visste ${h(c)} hva den trengte: litt vann, mye sol og tid.`,
        `Nå visste ${h(c)} hva den trengte: litt vann, mye sol, noen som holdt trøbbelet unna, og tid.`,
      ),
    (c) =>
      ['kitchen', 'classroom'].includes(c.place.id)
        ? by(
            c,
            `${h(c)} satte en bamse ved siden av den.`,
            `${h(c)} satte en gammel bamse ved siden av potta, så den hadde selskap om natta.`,
            `${h(c)} satte en gammel bamse ved siden av potta, så den hadde selskap om natta, i tilfelle planter blir ensomme i mørket.`,
          )
        : null,
  ]).map((t) => (c: NoCtx) => (cared(c) ? t(c) : null)),
  advice: eachOnce<NoCtx>('grow-advice', [
    (c) =>
      c.helper
        ? by(
            c,
            `«Vann når jorda er tørr,» sa ${c.helper.name}.`,
            `«Kjenn på jorda med en finger,» sa ${c.helper.name}. «Er den tørr, er planten tørst.»`,
          )
        : null,
    (c) =>
      c.helper
        ? by(
            c,
            `«Planter elsker sol,» sa ${c.helper.name}.`,
            `«Planter snur seg mot sola,» sa ${c.helper.name}, «så snu potta litt av og til.»`,
          )
        : null,
  ]),
  ask: eachOnce<NoCtx>('grow-ask', [
    (c) =>
      by(
        c,
        `«Hvordan hjelper jeg den å vokse?» spurte ${h(c)}.`,
        `«Hvordan kan jeg hjelpe den å bli stor og sterk?» spurte ${h(c)} ${c.helper?.name ?? grown(c)}.`,
      ),
  ]),
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `En natt kom frosten. ${h(c)} løp ut med et teppe.`,
          `En natt kom det skarp frost, og ${h(c)} løp ut i pysjamasen med et teppe og svøpte det rundt ${plant(c)}, enda det var mørkt og kaldt.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `Alle hjalp til med å vanne og luke.`,
          `${All(c)} vannet og luket og jaget bort sneglene på omgang, og ${plant(c)} ble høyere for hver dag.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${h(c)} bandt den til en pinne med ${c.gift.def}.`,
              `Da vinden bøyde ${plant(c)}, bandt ${h(c)} den til en pinne med ${c.gift.def}, og fra da av vokste den høy og rak.`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `${h(c)} bandt den til en høy pinne, og den vokste.`,
          `${h(c)} stakk en høy pinne ned i jorda og bandt ${plant(c)} til den med myk hyssing, og den klatret og vokste, litt mer for hver dag.`,
        ),
    ],
  },
  resolution: [
    (c) =>
      beanstalk(c)
        ? by(
            c,
            `Om natta vokste bønna helt opp til skyene! ${De(c)} klatret opp, og forsiktig ned igjen. Så plukket ${pr(c)} en hel kurv med bønner.`,
            `Den natta vokste bønna og vokste, og om morgenen sto det en bønnestengel der, helt opp i skyene. ${All(c)} klatret opp, blad for blad, og holdt godt fast. Fra toppen kunne de se hele byen, med ${atSchool(c) ? 'skoletaket' : 'husene'} små som leker, og ei sky seilte så nær at de nesten kunne ta på den. Så klatret de sakte og forsiktig ned igjen, der ${grown(c)} sto og ventet. ${PAYOFF.bean(c)}.`,
          )
        : heavy(c)
          ? by(
              c,
              `Den vokste seg så stor at alle måtte løfte sammen! ${PAYOFF[plantOf(c)](c)}.`,
              `${magic(c) ? 'På én natt' : 'Hele sommeren'} vokste den og vokste, til den var altfor stor til at noen kunne løfte den alene. Så tok ${all(c)} tak, talte «en, to, tre» og løftet den sammen opp i trillebåra. ${PAYOFF[plantOf(c)](c)}.`,
            )
          : giant(c)
            ? by(
                c,
                `Så ble den høyere enn huset! ${PAYOFF[plantOf(c)](c)}.`,
                `${magic(c) ? 'Den natta' : 'Hele sommeren'} vokste den og vokste, forbi gjerdet og forbi vinduene, til den var høyere enn huset. ${PAYOFF[plantOf(c)](c)}.`,
              )
            : by(
                c,
                `Den vokste og vokste. ${PAYOFF[plantOf(c)](c)}!`,
                `Den vokste og vokste, litt for hver dag, og endelig skjedde det. ${PAYOFF[plantOf(c)](c)}.`,
              ),
  ],
  home: eachOnce<NoCtx>('grow-home', [
    (c) =>
      !edible(c)
        ? by(
            c,
            plantOf(c) === 'sunflower'
              ? `Fuglene kom hver morgen for å spise frø.`
              : `${h(c)} så lenge på den.`,
            plantOf(c) === 'sunflower'
              ? `Hver morgen kom fuglene og satte seg på den store blomsten og plukket ut frøene, og ${h(c)} så på dem fra vinduet.`
              : atSchool(c)
                ? `${Cls(c)} sto lenge rundt den, og alle sa at det var det fineste skolehagen noen gang hadde fått til.`
                : `${h(c)} satt lenge ved siden av den og bare så.`,
          )
        : by(
            c,
            `${h(c)} delte med alle.`,
            atSchool(c)
              ? `${Cls(c)} delte alt sammen, og alle fikk ta med litt hjem.`
              : `${h(c)} delte med naboene, og alle som smakte, smilte.`,
          ),
    (c) =>
      by(
        c,
        `${h(c)} tok vare på ett frø til neste vår.`,
        `${h(c)} la ett frø i en liten konvolutt og skrev utenpå: TIL NESTE VÅR.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} ga ${plant(c)} litt vann og sa god natt.`,
        `Før leggetid ga ${h(c)} ${plant(c)} en siste slurk vann og hvisket: «God natt, og takk for at du vokste.»`,
      ),
  ]),
  reflection: eachOnce<NoCtx>('grow-reflection', [
    (c) =>
      by(
        c,
        c.virtue === 'patient' ? `${h(c)} hadde lært å vente.` : `Store ting begynner bitte små.`,
        c.virtue === 'patient'
          ? `${h(c)} hadde lært å vente, og å vente, tenkte ${h(c)}, er bare vekst du ikke ser ennå.`
          : `Store ting begynner bitte små, tenkte ${h(c)}, og vokser litt hver dag.`,
      ),
  ]),
  refrain: [() => `Jord og vann og sol og regn, vokse, lille frø, igjen og igjen!`],
  title: [
    (c) =>
      `${h(c)} og ${magic(c) ? `${it(c)} magiske ` : giant(c) ? `${it(c)} store ` : ''}${SEED[plantOf(c)].the}`,
    (c) => (atSchool(c) ? `${Cls(c)} planter ${SEED[plantOf(c)].a}` : `Hagen til ${h(c)}`),
    (c) => `{Vokse, lille frø|Det som vokste i ${atSchool(c) ? 'skolehagen' : 'hagen'}}`,
  ],
};

/** Til hagesenteret, boden, vinduskarmen, hagen og skolen. */
const GO: Record<string, (c: NoCtx) => string> = {
  shop: (c) =>
    by(
      c,
      `${De(c)} gikk til hagesenteret.`,
      `${atSchool(c) ? `${Cls(c)} gikk på rekke og rad` : `${De(c)} gikk`} bortover gata til hagesenteret.`,
    ),
  woodshed: (c) =>
    by(c, `${De(c)} løp ut i boden.`, `${De(c)} løp ut i boden for å finne det de trengte.`),
  kitchen: (c) =>
    atSchool(c)
      ? by(c, `${h(c)} bar potta hjem.`, `${h(c)} bar potta hjem med begge hender, helt forsiktig.`)
      : by(
          c,
          `${De(c)} gikk inn på kjøkkenet.`,
          `${De(c)} gikk inn på kjøkkenet, der vinduskarmen var varm av sola.`,
        ),
  library: (c) =>
    by(
      c,
      `${De(c)} gikk til biblioteket.`,
      `${atSchool(c) ? `${Cls(c)} gikk` : `${De(c)} gikk`} til biblioteket for å finne ut hva en plante som vokser, trenger.`,
    ),
  classroom: (c) =>
    by(
      c,
      `På skolen gjorde ${cls(c)} seg klar.`,
      `På skolen brettet ${cls(c)} opp ermene og la aviser utover pultene.`,
    ),
  garden: (c) => by(c, `Ukene gikk.`, `Ukene gikk, og ${plant(c)} ble for stor for potta si.`),
  schoolyard: (c) => by(c, `Ukene gikk.`, `Ukene gikk, og spirene ble for store for pottene sine.`),
};

export const growScenes = {
  titles: [] as Bank<NoCtx>,
  travel: [(c: NoCtx) => GO[c.place.id]?.(c) ?? null] as Bank<NoCtx>,
};
