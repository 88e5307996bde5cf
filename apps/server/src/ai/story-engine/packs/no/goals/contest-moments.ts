// De små øyeblikkene mellom de store stegene i en konkurranse eller en forestilling, hvert
// fortalt én gang: under øvingen (et klistremerkeark, bamsene som publikum, venninna hjulpet
// tilbake, en dårlig dag stoppet tidlig), på dagen (de andre der, familien funnet i mengden, et
// vennlig ord) og hjemme etterpå. Kvelden før fortelles av øktene sine (contest-sessions).
import type { NoCtx } from '../../../compose/ctx-no';
import { by } from '../../by-band';
import { atStep, homely, isShow } from '../../contest-steps';

type Tpl = (c: NoCtx) => string | null;

const h = (c: NoCtx) => c.hero.name;
const T = (c: NoCtx) => c.team.name;
const grown = (c: NoCtx) => c.helper?.name ?? 'mamma';

export const practiceMoments: Tpl[] = [
  atStep('practice', (c) =>
    by(
      c,
      `${h(c)} laget et ark og fikk et klistremerke for hver øving.`,
      `${h(c)} tegnet et ark med en rute for hver dag, og etter hver øving kom det et blankt stjerneklistremerke i ruta.`,
      `${h(c)} tegnet et ark med en rute for hver dag som var igjen, og etter hver øving kom det et blankt stjerneklistremerke i ruta, til rekka med stjerner var lengre enn rekka med tomme ruter.`,
    ),
  ),
  atStep(
    'practice',
    homely((c) =>
      by(
        c,
        `${h(c)} viste det til bamsene. De likte det.`,
        `${h(c)} satte alle bamsene på rad for å se på. Ikke én av dem sa et ord, så det må ha vært bra.`,
        `${h(c)} satte alle bamsene og den gamle filledukken på rad for å se på. Ikke én av dem vred seg eller sa et ord, og det er mer enn man kan si om de fleste publikummere.`,
      ),
    ),
  ),
  atStep('practice', (c) =>
    c.friend
      ? by(
          c,
          `Denne gangen gjorde ${c.friend.name} feil. ${h(c)} hjalp.`,
          `Denne gangen var det ${c.friend.name} som gjorde feil, og ${h(c)} viste hvordan, sakte, slik ${grown(c)} hadde vist dem.`,
          `Denne gangen var det ${c.friend.name} som gjorde alt feil, og i stedet for å le viste ${h(c)} hvordan, sakte og tålmodig, slik ${grown(c)} en gang hadde vist dem.`,
        )
      : null,
  ),
  atStep('practice', (c) =>
    by(
      c,
      `En dag gikk ingenting bra. ${T(c)} stoppet og spiste noe godt.`,
      `En dag gikk ingenting som det skulle. «Det er nok for i dag,» sa ${grown(c)}. «I morgen blir det bedre.» Og det ble det.`,
      `En dag gikk ingenting som det skulle, og ${h(c)} var nær ved å gråte. «Det er nok for i dag,» sa ${grown(c)} mildt. «Sånne dager finnes. I morgen blir det bedre.» Og det ble det.`,
    ),
  ),
  atStep('practice', (c) =>
    by(
      c,
      `«Hva om det går galt?» spurte ${h(c)}. «Da fortsetter du,» sa ${grown(c)}.`,
      `«Hva om det går galt på dagen?» spurte ${h(c)}. «Da gjør du det du har øvd på,» sa ${grown(c)}, «og så fortsetter du.»`,
      `«Men hva om det går galt på dagen?» spurte ${h(c)} lavt. «Da husker du det du har øvd på,» sa ${grown(c)}, «og så fortsetter du. Å fortsette er det modigste av alt.»`,
    ),
  ),
  atStep(
    'practice',
    homely((c) =>
      by(
        c,
        `${grown(c)} tok tiden med kjøkkenklokka.`,
        `${grown(c)} hentet kjøkkenklokka, og hver gang den ringte, begynte ${T(c)} på nytt fra starten.`,
        `${grown(c)} hentet den gamle kjøkkenklokka som lignet et egg, og hver gang den ringte, begynte ${T(c)} på nytt helt fra starten, litt sikrere for hver gang.`,
      ),
    ),
  ),
  atStep('practice', (c) =>
    isShow(c)
      ? by(
          c,
          `${h(c)} øvde på å bukke også.`,
          `${h(c)} øvde til og med på å bukke til slutt, ned og opp igjen, uten å vakle.`,
          `${h(c)} øvde til og med på å bukke til slutt, ned og sakte opp igjen, for en god slutt, sa ${grown(c)}, er halve forestillingen.`,
        )
      : by(
          c,
          `${h(c)} øvde på starten også.`,
          `${h(c)} øvde til og med på selve starten, igjen og igjen, for godt begynt er halvt fullendt.`,
          `${h(c)} øvde til og med på selve starten, om og om igjen, for godt begynt, sa ${grown(c)}, er halvt fullendt.`,
        ),
  ),
];

export const dayMoments: Tpl[] = [
  atStep('day', (c) =>
    by(
      c,
      `${h(c)} lette etter familien og fant dem.`,
      `${h(c)} lette etter familien blant alle ansiktene, og der var de og vinket.`,
      `${h(c)} lette etter familien blant alle ansiktene, og der var de, helt foran, og vinket så ivrig at bestefar nesten mistet hatten.`,
    ),
  ),
  atStep('day', (c) =>
    by(
      c,
      `Ei jente like ved sa: «Lykke til!»`,
      `Ei jente like ved smilte og sa: «Lykke til!» «I like måte!» sa ${h(c)}.`,
      `Ei jente like ved, som var nervøs hun også, smilte og hvisket: «Lykke til!» «I like måte,» sa ${h(c)}, og kjente seg litt mindre alene.`,
    ),
  ),
  atStep('day', (c) =>
    by(
      c,
      `${h(c)} trakk pusten godt.`,
      `${h(c)} trakk pusten godt, helt ned, og slapp den sakte ut.`,
      `${h(c)} trakk pusten godt, helt ned i tærne, og slapp den sakte ut, slik ${grown(c)} hadde lært ${c.hero.ham}.`,
    ),
  ),
  atStep('day', (c) =>
    isShow(c)
      ? null
      : by(
          c,
          `Dommerne gikk rundt med skriveplater.`,
          `Dommerne gikk sakte rundt, så på alt og skrev på skriveplatene sine.`,
          `Dommerne gikk sakte rundt, så på alt, nikket og skrev små, hemmelige notater på skriveplatene sine.`,
        ),
  ),
];

export const homeMoments: Tpl[] = [
  (c) =>
    by(
      c,
      `«Kan vi gjøre det igjen neste år?» spurte ${h(c)}.`,
      `«Kan vi gjøre det igjen neste år?» spurte ${h(c)} på vei hjem. Alle lo. «Selvfølgelig,» sa ${grown(c)}.`,
      `«Kan vi gjøre det igjen neste år?» spurte ${h(c)} på vei hjem, og la allerede planer. Alle lo. «Selvfølgelig kan ${c.team.plural ? 'dere' : 'du'} det,» sa ${grown(c)}.`,
    ),
  (c) =>
    by(
      c,
      `${h(c)} ringte bestemor og fortalte alt.`,
      `${h(c)} ringte bestemor og fortalte alt, både det dumme og det fine.`,
      `${h(c)} ringte bestemor og fortalte alt, det skumle, det modige og det aller beste, og bestemor sa «Å!» på alle de riktige stedene.`,
    ),
];
