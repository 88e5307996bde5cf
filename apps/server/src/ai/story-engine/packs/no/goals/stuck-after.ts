// Det som følger i en lengre fortelling når tingen er nede (plan/rescue-after, i sin rekkefølge):
// den blir sett over, børstet og reparert, stigen leveres tilbake med takk, navnet skrives på,
// de går hjem med den i et fast grep, forteller hvordan det skjedde, og den får en trygg plass
// hjemme.
import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { cap } from '../../../text';
import { den, h, han, hold, runner, spot, the, tree } from './stuck-words';

type After = NonNullable<GoalTexts<NoCtx>['after']>;

const says = (c: NoCtx) => c.friend?.name ?? c.hero.name;
/** Det som fulgte med ned fra der oppe. */
const bits = (c: NoCtx) => (tree(c) ? 'bladene' : 'støvet');
const some = (c: NoCtx) => (tree(c) ? 'noen blader' : 'litt støv');

const chill: After['chill'] = [
  (c) =>
    by(
      c,
      `${h(c)} så nøye over ${the(c)}. ${cap(den(c))} var helt fin!`,
      `${h(c)} snudde og vendte på ${the(c)} og så på alle sider. Bortsett fra ${some(c)} var ${den(c)} akkurat som før ${den(c)} fløy av sted.`,
      `${h(c)} snudde og vendte på ${the(c)} og så på hver minste bit. Bortsett fra ${some(c)} og en liten skramme var ${den(c)} akkurat som den morgenen.`,
    ),
];

const warm: After['warm'] = [
  (c) =>
    by(
      c,
      `${h(c)} holdt ${den(c)} tett inntil seg. ${cap(den(c))} var virkelig tilbake.`,
      `${h(c)} holdt ${den(c)} tett inntil seg lenge, bare for å være sikker på at ${den(c)} virkelig var der. Etter all den tittingen opp var det rart og herlig å holde ${den(c)} igjen.`,
      `${h(c)} holdt ${den(c)} tett inntil seg lenge uten å si noe, bare for å være sikker på at ${den(c)} virkelig var der og ikke fortsatt satt ${spot(c).at}.`,
    ),
];

const shaky: After['shaky'] = [
  (c) =>
    by(
      c,
      `Nå kjentes bena til ${h(c)} skjelvne, som gelé.`,
      `Først nå merket ${h(c)} at bena var litt skjelvne etter all klatringen og all uroen. ${cap(han(c))} satte seg i gresset og trakk pusten tre ganger, langsomt.`,
      `Først nå, med begge bena trygt på bakken, merket ${h(c)} hvor skjelvne bena var. ${cap(han(c))} satte seg i gresset et øyeblikk og lo av seg selv.`,
    ),
];

const brush: After['brush'] = [
  (c) =>
    by(
      c,
      `${h(c)} børstet bort ${bits(c)}, veldig forsiktig.`,
      `${h(c)} børstet forsiktig bort ${bits(c)} med flat hånd og blåste bort det siste, helt til ${den(c)} var ren igjen.`,
    ),
];

/** En liten reparasjon: en flenge, en skramme, en snor som har frynset seg. */
function mend(c: NoCtx): string {
  switch (hold(c)) {
    case 'string':
      return 'snora hadde frynset seg der den hadde viklet seg fast';
    case 'paper':
      return 'den ene vingen hadde fått en liten bret';
    case 'round':
      return `${den(c)} hadde fått en liten skramme på den ene siden`;
    default:
      return `${den(c)} hadde fått en liten flenge i det ene hjørnet`;
  }
}

const hurt: After['hurt'] = [
  (c) =>
    by(
      c,
      `Bare en bitteliten ting måtte repareres. Det var alt.`,
      `${h(c)} så nærmere etter og fant bare én ting: ${mend(c)}. Det kunne litt omsorg fort fikse.`,
      `Den eneste skaden var at ${mend(c)}, og det var ingenting litt omsorg hjemme ikke kunne fikse.`,
    ),
];

const giveBack: After['giveBack'] = [
  (c) =>
    by(
      c,
      `De bar stigen tilbake. «Tusen, tusen takk!»`,
      `Sammen bar de stigen tilbake til boden til naboen, én i hver ende. «Tusen takk,» sa ${h(c)}. «Vi hadde aldri klart det uten stigen din.»`,
      `Sammen bar de den lange stigen tilbake til boden til naboen, én i hver ende, og hengte den opp på krokene. «Tusen takk,» sa ${h(c)}. «Vi hadde aldri klart det uten den.»`,
    ),
];

