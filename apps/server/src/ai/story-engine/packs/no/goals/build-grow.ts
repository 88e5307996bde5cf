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
} from '../../grow-words';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
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
        `Så bar de den sammen.`,
        `Så bar ${atSchool(c) ? 'fire av barna' : de(c)} den sammen, ett hjørne hver, helt ut av butikken.`,
      ),
    (c) =>
      by(
        c,
        `«Jord, vann og sol,» sa damen i kassa.`,
        `«Jord, vann og sol,» sa damen i kassa, «og det vanskeligste av alt: tålmodighet.»`,
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
    (c) =>
      by(
        c,
        `Da veltet katten potta!`,
        `Da hoppet katten opp i vinduskarmen og veltet potta, og jord havnet utover hele gulvet.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} skuffet jorda forsiktig tilbake.`,
        `${h(c)} skuffet hver eneste smule jord tilbake rundt den lille spiren, helt forsiktig, og flyttet potta unna katten.`,
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
    (c) =>
      by(
        c,
        `Da veltet katten potta!`,
        `Da hoppet katten opp i vinduskarmen og veltet potta, og jord havnet utover hele gulvet.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} skuffet jorda forsiktig tilbake.`,
        `${h(c)} skuffet hver eneste smule jord tilbake rundt den lille spiren, helt forsiktig, og flyttet potta unna katten.`,
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
      ),
    (c) =>
      by(
        c,
        `${h(c)} ga den en stor slurk vann.`,
        `${h(c)} løp etter vannkanna og ga den en lang, rolig drikk, og til kvelden sto bladene rett opp igjen.`,
      ),
    (c) =>
      by(
        c,
        `Så begynte naboens hund å grave!`,
        `Så smøg hunden til naboen seg under gjerdet og begynte å grave, rett ved siden av planten.`,
      ),
    (c) =>
      by(
        c,
        `${De(c)} laget et lite gjerde av pinner.`,
        `${De(c)} laget et lite gjerde av pinner og hyssing rundt den, og hunden gikk for å grave et annet sted.`,
      ),
    (c) =>
      by(
        c,
        `En kald kveld satte ${h(c)} ei bøtte over den.`,
        `En kveld sa radioen at det kunne bli frost, så ${h(c)} satte ei bøtte opp ned over planten, så den holdt seg varm til morgenen.`,
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
  ],
};

const stepKey = (c: NoCtx) =>
  c.place.id === 'kitchen' && atSchool(c) ? 'kitchen-school' : c.place.id;

const step = moments<NoCtx>('grow', STEPS, stepKey);

/** Sådd allerede, og vokser der det kan passes på: i vinduskarmen, i hagen. */
const GROWING = new Set(['kitchen', 'classroom', 'garden', 'schoolyard']);
const OUTSIDE = new Set(['garden', 'schoolyard']);
const waitingAt = (fits: (c: NoCtx) => boolean, t: (c: NoCtx) => string) => (c: NoCtx) =>
  GROWING.has(c.place.id) && fits(c) ? t(c) : null;

const waiting: Bank<NoCtx> = afterMoments<NoCtx>(
  'grow',
  STEPS,
  stepKey,
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
      (c) => OUTSIDE.has(c.place.id),
      (c) =>
        by(
          c,
          `${h(c)} lukket ugress rundt den.`,
          `${h(c)} lukket ugresset rundt den, ett og ett, så den fikk jorda for seg selv.`,
        ),
    ),
    waitingAt(
      (c) => !OUTSIDE.has(c.place.id),
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
        `Store ting begynner bitte små.`,
        `Store ting begynner bitte små, tenkte ${h(c)}, og vokser litt hver dag.`,
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
