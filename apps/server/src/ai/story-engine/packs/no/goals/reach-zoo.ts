// En dag i dyreparken med familien: kikkerten og capsen funnet på rommet, matpakke, regnjakker,
// kartet med matetidene og billettene på kjøkkenet, toget dit, og i dyreparken dyrene familien
// nevnte, sett ett for ett og hvert med det det gjør (løvene som sover i sola, pingvinene som
// stuper); kartet som blir borte, capsen som blir glemt, en regnskur og et hus som er stengt
// til matetid, hvert møtt med noe de hadde med eller hadde lært. Det siste dyret de nevnte,
// sees ved matetid; så toget hjem, og senga. Dyrene snakker ikke: de blir sett.
import type { NoCtx } from '../../../compose/ctx-no';
import type { Bank } from '../../../compose/ctx-base';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { eachOnce, inTurn } from '../../place-beats';
import { afterMoments, both, moments, type Moment } from '../../step-moments';
import { animalNouns, listOf, outingKey, zooAnimals } from '../../outing-beats';
import { goesAlong } from '../../grow-words';
import { cap } from '../../../text';

const h = (c: NoCtx) => c.hero.name;
const han = (c: NoCtx) => c.hero.han;
const ham = (c: NoCtx) => c.hero.ham;
const Han = (c: NoCtx) => cap(han(c));
const hans = (c: NoCtx) => c.hero.hans;
/** Den voksne som blir med: den som ble med, eller den som møtes hjemme. */
const f = (c: NoCtx) => goesAlong(c)?.name ?? 'pappa';
const F = (c: NoCtx) => cap(f(c));
/** «hun» om mormor, «han» om pappa. */
const fHan = (c: NoCtx) => goesAlong(c)?.han ?? 'han';
const de = (c: NoCtx) => (c.friend ? c.team.name : h(c));

/** Hva hvert dyr gjør når det blir sett, og når det får mat (hva det får, og hva det gjør da). */
interface Does {
  seen: [young: string, mid: string];
  food: string;
  fed: string;
}
const DOES: Record<string, Does> = {
  lion: {
    seen: [
      'lå og sov i sola',
      'lå og dormet i sola på en stor, flat stein, og den største gjespet så alle de gule tennene syntes',
    ],
    food: 'store kjøttbiter',
    fed: 'reiste seg, ristet på manen og brølte så det runget over hele dyreparken',
  },
  tiger: {
    seen: [
      'listet seg langs gjerdet',
      'listet seg fram og tilbake langs gjerdet på store, myke poter, med striper som lyste oransje og svart i gresset',
    ],
    food: 'kjøtt',
    fed: 'hoppet opp på en stokk med kjøttet i munnen og la seg til å spise',
  },
  penguin: {
    seen: [
      'vraltet ned til vannet',
      'vraltet i en lang rad ned til vannet og stupte uti, plask, plask, plask, én etter én',
    ],
    food: 'fisk',
    fed: 'stimlet sammen rundt bøtta og slukte hver sin fisk hel, med hodet først',
  },
  elephant: {
    seen: [
      'sprutet vann med snabelen',
      'dusjet seg med snabelen og sprutet vann over ryggen, og den minste rullet seg i gjørma',
    ],
    food: 'høy og epler',
    fed: 'plukket opp eplene med snabelen, ett og ett, og puttet dem i munnen',
  },
  giraffe: {
    seen: [
      'spiste blader fra toppen av trærne',
      'strakte de lange halsene og nappet blader fra toppen av trærne med lange, blå tunger',
    ],
    food: 'greiner med blader',
    fed: 'bøyde de lange halsene ned og tok bladene rett fra hånda til dyrepasseren',
  },
  monkey: {
    seen: [
      'svingte seg i tauene',
      'svingte seg fra tau til tau, og en liten unge hang opp ned etter halen og gjorde grimaser',
    ],
    food: 'bananer',
    fed: 'skrelte bananene selv og kastet skallene på hverandre',
  },
  'polar-bear': {
    seen: [
      'svømte i det kalde vannet',
      'svømte rundt og rundt i det kalde, blå vannet og klatret opp på en stor, hvit stein',
    ],
    food: 'fisk',
    fed: 'stupte etter fisken og kom opp igjen med den i munnen',
  },
  bear: {
    seen: [
      'klødde ryggen mot et tre',
      'reiste seg på bakbeina og klødde ryggen mot en tykk furu, fram og tilbake',
    ],
    food: 'fisk og bær',
    fed: 'satte seg ned i gresset og spiste, som om de hadde all verdens tid',
  },
  seal: {
    seen: [
      'svømte fort som piler',
      'svømte fort som piler under vannet og stakk hodene opp og så på dem med store, svarte øyne',
    ],
    food: 'fisk',
    fed: 'klappet med luffene og fanget fisken i lufta',
  },
  zebra: {
    seen: [
      'sto og gresset',
      'sto og gresset tett i tett, så det var vanskelig å se hvor den ene sluttet og den neste begynte',
    ],
    food: 'høy',
    fed: 'kom travende bort til høyet med stripene blinkende',
  },
  hippo: {
    seen: [
      'lå i vannet med bare øynene over',
      'lå i vannet med bare øynene og ørene over, og så gapte den ene så stort at en hel vannmelon kunne fått plass',
    ],
    food: 'vannmeloner',
    fed: 'gapte høyt og fikk en hel vannmelon rett i munnen, knas',
  },
  crocodile: {
    seen: [
      'lå stille som stokker',
      'lå så stille i det lune vannet at de lignet gamle stokker, helt til den ene blunket',
    ],
    food: 'kjøtt',
    fed: 'smalt igjen kjevene med et klask',
  },
  snake: {
    seen: [
      'lå kveilet på en grein',
      'lå kveilet sammen på en varm grein bak glasset, og den ene smakte på lufta med den kløyvde tunga',
    ],
    food: 'mat',
    fed: 'gled sakte ned fra greina',
  },
  flamingo: {
    seen: [
      'sto på ett bein',
      'sto rosa og rolige på ett bein i dammen, alle sammen, som om de hadde avtalt det på forhånd',
    ],
    food: 'reker',
    fed: 'dyppet nebbene i vannet og silte ut maten',
  },
  kangaroo: {
    seen: [
      'hoppet rundt',
      'hoppet rundt på de lange bakbeina, og en unge kikket ut av pungen til mora si',
    ],
    food: 'gress og grønnsaker',
    fed: 'hoppet bort og tygget fornøyd',
  },
};
/** Ellers: dyret går rundt der det bor, og kommer fort når maten kommer. */
const ANY: Does = {
  seen: [
    'gikk rundt i innhegningen sin',
    'gikk rundt i innhegningen sin og så like nysgjerrig på dem som de så på dem',
  ],
  food: 'mat',
  fed: 'kom fort bort for å spise',
};
const does = (id: string) => DOES[id] ?? ANY;
/** «løvene», «pingvinene»: dyret i bestemt flertall. */
const the = (id: string) => animalNouns(id)?.no.defPl ?? 'dyrene';
/** «løver», «pingviner»: ubestemt flertall, til lista. */
const some = (id: string) => animalNouns(id)?.no.pl ?? 'dyr';

