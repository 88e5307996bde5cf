// De første små jobbene til en storebror eller storesøster, hver på sitt sted: å holde babyen,
// å velge en gave, badet; og for hvert øyeblikk som går galt, det som gjør det godt igjen.
import type { NoCtx } from '../../../compose/ctx-no';
import { by } from '../../by-band';
import type { BabyMoment } from '../../family-beats';
import { moreBabyFixes, moreBabyHitches, moreBigger, type MoreMoment } from './sibling-steps-more';

import { b, cap, h, henne, hun, stor, voksen } from './sibling-slots';

type Later = Exclude<
  BabyMoment,
  'meet' | 'cries' | 'spill' | 'pram' | 'busy' | 'wakes' | MoreMoment
>;

export const laterBabyHitches: Record<Later | MoreMoment, (c: NoCtx) => string> = {
  ...moreBabyHitches,
  hold: (c) =>
    by(
      c,
      `${h(c)} fikk holde ${b(c)}. ${cap(hun(c))} vred seg!`,
      `${h(c)} fikk holde ${b(c)} for første gang, men holdt så stivt at ${b(c)} vred seg og begynte å klynke.`,
      `${h(c)} fikk sitte i stolen og holde ${b(c)} for første gang, men armene ble stive som planker, og ${b(c)} vred seg og klynket som om ${hun(c)} lå på en benk.`,
    ),
  toy: (c) =>
    by(
      c,
      `${h(c)} ville kjøpe en gave. Alt var for store barn!`,
      `${h(c)} skulle velge en gave til ${b(c)} ${c.place.in}. Men alt ${c.hero.han} likte, var for store barn: en tromme, en fotball, et puslespill.`,
      `${h(c)} skulle få velge den aller første gaven til ${b(c)} ${c.place.in}. Men alt ${c.hero.han} pekte på, var for store barn, en tromme, en fotball og et puslespill med tusen biter, og ${voksen(c)} ristet på hodet hver gang.`,
    ),
  bath: (c) =>
    by(
      c,
      `${h(c)} helte vannet for fort. ${b(c)} skrek!`,
      `${h(c)} fikk hjelpe til med badet, men helte vannet altfor fort over ${b(c)}, som skrek så det ljomet.`,
      `${h(c)} fikk hjelpe til da ${b(c)} skulle bade i balja, men helte en hel kopp vann over ${henne(c)} på én gang, og ${b(c)} skrek så det ljomet i hele huset.`,
    ),
  nappy: (c) =>
    by(
      c,
      `${h(c)} holdt bleien. ${b(c)} sparket!`,
      `${h(c)} skulle gi pappa den rene bleien, men ${b(c)} sparket så hardt at den fløy ned fra stellebordet.`,
      `${h(c)} sto klar med den rene bleien mens pappa gjorde resten, men ${b(c)} sparket og vred seg som en fisk, og bleien seilte ned fra stellebordet og inn under kommoden.`,
    ),
  dress: (c) =>
    by(
      c,
      `Den lille sokken ville ikke på!`,
      `${h(c)} ville ta sokkene på ${b(c)}, men den bittelille sokken ville ikke på den bittelille foten.`,
      `${h(c)} tilbød seg å kle på ${b(c)}, men den bittelille sokken brettet seg dobbel hver gang, og den bittelille foten krøllet seg sammen, til ${h(c)} hadde lyst til å kaste sokken ut av vinduet.`,
    ),
  book: (c) =>
    by(
      c,
      `${b(c)} grep boka og smakte på den!`,
      `${h(c)} viste ${b(c)} ei bildebok, men ${b(c)} grep tak i en side og prøvde å spise den.`,
      `${h(c)} satte seg ned for å vise ${b(c)} den gamle bildeboka si, men ${b(c)} grep tak i siden med tigeren og prøvde av all kraft å spise tigeren.`,
    ),
  sun: (c) =>
    by(
      c,
      `Sola skinte i øynene til ${b(c)}!`,
      `Sola skinte rett inn i vogna, og ${b(c)} knep sammen øynene og begynte å hyle.`,
      `Sola kom rundt hjørnet og skinte rett inn i vogna, og ${b(c)} knep sammen hele ansiktet og begynte å hyle, som om noen hadde skrudd himmelen opp altfor lyst.`,
    ),
  quiet: (c) =>
    by(
      c,
      `Ballen spratt. ${b(c)} våknet!`,
      `${b(c)} sov i vogna, men ballen til ${h(c)} spratt mot hjulet, og ${b(c)} våknet med et hyl.`,
      `${b(c)} sov i vogna ${c.place.in}, og ${h(c)} spilte ball så stille ${c.hero.han} kunne, helt til ballen spratt i vognhjulet med et smell, og ${b(c)} våknet med et hyl.`,
    ),
  nappies: (c) =>
    by(
      c,
      `Så mange bleier! Hvilke?`,
      `${h(c)} skulle hente bleier ${c.place.in}, men det fantes så mange slags at ${c.hero.han} bare ble stående og stirre.`,
      `${h(c)} ble sendt for å hente bleier ${c.place.in}, men hylla var full av pakker i alle størrelser og farger, og ${c.hero.han} ante ikke hvilke som var til en så liten som ${b(c)}.`,
    ),
};