const vet: After['vet'] = [
  (c) =>
    by(
      c,
      `Naboen fikset den lille skaden med litt teip.`,
      `Naboen, som var flink til å reparere, hentet en teiprull og fikset det med én nøye stripe. «Sånn,» sa hun, «som ny, og kanskje litt sterkere også.»`,
    ),
];

const drink: After['drink'] = [
  (c) =>
    by(
      c,
      `Naboen kom ut med saft og kjeks til alle.`,
      `Naboen kom ut med en mugge saft til alle som hadde hjulpet, og de drakk den på trappa, fortsatt litt andpustne, og lo av alle forsøkene som ikke hadde virket.`,
      `Naboen kom ut med en mugge kald saft og et fat kjeks til alle som hadde hjulpet, og de satt på trappa og delte og så opp på ${spot(c).def}.`,
    ),
];

const whose: After['whose'] = [
  (c) =>
    by(
      c,
      `${h(c)} skrev navnet sitt på ${den(c)}, stort og tydelig.`,
      `${h(c)} lånte en penn og skrev navnet sitt på ${den(c)} med store bokstaver. Da ville alle som fant ${den(c)}, vite hvem som eide ${den(c)}.`,
      `${h(c)} lånte en penn og skrev navnet sitt på ${den(c)} med store, nøye bokstaver, så den som fant ${den(c)}, skulle vite hvem som eide ${den(c)} hvis ${den(c)} noen gang fløy av sted igjen.`,
    ),
];

const poster: After['poster'] = [
  (c) =>
    by(
      c,
      `«Neste gang leker vi langt fra ${spot(c).def},» sa ${says(c)}.`,
      `«Neste gang leker vi ute på den åpne plenen,» sa ${says(c)}, «langt unna ${spot(c).def}.» Det lovet de hverandre med et høytidelig håndtrykk, og så lo de.`,
    ),
];

const rest: After['rest'] = [
  (c) =>
    by(
      c,
      `De satte seg i gresset for å hvile. For en dag!`,
      `De satte seg i gresset for å hvile og så opp på ${spot(c).def}. Nå som ingenting satt fast der oppe, så det helt vanlig ut igjen.`,
      `De satte seg i gresset en stund for å hvile og så opp på ${spot(c).def}, som ikke virket på langt nær så høyt nå som ingenting satt fast der oppe.`,
    ),
];

const cross: After['cross'] = [
  (c) =>
    by(
      c,
      `${h(c)} holdt godt i ${den(c)} og slapp ikke.`,
      `${h(c)} holdt ${the(c)} godt fast med begge hender og slapp ikke, ikke engang da ${says(c) === h(c) ? 'naboen' : says(c)} tilbød seg å bære ${den(c)}.`,
      `${h(c)} holdt ${the(c)} godt fast med begge hender og ville ikke slippe for noe i verden, ikke engang da ${says(c) === h(c) ? 'naboen' : says(c)} vennlig tilbød seg å bære ${den(c)} en stund.`,
    ),
];

const sleep: After['sleep'] = [
  (c) =>
    by(
      c,
      `${h(c)} bar ${the(c)} som en skatt.`,
      `${h(c)} bar ${the(c)} som en skatt, og alle som gikk forbi, smilte da de så det.`,
      `${h(c)} bar ${the(c)} som en skatt, og alle som gikk forbi, smilte, for det er lett å se når noen nettopp har fått tilbake noe som betyr mye.`,
    ),
];

const lead: After['lead'] = [
  (c) =>
    by(
      c,
      `${h(c)} viste ${den(c)} til gutten i nabohuset.`,
      `På hjørnet møtte ${h(c)} gutten fra nabohuset, som hadde sett ${den(c)} sitte fast der oppe, og holdt ${den(c)} stolt opp så han fikk se.`,
      `På hjørnet møtte ${h(c)} gutten fra nabohuset, som hadde sett ${den(c)} sitte fast ${spot(c).at} den ettermiddagen og ikke trodd at ${den(c)} noen gang ville komme ned, og holdt ${den(c)} stolt opp så han fikk se.`,
    ),
];

const asked: After['asked'] = [
  (c) =>
    by(
      c,
      `«Hvordan kom ${den(c)} opp dit?» spurte en dame med hund.`,
      `En dame som luftet hunden sin, stoppet. «Hvordan i all verden kom ${den(c)} opp dit?» spurte hun. ${h(c)} fortalte alt, og hunden logret hele tiden, som om den skjønte det.`,
      `En dame som luftet hunden sin, stoppet og spurte hvordan i all verden ${den(c)} hadde kommet seg opp dit, og ${h(c)} fortalte hele historien, fra det første vindkastet til det siste trinnet.`,
    ),
];