const last = (c: NoCtx) => zooAnimals(c).last;
const lastThe = (c: NoCtx) => the(last(c));
/** Det k-te dyret de ser på veien rundt. */
const before = (c: NoCtx, k: number) => zooAnimals(c).before[k] ?? 'goat';
/** Alle dyrene familien nevnte, eller det dagen er for: «løver, sebraer og flodhester». */
const wanted = (c: NoCtx) =>
  listOf((zooAnimals(c).named.length ? zooAnimals(c).named : [last(c)]).map(the), 'og');
const wantedSome = (c: NoCtx) =>
  listOf((zooAnimals(c).named.length ? zooAnimals(c).named : [last(c)]).map(some), 'og');

/** Alt dagen var for, uten å ramse opp igjen det ønsket ramset opp. */
const seenAll = (c: NoCtx) =>
  zooAnimals(c).named.length > 1 ? 'alle dyrene på lista' : lastThe(c);

/** Hvordan de kommer til det k-te dyret, og hva det gjør med dem å se det. */
const TO: ((c: NoCtx, the: string) => [string, string])[] = [
  (c, x) => [
    `Først kom de til ${x}.`,
    `Først kom de til ${x}, og ${h(c)} ble stående med nesa mot gjerdet.`,
  ],
  (c, x) => [
    `Så fant de ${x}.`,
    `Litt lenger bort fant de ${x}, og ${h(c)} løftet kikkerten for å se bedre.`,
  ],
  (c, x) => [
    `Der var ${x}!`,
    `Bak en stor stein fikk ${h(c)} øye på ${x}, og ${han(c)} dro i ${f(c)}.`,
  ],
  (c, x) => [
    `Ved dammen var ${x}.`,
    `Nede ved dammen gikk de forbi ${x}, og ${h(c)} hvisket for ikke å skremme dem.`,
  ],
];
const AFTER: ((c: NoCtx) => string)[] = [
  (c) => `${h(c)} kunne ha sett på dem hele dagen`,
  (c) => `${h(c)} glemte nesten å blunke`,
  (c) => `${f(c)} måtte nesten bære ${h(c)} videre`,
  (c) => `${h(c)} tegnet dem i lufta med fingeren`,
];
/** Et dyr sett på veien rundt, med det det gjør. */
const seen = (c: NoCtx, k: number) => {
  const id = before(c, k);
  const [young, mid] = does(id).seen;
  const [at, atMore] = (TO[k] ?? (TO[0] as (typeof TO)[number]))(c, the(id));
  return by(
    c,
    `${at} ${cap(the(id))} ${young}.`,
    `${at} ${cap(the(id))} ${mid}.`,
    `${atMore} ${cap(the(id))} ${mid}, og ${(AFTER[k] ?? (AFTER[0] as (typeof AFTER)[number]))(c)}.`,
  );
};

/** Det de hadde med eller hadde lært: kikkerten, capsen, regnjakkene, matetiden, billettene. */
const told = (c: NoCtx, key: string) => c.handed([key]).length > 0;
const glasses = (c: NoCtx) => told(c, 'bedroom:zoo#1');
const capOn = (c: NoCtx) => told(c, 'bedroom:zoo#2');
const feedTime = (c: NoCtx) => told(c, 'kitchen:zoo#2');
const coats = (c: NoCtx) => told(c, 'kitchen:zoo#3');
const tickets = (c: NoCtx) => told(c, 'kitchen:zoo#4');
/** Det som blir glemt på en benk: capsen fra rommet, eller vannflaska. */
const lost = (c: NoCtx): [string, string] =>
  capOn(c) ? ['capsen', 'den blå med løven på'] : ['vannflaska', 'den røde med korken som piper'];