/** Det som gjør hvert øyeblikk godt igjen. */
export const babyFixes: Record<BabyMoment, (c: NoCtx) => string> = {
  ...moreBabyFixes,
  meet: (c) =>
    by(
      c,
      `Så holdt ${b(c)} fingeren til ${h(c)}.`,
      `Så lukket den bittelille hånda til ${b(c)} seg rundt fingeren til ${h(c)} og holdt godt fast.`,
      `Så, helt plutselig, fant den bittelille hånda til ${b(c)} fingeren til ${h(c)} og holdt fast, hardere enn noen skulle tro at en så liten hånd kunne.`,
    ),
  hold: (c) =>
    by(
      c,
      `${cap(voksen(c))} viste hvordan. Nå lå ${b(c)} godt.`,
      `«Én hånd under hodet,» sa ${voksen(c)} og viste hvordan, og da ble ${b(c)} liggende helt stille i armene til ${h(c)}.`,
      `«Én hånd under hodet, og la ${henne(c)} kjenne at du puster,» sa ${voksen(c)} og viste hvordan, og med ett ble ${b(c)} tung og varm og helt stille i armene til ${h(c)}.`,
    ),
  toy: (c) =>
    by(
      c,
      `Så fant ${h(c)} en myk rangle. Perfekt!`,
      `Så fant ${h(c)} en myk rangle som bare klirret lavt, og den var akkurat passe til bittesmå hender.`,
      `Nederst i kurven fant ${h(c)} en myk rangle formet som en stjerne, som bare klirret lavt når man ristet den, akkurat passe for bittesmå hender.`,
    ),
  spill: (c) =>
    by(
      c,
      `Neste gang holdt ${h(c)} flaska med to hender.`,
      `Neste gang holdt ${h(c)} flaska med begge hender og kjente på temperaturen på håndleddet, slik pappa viste, og ${b(c)} drakk og drakk.`,
      `Neste gang holdt ${h(c)} flaska med begge hender og kjente først på håndleddet om melka var passe varm, slik pappa viste, og ${b(c)} drakk med små, fornøyde smatt.`,
    ),
  bath: (c) =>
    by(
      c,
      `Så øste ${h(c)} vann med hånda, sakte.`,
      `Så øste ${h(c)} vann med hånda, sakte og forsiktig over magen, og ${b(c)} sparket fornøyd med beina.`,
      `Så øste ${h(c)} vannet med hånda i stedet, sakte, litt om gangen, over den lille magen, og ${b(c)} sluttet å skrike og sparket så det sprutet.`,
    ),
  pram: (c) =>
    by(
      c,
      `${h(c)} trillet sakte. ${b(c)} sovnet.`,
      `Denne gangen trillet ${h(c)} sakte og svingte unna alle røttene, og ${b(c)} sovnet i vogna.`,
      `Denne gangen trillet ${h(c)} sakte og så etter røtter og steiner, og før de var rundt svingen, hadde ${b(c)} sovnet, og pappa lot ${h(c)} trille hele veien.`,
    ),
  busy: (c) =>
    by(
      c,
      `«Og du er ${stor(c)}!» sa noen. ${h(c)} smilte.`,
      `Så snudde en av dem seg. «Og du må være ${stor(c)}!» ${h(c)} viste hvordan man får ${b(c)} til å smile.`,
      `Så snudde en av dem seg mot ${h(c)}. «Og du må være den nye ${stor(c)}?» ${h(c)} nikket og viste dem hvordan man får ${b(c)} til å smile, og alle lyttet.`,
    ),
  cries: (c) =>
    by(
      c,
      `${h(c)} vugget vogga. ${b(c)} ble roligere.`,
      `${h(c)} satte seg ved vogga og vugget den forsiktig, fram og tilbake, og gråten ble litt mindre.`,
      `${h(c)} satte seg ved vogga og vugget den, fram og tilbake, fram og tilbake, og gråten ble mindre og mindre, til den bare var et lite hikk.`,
    ),
  wakes: (c) =>
    by(
      c,
      `Så sang ${h(c)} lavt. ${b(c)} lukket øynene.`,
      `Neste gang sang ${h(c)} så lavt som en hvisking, og øynene til ${b(c)} ble tunge og lukket seg.`,
      `Neste gang sang ${h(c)} så lavt at det nesten bare var pust, og øynene til ${b(c)} ble tyngre og tyngre, til de lukket seg helt.`,
    ),
  nappy: (c) =>
    by(
      c,
      `${h(c)} kilte ${b(c)} på magen. Ferdig!`,
      `«Får du ${henne(c)} til å le, så er jeg rask,» sa pappa, og mens ${h(c)} kilte ${b(c)} på magen, kom den nye bleien på i en fei.`,
      `«Får du ${henne(c)} til å le, så er jeg lynrask,» sa pappa, og mens ${h(c)} kilte den runde magen og lagde lyder som en traktor, kom den nye bleien på før noen rakk å telle til ti.`,
    ),
  dress: (c) =>
    by(
      c,
      `${h(c)} rullet sokken først. Den gikk på!`,
      `Så viste ${voksen(c)} knepet: rull sokken sammen først, så over tærne. Den gikk på med en gang.`,
      `Så viste ${voksen(c)} knepet: rull sokken sammen som en smultring først, og dra den så over tærne. Den gled på med en gang, og ${h(c)} tok den andre helt alene.`,
    ),
  book: (c) =>
    by(
      c,
      `De fant ei myk stoffbok i stedet.`,
      `Så hentet ${h(c)} den gamle stoffboka si, den som knitrer, og ${b(c)} stirret på hver eneste side.`,
      `Så hentet ${h(c)} den gamle stoffboka si, den som knitrer og har et speil på siste side, og ${b(c)} stirret på hver side og gurglet til speilet.`,
    ),
  sun: (c) =>
    by(
      c,
      `${h(c)} holdt opp solskjermen. Bedre!`,
      `${h(c)} festet solskjermen på vogna og vred den helt riktig, og ${b(c)} ble stille i skyggen.`,
      `${h(c)} festet den lille solskjermen på vogna og vred den til skyggen lå akkurat over ansiktet til ${b(c)}, og hylingen stoppet som om noen hadde skrudd igjen en kran.`,
    ),
  quiet: (c) =>
    by(
      c,
      `${h(c)} vugget vogna. ${b(c)} sov igjen.`,
      `${h(c)} vugget vogna forsiktig til ${b(c)} sov igjen, og lekte så en hviskelek i stedet for ball.`,
      `${h(c)} vugget vogna fram og tilbake til øynene til ${b(c)} lukket seg igjen. Etterpå fant ${h(c)} opp en hviskelek som ikke laget en eneste lyd.`,
    ),
  nappies: (c) =>
    by(
      c,
      `${h(c)} fant de aller minste.`,
      `Så fikk ${h(c)} øye på pakken med den minste babyen på, størrelsen for nyfødte, og bar den stolt til kassa.`,
      `Så fikk ${h(c)} øye på pakken med den aller minste babyen på forsida, størrelsen for nyfødte, og bar den til kassa like stolt som om det var en pokal.`,
    ),
};