const met: After['met'] = [
  (c) =>
    by(
      c,
      `Pappa kom for å se. «Du fikk ${den(c)} ned!»`,
      `Pappa kom ut for å se hva all jubelen var, og øyenbrynene hans gikk helt opp. «Du fikk ${den(c)} ned!» sa han. «Bra jobba, du!»`,
      `Pappa kom ut for å se hva all jubelen var, og da han så hva ${h(c)} holdt, lyste ansiktet hans opp. «Du fikk ${den(c)} ned,» sa han. «Jeg visste du ville klare det.»`,
    ),
];

const metSent: After['metSent'] = [
  (c) =>
    by(
      c,
      `Mamma kom skyndende. Hun visste alt om det!`,
      `Mamma kom skyndende, for ${runner(c)} hadde fortalt henne alt. «Du fikk ${den(c)} ned!» sa hun og ga ${h(c)} en stor klem.`,
    ),
];

const tell: After['tell'] = [
  (c) =>
    by(
      c,
      `${h(c)} fortalte hele historien igjen, hver minste bit.`,
      `På trappa fortalte ${h(c)} hele historien igjen: hvert forsøk som var for kort eller for vinglete, og det ene som virket til slutt.`,
      `På trappa fortalte ${h(c)} hele historien igjen, hvert forsøk som ikke virket og det ene som gjorde det, og alle var enige om at det hadde vært litt av en ettermiddag.`,
    ),
];

const why: After['why'] = [
  (c) =>
    by(
      c,
      hold(c) === 'string'
        ? `«Neste gang holder jeg godt i snora,» sa ${h(c)}.`
        : `«Neste gang kaster jeg ikke så høyt,» sa ${h(c)}.`,
      hold(c) === 'string'
        ? `«Neste gang knytter jeg snora rundt håndleddet,» sa ${h(c)}, «så får ikke vinden ta ${den(c)}.»`
        : `«Neste gang leker jeg lenger unna ${spot(c).def},» sa ${h(c)}, «så kan ${den(c)} ikke havne der oppe.»`,
    ),
];

const bath: After['bath'] = [
  (c) =>
    by(
      c,
      `${cap(the(c))} ble tørket med en myk, fuktig klut.`,
      `Naboen fant en fuktig klut, og ${h(c)} tørket ${the(c)} ren helt til ${den(c)} så ut som ny.`,
    ),
];

/** Gjort klar til å gå hjem, etter hva den er. */
function ready(c: NoCtx): string {
  switch (hold(c)) {
    case 'string':
      return `viklet snora godt opp, så ikke noe vindkast skulle ta ${the(c)} igjen`;
    case 'round':
      return `stakk ${the(c)} trygt under armen`;
    case 'paper':
      return `holdt ${the(c)} forsiktig på midten, så ikke en vinge ble bøyd`;
    default:
      return `holdt ${the(c)} tett inntil brystet`;
  }
}

const home: After['home'] = [
  (c) =>
    by(
      c,
      `${h(c)} var klar til å gå hjem.`,
      `${h(c)} ${ready(c)} og var klar til å gå hjem.`,
      `${h(c)} ${ready(c)}. Så var ${han(c)} klar til å gå hjem, med ${the(c)} akkurat der ${den(c)} hørte hjemme.`,
    ),
];

const gift: After['gift'] = [
  (c) =>
    by(
      c,
      `Naboen kom med en gave: en knagg til veggen.`,
      `Før de gikk, hentet naboen en liten gave i boden: en blank knagg til veggen, så ${h(c)} kunne henge ${the(c)} på den. «Da er ${den(c)} alltid trygg,» sa hun.`,
    ),
];

const gate: After['gate'] = [
  (c) =>
    by(
      c,
      `${h(c)} vinket til naboen. «Tusen takk, og ha det!»`,
      `${h(c)} vinket til naboen over gjerdet. «Takk for stigen!» ropte ${han(c)}, og naboen vinket tilbake med begge armene.`,
      `${h(c)} vinket til naboen over gjerdet helt til hun hadde gått inn. «Takk for stigen,» ropte ${han(c)}, «og for alt sammen!»`,
    ),
];

export const stuckAfter: Omit<After, 'freed'> = {
  chill,
  warm,
  shaky,
  brush,
  hurt,
  giveBack,
  vet,
  drink,
  whose,
  whoseSent: whose,
  poster,
  sleep,
  rest,
  cross,
  lead,
  asked,
  met,
  metSent,
  tell,
  why,
  bath,
  home,
  gift,
  gate,
};