/** Uhellene i dyreparken, til å se tilbake på. */
const mishaps = (c: NoCtx) => {
  const at = (k: number) => told(c, `zoo:zoo#${k}`);
  return [
    ...(at(3) ? ['kartet som ble borte'] : []),
    ...(at(4) ? ['regnskuren'] : []),
    ...(at(6) ? [lost(c)[0]] : []),
    ...(at(8) ? ['huset som var stengt'] : []),
  ];
};

const STEPS: Record<string, Moment<NoCtx>[]> = {
  bedroom: [
    (c) =>
      by(
        c,
        `${h(c)} våknet tidlig og hoppet ut av senga. Dyreparkdag!`,
        `${h(c)} våknet før vekkerklokka og satte seg rett opp i senga. Det var dyreparkdag!`,
        `${h(c)} våknet lenge før vekkerklokka, og et øyeblikk visste ${han(c)} ikke hvorfor magen kilte sånn. Så husket ${han(c)} det og satte seg rett opp i senga: Det var dyreparkdag!`,
      ),
    both(
      (c) =>
        by(
          c,
          `Men hvor var kikkerten?`,
          `${h(c)} ville ta med kikkerten, men den lå ikke i skuffen, og ikke på hylla.`,
          `${h(c)} ville ta med kikkerten, den svarte med reima, for i dyreparken står dyrene ofte langt unna. Men den lå ikke i skuffen, ikke på hylla og ikke i lekekassa.`,
        ),
      (c) =>
        by(
          c,
          `Der, under senga! ${h(c)} hengte den rundt halsen.`,
          `Til slutt fant ${h(c)} den under senga, bak en tøffel, og hengte den rundt halsen.`,
          `Til slutt la ${h(c)} seg flat på gulvet og kikket under senga, og der lå den, bak en tøffel og en gammel puslespillbrikke. ${Han(c)} blåste støvet av linsene og hengte den rundt halsen.`,
        ),
    ),
    (c) =>
      by(
        c,
        `${h(c)} tok på seg den blå capsen med en løve på.`,
        `${h(c)} tok på seg den blå capsen med en løve på, for sola skulle skinne hele dagen.`,
        `Så tok ${h(c)} på seg den blå capsen med en løve brodert foran, den ${han(c)} alltid brukte på tur, for radioen hadde sagt at sola skulle skinne, i hvert fall det meste av dagen.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} skrev en liste over dyrene: ${wantedSome(c)}. Den la ${han(c)} i lomma.`,
        `På et ark skrev ${h(c)} en liste over det ${han(c)} aller mest ville se: ${wantedSome(c)}. Den brettet ${han(c)} og stakk i lomma.`,
        `På et ark skrev ${h(c)} en liste med store bokstaver over det ${han(c)} aller mest ville se i dyreparken: ${wantedSome(c)}, med en tegning ved siden av hvert ord. Så brettet ${han(c)} lista i fire og stakk den godt ned i lomma.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} kledde på seg. Genseren var bak fram!`,
        `${h(c)} kledde på seg så fort ${han(c)} kunne, og genseren kom på bak fram, men det gjorde ingenting.`,
        `${h(c)} kledde på seg så fort at genseren kom på bak fram og sokkene ble to forskjellige, en med tigerstriper og en med prikker, men det gjorde ingenting, for tigre bryr seg ikke om sokker.`,
      ),
    both(
      (c) =>
        by(
          c,
          `${h(c)} så i boka om dyr.`,
          `${h(c)} slo opp i den tykke boka om dyr, på siden om ${lastThe(c)}.`,
          `${h(c)} satte seg på sengekanten med den tykke boka om dyr og slo opp på siden om ${lastThe(c)}, den med et bilde så stort at det gikk over to sider.`,
        ),
      (c) =>
        by(
          c,
          `Der sto det at ${lastThe(c)} er mest våkne når de får mat.`,
          `Der sto det noe ${h(c)} ikke hadde visst: ${cap(lastThe(c))} er mest våkne når de får mat. Det husket ${han(c)}.`,
          `Og der sto det noe ${h(c)} ikke hadde visst: ${cap(lastThe(c))} sover eller hviler mye av dagen, men når de får mat, er de våkne som aldri før. «Da må vi være der når de får mat,» tenkte ${h(c)} og brettet et hjørne på siden.`,
        ),
    ),
    both(
      (c) =>
        by(
          c,
          `Glidelåsen på sekken satt fast!`,
          `Men da ${h(c)} skulle legge boka i sekken, satt glidelåsen fast halvveis.`,
          `Men da ${h(c)} skulle legge boka i den lille sekken, satt glidelåsen fast halvveis, og jo hardere ${han(c)} dro, desto fastere satt den.`,
        ),
      (c) =>
        by(
          c,
          `${F(c)} viste hvordan: litt tilbake, så fram. Det gikk!`,
          `${F(c)} kom inn og viste ${ham(c)} knepet: litt tilbake først, og så fram. Da gled glidelåsen rundt av seg selv.`,
          `${F(c)} stakk hodet inn og viste ${ham(c)} knepet: litt tilbake først, helt rolig, og så fram igjen, og glidelåsen gled rundt hele sekken som om den aldri hadde satt seg fast.`,
        ),
    ),
    (c) =>
      by(
        c,
        `${h(c)} øvde på dyrelyder foran speilet. Brøl! Pip!`,
        `${h(c)} øvde på dyrelyder foran speilet: et brøl, et snøft og et pip, til ${f(c)} ropte at det hørtes ut som en hel dyrepark der inne.`,
        `Foran speilet øvde ${h(c)} på dyrelyder, et dypt brøl, et snøft og et lite pip, og til slutt en lyd som ingen dyr i hele verden lager, og ${f(c)} ropte gjennom døra at det hørtes ut som en hel dyrepark der inne.`,
      ),
    (c) =>
      by(
        c,
        `«Frokost!» ropte ${f(c)}.`,
        `«Frokost!» ropte ${f(c)} fra kjøkkenet, og ${h(c)} løp ned trappa med kikkerten dinglende.`,
      ),
  ],
  kitchen: [
    (c) =>
      by(
        c,
        `${F(c)} smurte matpakke til dem begge.`,
        `Mens ${h(c)} spiste frokost, smurte ${f(c)} matpakke til dem begge og fylte to flasker med vann.`,
        `Mens ${h(c)} spiste havregrøten sin, smurte ${f(c)} matpakke til dem begge, med ost og agurk, og fylte to flasker med vann, for man blir tørst av å se på dyr, sa ${f(c)}.`,
      ),
    both(
      (c) =>
        by(
          c,
          `Plask! ${h(c)} veltet melkeglasset.`,
          `Men ${h(c)} var så ivrig at ${han(c)} veltet melkeglasset utover hele bordet.`,
          `Men ${h(c)} var så ivrig at albuen traff melkeglasset, og melken rant utover hele bordet og dryppet ned på gulvet.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} tørket opp med en klut.`,
          `${h(c)} hentet kluten selv og tørket opp, og ${f(c)} sa at det var det raskeste ${fHan(c)} hadde sett.`,
          `${h(c)} hentet kluten fra vasken selv og tørket opp hver eneste dråpe, og ${f(c)} sa at ingen hadde tørket opp så fort på dette kjøkkenet noensinne.`,
        ),
    ),
    both(
      (c) =>
        by(
          c,
          `På kjøleskapet hang kartet over dyreparken.`,
          `På kjøleskapet hang kartet over dyreparken, med små tegninger av alle dyrene og klokkeslett ved siden av.`,
          `På kjøleskapet, under en magnet formet som en banan, hang kartet over dyreparken, med små tegninger av alle dyrene og bittesmå klokkeslett ved siden av noen av dem.`,
        ),
      (c) =>
        by(
          c,
          `«${cap(lastThe(c))} får mat klokka to,» leste ${f(c)}. ${h(c)} husket det.`,
          `«Der står det når dyrene får mat,» sa ${f(c)}. «${cap(lastThe(c))} får mat klokka to.» ${h(c)} satte en ring rundt med blyant og husket det.`,
          `«Der står det når dyrene får mat,» sa ${f(c)} og pekte. «Se: ${lastThe(c)} får mat klokka to.» ${h(c)} satte en stor ring rundt klokkeslettet med blyant og sa det høyt tre ganger for ikke å glemme det: klokka to, klokka to, klokka to.`,
        ),
    ),
    (c) =>
      by(
        c,
        `${F(c)} la regnjakkene i sekken. «I tilfelle regn,» sa ${f(c)}.`,
        `${F(c)} så ut av vinduet og la to regnjakker i sekken. «Bare i tilfelle,» sa ${f(c)}.`,
        `${F(c)} så ut av vinduet på en grå sky langt borte og la to regnjakker nederst i sekken. «Radioen sa sol,» sa ${f(c)}, «men radioen har tatt feil før.»`,
      ),
    both(
      (c) =>
        by(
          c,
          `Men hvor var billettene?`,
          `Men da de skulle gå, fant ikke ${f(c)} togbillettene. De lå ikke på benken.`,
          `Men da de sto i døra med jakkene på, klappet ${f(c)} seg på alle lommene og ble stille. Togbillettene! De lå ikke på benken, ikke i vinduskarmen og ikke i sekken.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} fant dem under fruktskåla. ${F(c)} la dem i innerlomma.`,
          `${h(c)} fant dem under fruktskåla, og ${f(c)} la dem godt ned i innerlomma.`,
          `Det var ${h(c)} som fant dem, under fruktskåla, der en banan hadde lagt seg over. ${F(c)} la dem godt ned i innerlomma og klappet på den. «Der,» sa ${f(c)}. «Husk hvor de er, du også.»`,
        ),
    ),
    (c) =>
      by(
        c,
        `${h(c)} smurte sin egen brødskive. Den fikk et ansikt!`,
        `${h(c)} ville smøre sin egen brødskive og la agurkskiver som øyne og en tomat som munn, så den smilte fra matboksen.`,
        `${h(c)} ville smøre sin egen brødskive til matboksen og la to agurkskiver som øyne, en paprikastrimmel som munn og litt karse som hår, og ${f(c)} sa at det var den fineste brødskiva som noen gang hadde vært i en dyrepark.`,
      ),
    (c) =>
      by(
        c,
        `${F(c)} skrev tida for toget på hånda til ${h(c)}.`,
        `${F(c)} skrev når toget gikk på en lapp og la den i lomma. «Vi har god tid,» sa ${f(c)}.`,
        `${F(c)} skrev når toget gikk på en gul lapp og stakk den i lomma, og så på klokka to ganger. «Vi har god tid,» sa ${f(c)}, «hvis vi går nå.»`,
      ),
    (c) =>
      by(
        c,
        `${F(c)} smurte solkrem på nesa til ${h(c)}.`,
        `${F(c)} smurte solkrem på nesa og ørene til ${h(c)}, så ${han(c)} så ut som et lite spøkelse.`,
        `Til slutt smurte ${f(c)} solkrem på nesa og ørene til ${h(c)}, altfor mye, og ${h(c)} så seg i speilet i gangen og sa at ${han(c)} lignet en isbjørn.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} la et eple i sekken også.`,
        `${h(c)} la et eple i sekken også, i tilfelle noen ble sultne på toget.`,
      ),
  ],
  train: [
    (c) =>
      by(
        c,
        `Toget kom susende inn på stasjonen. ${h(c)} trykket på knappen.`,
        `Toget kom susende inn på stasjonen, og ${h(c)} fikk trykke på knappen så døra åpnet seg.`,
        `Toget kom susende inn på stasjonen med et langt hvin, og ${h(c)} fikk trykke på den store, grønne knappen så døra gled opp med et sukk. De fant to seter ved vinduet, ett til hver.`,
      ),
    both(
      (c) =>
        by(
          c,
          `«Billetter, takk!» sa konduktøren.`,
          `Så kom konduktøren gjennom vogna. «Billetter, takk!» sa hun, og ${f(c)} begynte å lete.`,
          `Så kom konduktøren gjennom vogna med billettmaskinen på magen. «Billetter, takk!» sa hun, og ${f(c)} begynte å lete i jakka, i buksa og i sekken, og konduktøren ventet tålmodig.`,
        ),
      (c) =>
        tickets(c)
          ? by(
              c,
              `«I innerlomma!» sa ${h(c)}. Der var de.`,
              `«I innerlomma!» hvisket ${h(c)}, og der lå de, akkurat der ${f(c)} hadde lagt dem.`,
              `«Innerlomma,» hvisket ${h(c)}, for ${han(c)} hadde husket det, og der lå de, akkurat der ${f(c)} hadde lagt dem hjemme. Konduktøren stemplet dem og blunket til ${h(c)}.`,
            )
          : by(
              c,
              `De lå i sekken. Konduktøren stemplet dem.`,
              `Til slutt fant ${f(c)} dem i den lille lomma foran på sekken, og konduktøren stemplet dem og smilte.`,
            ),
    ),
    (c) =>
      by(
        c,
        `${h(c)} så ut av vinduet. Kuer, hester, en traktor!`,
        `${h(c)} satt med nesa mot vinduet og telte kuer, hester og en rød traktor som suste forbi.`,
        `${h(c)} satt med nesa mot vinduet og telte alt som suste forbi: elleve kuer, to hester, en rød traktor og en mann som vinket til toget, og ${h(c)} vinket tilbake.`,
      ),
    both(
      (c) =>
        by(
          c,
          `«Er vi snart framme?» spurte ${h(c)}.`,
          `«Er vi snart framme?» spurte ${h(c)}, og så spurte ${han(c)} igjen, litt etter.`,
          `«Er vi snart framme?» spurte ${h(c)} etter den tredje stasjonen, og igjen etter den fjerde, og ${f(c)} så på klokka og sa at det var en god stund igjen.`,
        ),
      (c) =>
        by(
          c,
          `De lekte gjettelek om dyr. Da gikk tida fort.`,
          `«Vi leker gjettelek,» sa ${f(c)}. «Jeg tenker på et dyr med lang hals.» Da gikk tida mye fortere.`,
          `«Vi leker gjettelek,» sa ${f(c)}. «Jeg tenker på et dyr som har lang hals og spiser fra tretoppene.» ${h(c)} gjettet, og så var det ${h(c)} sin tur, og de gjettet dyr til toget bremset, og tida gikk fortere enn noen gang.`,
        ),
    ),
    both(
      (c) =>
        by(
          c,
          `Så kjørte toget inn i en tunnel. Alt ble svart!`,
          `Så kjørte toget rett inn i en lang tunnel, og alt ble svart utenfor vinduet.`,
          `Så kjørte toget rett inn i en lang tunnel, og med ett ble alt svart utenfor vinduet, og det dundret i ørene, og ${h(c)} grep etter hånda til ${f(c)}.`,
        ),
      (c) =>
        by(
          c,
          `${h(c)} holdt ${f(c)} i hånda. Så kom lyset igjen.`,
          `${h(c)} holdt ${f(c)} i hånda og telte, og på tjueto kom lyset tilbake.`,
          `«Vi teller,» sa ${f(c)}, og de telte sammen, høyt, og på tjueto kom lyset tilbake, og der var jordene og himmelen igjen, som om ingenting hadde skjedd.`,
        ),
    ),
    (c) =>
      by(
        c,
        `Toget kjørte over en lang bro. Langt der nede var elva.`,
        `Så kjørte toget over en lang bro, og langt der nede glitret elva, med små båter som lignet leker.`,
        `Så kjørte toget over en lang, høy bro, og langt der nede glitret elva i sola, med små båter som lignet leker i et badekar, og ${h(c)} måtte holde seg i setet for å se ned.`,
      ),
    (c) =>
      by(
        c,
        `${h(c)} og ${f(c)} delte et eple. Det var søtt og saftig.`,
        `${h(c)} fant eplet i sekken og delte det med ${f(c)}, bit for bit, mens toget svingte langs en stor, blank innsjø.`,
        `Så fant ${h(c)} eplet i sekken og delte det med ${f(c)}, bit for bit, mens toget svingte langs en stor, blank innsjø der en ensom seilbåt lå og vippet.`,
      ),
    (c) =>
      by(
        c,
        `«Neste stopp: Dyreparken!»`,
        `«Neste stopp: Dyreparken,» sa en stemme i høyttaleren, og ${h(c)} hoppet opp fra setet.`,
      ),
  ],
  there: [
    (c) =>
      by(
        c,
        `Ved porten fikk de et kart. ${h(c)} fant ${lastThe(c)} på det.`,
        `Ved porten fikk de et kart med alle dyrene på. ${h(c)} fant ${lastThe(c)} med en gang.`,
        `Ved porten fikk de hvert sitt billettstempel på hånda og et stort kart med alle dyrene tegnet på, og ${h(c)} fant ${lastThe(c)} med en gang, helt i den andre enden, og satte fingeren på dem.`,
      ),
    (c) => seen(c, 0),
    (c) => seen(c, 1),
    both(
      (c) =>
        by(
          c,
          `Oi! Kartet var borte.`,
          `Men da de skulle finne veien videre, var kartet borte. Det hadde blåst av gårde et sted.`,
          `Men da ${f(c)} skulle se på kartet igjen, var det borte. Det hadde glidd ut av lomma et sted og blåst av gårde, og ingen av dem visste hvor.`,
        ),
      (c) =>
        by(
          c,
          `De fulgte skiltene med dyrebilder.`,
          `«Vi følger skiltene,» sa ${h(c)}, for på hvert hjørne sto et skilt med bilder av dyrene og piler.`,
          `Men ${h(c)} hadde sett noe ved porten. «Skiltene,» sa ${han(c)} og pekte: På hvert hjørne sto en stolpe med bilder av dyrene og piler som viste vei, og så fulgte de pilene i stedet.`,
        ),
    ),
    both(
      (c) =>
        by(
          c,
          `Så kom en regnskur!`,
          `Så kom en regnskur susende over dyreparken, og alle løp for å finne ly.`,
          `Så ble himmelen grå, og en regnskur kom susende over dyreparken, så folk løp i alle retninger med jakkene over hodet.`,
        ),
      (c) =>
        coats(c)
          ? by(
              c,
              `De tok på seg regnjakkene.`,
              `Men ${f(c)} hadde tatt med regnjakkene, og de tok dem på og gikk videre mens alle andre sto og ventet.`,
              `Men ${f(c)} hadde tatt med regnjakkene. De tok dem på, dro hettene over hodet og gikk videre gjennom regnet mens alle andre sto under takene og ventet, og de hadde hele stien for seg selv.`,
            )
          : by(
              c,
              `De løp inn i slangehuset til det ga seg.`,
              `De løp inn i slangehuset, der det var varmt og tørt, og så på slangene til skuren var over.`,
              `De løp inn i slangehuset, der det var varmt og fuktig og lukket, og så på en lang, grønn slange som lå og sov bak glasset, helt til skuren var over.`,
            ),
    ),
    (c) => seen(c, 2),
    both(
      (c) =>
        by(
          c,
          `Å nei! ${cap(lost(c)[0])} var borte.`,
          `Da de gikk videre, stoppet ${h(c)} brått. ${cap(lost(c)[0])} var borte!`,
          `Litt etter stoppet ${h(c)} brått og kjente etter. ${cap(lost(c)[0])}, ${lost(c)[1]}, var borte!`,
        ),
      (c) =>
        by(
          c,
          `De gikk tilbake samme vei. Der lå den, på benken.`,
          `De gikk tilbake samme vei som de hadde kommet, og der lå den, på benken der de hadde sittet.`,
          `«Vi går tilbake samme vei,» sa ${f(c)}, «så finner vi den.» Og de gikk tilbake, sakte og med øynene i bakken, og der lå den, på benken der de hadde sittet og sett på ${the(before(c, 1))}.`,
        ),
    ),
    (c) =>
      by(
        c,
        `De spiste matpakka på en benk. En påfugl kom og så på dem.`,
        `Midt på dagen satte de seg på en benk og spiste matpakka, og en påfugl kom spankulerende og så på dem.`,
        `Midt på dagen satte de seg på en benk under et stort tre og spiste matpakka, og en påfugl kom spankulerende forbi, slo ut den store, blanke halen og så på dem som om den ventet på applaus.`,
      ),
    both(
      (c) =>
        by(
          c,
          `Men huset til ${lastThe(c)} var stengt!`,
          `Men da de kom fram til ${lastThe(c)}, hang det et skilt på porten: Stengt til matetid.`,
          `Men da de endelig kom fram til ${lastThe(c)}, hang det et skilt på porten: «Stengt til matetid.» ${h(c)} kjente hvordan det sank i magen.`,
        ),
      (c) =>
        feedTime(c)
          ? by(
              c,
              `«Klokka to!» husket ${h(c)}. De ventet.`,
              `«Klokka to!» husket ${h(c)}. «Da er det matetid.» Og de satte seg og ventet, og det var ikke lenge igjen.`,
              `Men så husket ${h(c)} ringen på kartet hjemme. «Klokka to,» sa ${han(c)}. «Da er det matetid.» ${F(c)} så på klokka: Det var bare et kvarter igjen, og de satte seg på muren rett ved porten og ventet, først av alle.`,
            )
          : by(
              c,
              `«Vi venter,» sa ${f(c)}. Snart var det matetid.`,
              `«Vi venter,» sa ${f(c)} og så på klokka. «Snart er det matetid.»`,
            ),
    ),
    (c) => seen(c, 3),
    (c) =>
      by(
        c,
        `I geitegården fikk ${h(c)} klappe ei geit. Den tygget på skolissa!`,
        `I geitegården fikk ${h(c)} klappe ei lita, brun geit, og geita prøvde å spise skolissa til ${h(c)}.`,
        `Så gikk de inn i geitegården, der man fikk gå rett inn til dyrene, og ei lita, brun geit med skjegg kom bort og snuste på ${h(c)} og begynte å tygge på skolissa ${hans(c)}, helt rolig, som om det var det beste den hadde smakt.`,
      ),
    (c) =>
      by(
        c,
        `En dyrepasser fortalte om ${lastThe(c)}. ${h(c)} lyttet godt.`,
        `Ved et gjerde sto en dyrepasser og fortalte om ${lastThe(c)}: hvor mye de spiser, og hvor lenge de sover.`,
        `Ved et gjerde sto en dyrepasser i grønne klær og fortalte barna om ${lastThe(c)}: hvor mye de spiser på én dag, hvor lenge de sover, og hvordan man kan se forskjell på dem, og ${h(c)} lyttet med hele seg.`,
      ),
  ],
};