/** Det hvert øyeblikk gjør med den store: én ting til som bare en storebror eller storesøster gjør. */
const BIGGER: Record<BabyMoment, (c: NoCtx) => string> = {
  ...moreBigger,
  meet: (c) =>
    by(
      c,
      `${b(c)} kjente ${h(c)} allerede.`,
      `${h(c)} var helt sikker: ${b(c)} kjente ${c.hero.ham} allerede.`,
    ),
  hold: (c) =>
    by(
      c,
      `${h(c)} hadde holdt ${b(c)}!`,
      `${h(c)} hadde holdt ${b(c)}, og til slutt trengte ingen å hjelpe.`,
    ),
  toy: (c) =>
    by(
      c,
      `Ranglen lå klar til ${b(c)}.`,
      `Ranglen ble lagt i posen, klar til ${b(c)}, valgt av ${stor(c)} selv.`,
    ),
  spill: (c) =>
    by(c, `${h(c)} kunne gi flaska nå.`, `Å gi flaska var en jobb ${h(c)} kunne gjøre nå.`),
  bath: (c) =>
    by(
      c,
      `${h(c)} visste hvordan ${b(c)} ville ha vannet.`,
      `Nå var det ${h(c)} som visste hvordan ${b(c)} ville ha vannet.`,
    ),
  pram: (c) =>
    by(
      c,
      `Nå fikk ${h(c)} trille vogna alene.`,
      `Etter det fikk ${h(c)} trille vogna helt alene, sakte, som en ordentlig ${stor(c)}.`,
    ),
  busy: (c) => by(c, `${h(c)} sto litt rakere.`, `${h(c)} sto litt rakere i ryggen etter det.`),
  cries: (c) =>
    by(c, `${h(c)} hadde roet ${b(c)}.`, `${h(c)} hadde roet ${b(c)}, nesten helt alene.`),
  wakes: (c) =>
    by(
      c,
      `Nå kunne ${h(c)} hviskesangen.`,
      `Nå kunne ${h(c)} hviskesangen, og den var bare for ${b(c)}.`,
    ),
  nappy: (c) =>
    by(c, `${h(c)} var en god hjelper.`, `${h(c)} var den beste bleiehjelperen i hele huset.`),
  dress: (c) =>
    by(
      c,
      `Nå kunne ${h(c)} sokketrikset.`,
      `Nå kunne ${h(c)} sokketrikset, og det var ikke alle som kunne det.`,
    ),
  book: (c) =>
    by(
      c,
      `Stoffboka ble favoritten til ${b(c)}.`,
      `Stoffboka fra da ${h(c)} var liten, ble favoritten til ${b(c)}.`,
    ),
  sun: (c) =>
    by(
      c,
      `${h(c)} passet på sola for ${b(c)}.`,
      `${h(c)} passet på solskjermen hele veien etter det.`,
    ),
  quiet: (c) =>
    by(
      c,
      `Nå kunne ${h(c)} hviskeleken.`,
      `Hviskeleken hadde ${h(c)} funnet på selv, bare for ${b(c)}.`,
    ),
  nappies: (c) =>
    by(
      c,
      `${h(c)} visste størrelsen til ${b(c)}.`,
      `Nå visste ${h(c)} hvilken bleiestørrelse ${b(c)} brukte, og det var mer enn noen voksne visste.`,
    ),
};

/** Det et øyeblikk som ble godt igjen, etterlater, fortalt én gang hver. */
export const babyBigger = (pick: (c: NoCtx) => BabyMoment | undefined) =>
  (Object.keys(BIGGER) as BabyMoment[]).map((k) => (c: NoCtx) => {
    if (pick(c) !== k || c.handed([`bigger:${k}`]).length) return null;
    c.once([`bigger:${k}`]);
    return BIGGER[k](c);
  });