const step = moments<NoCtx>('zoo', STEPS, outingKey);

const quiet: Bank<NoCtx> = afterMoments<NoCtx>(
  'zoo',
  STEPS,
  outingKey,
  eachOnce<NoCtx>('zoo-quiet', [
    (c) =>
      outingKey(c) === 'bedroom'
        ? by(
            c,
            `Sola skinte inn gjennom gardinene. Det ble en fin dag.`,
            `Sola skinte inn gjennom gardinene og la en gul stripe over dyna.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'kitchen'
        ? by(
            c,
            `Klokka på veggen tikket. Snart skulle de gå.`,
            `Klokka på veggen tikket, og ${h(c)} så på den hele tida.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'train'
        ? by(
            c,
            `Toget dunket og rugget. Dunk-dunk, sa skinnene.`,
            `Toget dunket og rugget, og skinnene sang under dem, dunk-dunk, dunk-dunk.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'there'
        ? by(
            c,
            `Det luktet høy og popkorn. Barn lo overalt.`,
            `Det luktet høy og dyr og popkorn, og overalt hørtes barn som lo.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'there'
        ? by(
            c,
            `${F(c)} kjøpte is til dem begge. ${h(c)} valgte jordbær.`,
            `${F(c)} kjøpte en is til hver, og ${h(c)} fikk velge jordbær.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'there' && glasses(c)
        ? by(
            c,
            `${h(c)} så gjennom kikkerten. Der var en liten fugl!`,
            `${h(c)} så gjennom kikkerten og fikk øye på en liten fugl som ingen andre hadde sett.`,
          )
        : null,
    (c) =>
      outingKey(c) === 'there'
        ? by(
            c,
            `${h(c)} tok fram lista og krysset av.`,
            `${h(c)} tok fram lista fra lomma og krysset av for det de hadde sett.`,
          )
        : null,
  ]),
);

/** Matetid: dyrepasseren kommer, og det siste dyret familien nevnte, gjør det det gjør. */
const feeding = (c: NoCtx) =>
  by(
    c,
    `Så kom dyrepasseren med ${does(last(c)).food}. ${cap(lastThe(c))} ${does(last(c)).fed}!`,
    `Klokka to kom dyrepasseren med en bøtte ${does(last(c)).food}, og ${lastThe(c)} ${does(last(c)).fed}. Alle som sto ved gjerdet, klappet, og ${h(c)} klappet høyest.`,
  );

export const zoo: GoalTexts<NoCtx> = {
  want: [
    (c) =>
      by(
        c,
        `I dag skulle ${h(c)} og ${f(c)} i dyreparken for å se ${wanted(c)}!`,
        `I dag skulle ${h(c)} og ${f(c)} ta toget til dyreparken, og det ${h(c)} aller mest ville se, var ${wanted(c)}. ${h(c)} hadde gledet seg i mange uker.`,
      ),
  ],
  show: [
    (c) =>
      by(
        c,
        `${h(c)} hadde en bok om dyr. Den leste ${han(c)} hver kveld.`,
        `${h(c)} hadde en tykk bok om ville dyr og hadde lest den så mange ganger at sidene var bløte i hjørnene.`,
      ),
  ],
  problem: [
    (c) =>
      by(
        c,
        `Men dyreparken var stor, og dyr sover og gjemmer seg. Ville de se dem?`,
        `Men dyreparken var stor, og dyr gjør ikke alltid det man håper: De sover, de gjemmer seg, og de får mat når de får mat.`,
      ),
  ],
  decide: [
    (c) =>
      by(
        c,
        `«Vi finner dem!» sa ${h(c)}.`,
        `«Vi skal se ${zooAnimals(c).named.length > 1 ? 'dem alle sammen' : 'dem'},» sa ${h(c)}, «uansett hva.»`,
      ),
  ],
  attempt: [...step, ...quiet],
  progress: [...step, ...quiet],
  advice: eachOnce<NoCtx>('zoo-advice', [
    (c) =>
      c.helper && c.helper.name !== f(c)
        ? by(
            c,
            `«Se på kartet etter matetiden,» sa ${c.helper.name}.`,
            `«Se på kartet når dyrene får mat,» sa ${c.helper.name}. «Da er de våkne.»`,
          )
        : null,
  ]),
  ask: eachOnce<NoCtx>('zoo-ask', [
    (c) =>
      by(
        c,
        `«Sover ${lastThe(c)} om dagen?» spurte ${h(c)}.`,
        `«Hva gjør ${lastThe(c)} hele dagen?» spurte ${h(c)} ${c.helper?.name ?? f(c)}.`,
      ),
  ]),
  turn: {
    brave: [
      (c) =>
        by(
          c,
          `${feeding(c)} ${h(c)} sto helt fremst og så alt.`,
          `${feeding(c)} ${h(c)} sto helt fremst ved gjerdet og rygget ikke et skritt, og ${han(c)} så alt sammen.`,
        ),
    ],
    together: [
      (c) =>
        by(
          c,
          `${feeding(c)} ${h(c)} satt på skuldrene til ${f(c)} og så alt.`,
          `Det var fullt av folk, så ${f(c)} løftet ${h(c)} opp på skuldrene. ${feeding(c)} Og ${h(c)} så alt sammen, helt der oppe fra.`,
        ),
    ],
    gift: [
      (c) =>
        c.gift
          ? by(
              c,
              `${feeding(c)} ${h(c)} holdt ${c.gift.def} og så alt.`,
              `${h(c)} holdt godt i ${c.gift.def} og sto helt stille ved gjerdet. ${feeding(c)}`,
            )
          : null,
    ],
    clever: [
      (c) =>
        by(
          c,
          `De var først ved gjerdet. ${feeding(c)}`,
          `Fordi de hadde ventet ved porten, var de først ved gjerdet, helt fremst. ${feeding(c)}`,
        ),
    ],
  },
  resolution: [
    (c) =>
      by(
        c,
        `Nå hadde ${h(c)} sett ${seenAll(c)}!`,
        `Nå hadde ${h(c)} sett ${seenAll(c)} med sine egne øyne, ikke bare i boka, og ${han(c)} krysset av det siste på lista${glasses(c) ? ' og så på dem en siste gang gjennom kikkerten' : ''}. Så gikk de sakte mot porten, hånd i hånd.`,
      ),
  ],
  home: inTurn<NoCtx>(
    'zoo-home',
    eachOnce<NoCtx>('zoo-home', [
      (c) =>
        by(
          c,
          `På toget hjem sovnet ${h(c)} nesten. Det hadde vært en lang dag.`,
          `På toget hjem la ${h(c)} hodet mot skulderen til ${f(c)} og sovnet nesten${capOn(c) ? ', med capsen på snei' : ''}.`,
          `På toget hjem la ${h(c)} hodet mot skulderen til ${f(c)}, og toget dunket og rugget, og før ${han(c)} visste ordet av det, var de hjemme igjen, og ${f(c)} måtte vekke ${ham(c)} forsiktig.`,
        ),
      (c) =>
        by(
          c,
          `Hjemme tegnet ${h(c)} ${lastThe(c)}.`,
          `Hjemme tegnet ${h(c)} ${lastThe(c)} akkurat som ${han(c)} hadde sett dem, og hengte tegningen på kjøleskapet.`,
        ),
      (c) =>
        by(
          c,
          `Til kvelds fortalte ${h(c)} om hele dagen.`,
          `Til kvelds fortalte ${h(c)} om hele dagen, fra toget til matetid, og ${f(c)} lagde lydene.`,
        ),
    ]),
  ),
  reflection: eachOnce<NoCtx>('zoo-reflection', [
    (c) =>
      by(
        c,
        `Det var den beste dagen, tenkte ${h(c)} i senga.`,
        mishaps(c).length > 1
          ? `${cap(listOf(mishaps(c), 'og'))}, tenkte ${h(c)} i senga, og likevel fikk ${han(c)} se ${lastThe(c)} ved matetid.`
          : `Det var den beste dagen, tenkte ${h(c)} i senga, og ${lastThe(c)} var det aller beste.`,
      ),
  ]),
  refrain: [(c) => `Dunk-dunk går toget, vi skal se ${lastThe(c)} i dag!`],
  title: [
    (c) => `${h(c)} i dyreparken`,
    (c) => `${h(c)} og ${lastThe(c)}`,
    () => `En dag i dyreparken`,
  ],
};

/** Inn på rommet, ut på kjøkkenet, på toget; dyreparken. */
const GO: Record<string, (c: NoCtx) => string> = {
  bedroom: (c) => by(c, `Det var morgen.`, `Det var tidlig morgen på rommet til ${h(c)}.`),
  kitchen: (c) =>
    by(
      c,
      `Så gikk ${de(c)} ut på kjøkkenet.`,
      `Så gikk ${de(c)} ut på kjøkkenet for å spise frokost.`,
    ),
  train: (c) =>
    by(c, `Så gikk de til stasjonen.`, `Så gikk ${de(c)} bort til stasjonen for å ta toget.`),
  there: (c) => by(c, `Så var de i dyreparken!`, `Så sto ${de(c)} ved porten til dyreparken.`),
};

export const zooScenes = {
  titles: [] as Bank<NoCtx>,
  travel: [(c: NoCtx) => GO[outingKey(c)]?.(c) ?? null] as Bank<NoCtx>,
};

/** Dyreparken er ingen gård: stier, gjerder, skilt og lyder fra dyr langt borte. */
export const zooSettings = {
  farm: [
    (c: NoCtx) =>
      by(
        c,
        `Stiene gikk i alle retninger.`,
        `Stiene gikk i alle retninger mellom gjerder og busker, og fra et sted langt borte hørtes et brøl.`,
        `Brede stier slynget seg i alle retninger mellom gjerder og høye busker, og fra et sted langt borte hørtes et brøl, et plask og noe som lo som en ape.`,
      ),
    (c: NoCtx) =>
      by(
        c,
        `Det luktet dyr og popkorn.`,
        `Det luktet dyr og høy og popkorn, og en liten vogn solgte is ved porten.`,
      ),
    (c: NoCtx) =>
      by(
        c,
        `Barn løp fra gjerde til gjerde.`,
        `Barn løp fra gjerde til gjerde og pekte, og foreldrene kom etter med barnevogner og kart.`,
      ),
  ] as Bank<NoCtx>,
};
