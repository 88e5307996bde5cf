// Flere øyeblikk fra en første dag, i dagens rekkefølge: tegningen, matboksen, lesestunden,
// skiftingen før gymmen, sandkassa. Hvert går galt én gang og får hjelp, sandkassa av barnet
// som blir vennen.
import type { NoCtx } from '../../../compose/ctx-no';
import { by } from '../../by-band';
import { cap, carer, h, o, oHan, teacher, Teacher } from '../first-day-words';

type Gate = (c: NoCtx, k: string) => boolean;
type Line = (c: NoCtx) => string | null;

/** Forsøkene ved de senere øyeblikkene, hvert bare når episoden handler om det. */
export function laterTries(trying: Gate): Line[] {
  return [
    (c) =>
      trying(c, 'draw')
        ? by(
            c,
            `Fargestiften til ${h(c)} knakk i to.`,
            `Da de skulle tegne, trykket ${h(c)} så hardt at den røde fargestiften knakk i to, og det var den eneste røde.`,
            `Da de skulle tegne, trykket ${h(c)} så hardt på arket at den eneste røde fargestiften knakk i to med et knepp, midt i sola.`,
          )
        : null,
    (c) =>
      trying(c, 'lunch')
        ? by(
            c,
            `${h(c)} fikk ikke opp matboksen.`,
            `Ved lunsjen dro og dro ${h(c)} i lokket på den nye matboksen, men det satt fast.`,
            `Ved lunsjen dro ${h(c)} i lokket på den splitter nye matboksen til fingrene ble hvite, men det satt like fast som et skjell på en stein.`,
          )
        : null,
    (c) =>
      trying(c, 'story')
        ? by(
            c,
            `I lesestunden så ikke ${h(c)} noe.`,
            `I lesestunden satt ${h(c)} helt bakerst og så ikke bildene, bare rygger og hoder.`,
            `I lesestunden havnet ${h(c)} aller bakerst i ringen, der det ikke var noe å se annet enn bakhodene til de andre, og bildene gikk forbi uten at ${c.hero.han} så dem.`,
          )
        : null,
    (c) =>
      trying(c, 'change')
        ? by(
            c,
            `Skoen til ${h(c)} ville ikke av.`,
            `I garderoben var alle kjappe, men skolissene til ${h(c)} satt i dobbel knute, og skoen ville ikke av.`,
            `I garderoben var alle de andre ferdige på et blunk, men skolissene til ${h(c)} hadde knyttet seg til en knute som bare ble strammere jo mer ${c.hero.han} dro.`,
          )
        : null,
    (c) =>
      trying(c, 'sand')
        ? by(
            c,
            `Sandslottet til ${h(c)} raste sammen.`,
            `${h(c)} bygde et sandslott i sandkassa, men sanden var for tørr, og tårnet raste sammen til en haug.`,
            `${h(c)} begynte på et sandslott i sandkassa, men sanden var så tørr at hvert eneste tårn raste sammen til en trist liten haug før det var ferdig.`,
          )
        : null,
  ];
}

/** Det som hjelper ved hvert av de senere øyeblikkene, når det er prøvd. */
export function laterHelps(tried: Gate): Line[] {
  return [
    (c) =>
      tried(c, 'draw')
        ? by(
            c,
            `Jenta ved siden av delte fargestiftene sine.`,
            `Jenta ved pulten ved siden av skjøv over sin egen eske med fargestifter. «Vi kan dele,» sa hun.`,
            `Uten et ord skjøv jenta ved pulten ved siden av over sin egen eske med fargestifter, og sola ble ferdig likevel, i en litt annen rødfarge.`,
          )
        : null,
    (c) =>
      tried(c, 'lunch')
        ? by(
            c,
            `${Teacher(c)} viste knepet: trykk, så dra.`,
            `«Det er et knep,» sa ${teacher(c)}. «Trykk på hjørnet, så dra.» Plopp! Der lå skivene ${carer(c)} hadde smurt.`,
            `«Det er et knep med de boksene,» sa ${teacher(c)} og trykket på det ene hjørnet med tommelen, og lokket spratt opp, og der lå skivene ${carer(c)} hadde smurt, skåret i trekanter.`,
          )
        : null,
    (c) =>
      tried(c, 'story')
        ? by(
            c,
            `${Teacher(c)} laget plass foran.`,
            `${Teacher(c)} så det og laget plass helt foran, og etter det så ${h(c)} hvert eneste bilde.`,
            `${Teacher(c)} stoppet, smilte og laget plass helt foran, og derfra kunne ${h(c)} se hver side, til og med den bittelille musa som gjemte seg i hjørnet på hver av dem.`,
          )
        : null,
    (c) =>
      tried(c, 'change')
        ? by(
            c,
            `Ei jente i klassen løste opp knuten.`,
            `Ei jente i klassen satte seg på huk og pirket knuten løs. «Mine gjør det også,» sa hun.`,
            `Ei jente i klassen satte seg på huk og pirket knuten løs med tålmodige fingre. «Mine gjør sånn hver eneste dag,» sa hun, og så løp de inn i gymsalen sammen.`,
          )
        : null,
    (c) =>
      tried(c, 'sand')
        ? by(
            c,
            `${o(c)} hentet vann. Nå sto tårnet!`,
            `${o(c)} kom bort med ei bøtte vann. «Våt sand holder bedre,» sa ${oHan(c)}, og tårnet ble stående.`,
            `${o(c)} kom bort med ei bøtte vann fra springen. «Våt sand holder bedre,» sa ${oHan(c)}, og sammen bygde de et tårn som rakk dem helt opp til knærne.`,
          )
        : null,
  ];
}

/** Det hvert øyeblikk etterlater: én ting mindre å være redd for. */
const LEARNT: Record<string, (c: NoCtx) => string> = {
  hook: (c) =>
    by(
      c,
      `Nå visste ${h(c)} hvilken knagg som var ${c.hero.hans}.`,
      `Nå visste ${h(c)} hvilken knagg som var ${c.hero.hans}.`,
    ),
  hello: (c) =>
    by(
      c,
      `${h(c)} hadde sagt hei. Til én!`,
      `${h(c)} hadde sagt hei til én, og det var en begynnelse.`,
    ),
  lost: (c) =>
    by(c, `Nå visste ${h(c)} veien.`, `Nå visste ${h(c)} veien, og den var ikke så lang likevel.`),
  name: (c) => by(c, `Nå visste alle hva ${h(c)} het.`, `Nå visste alle i rommet hva ${h(c)} het.`),
  draw: (c) =>
    by(
      c,
      `Tegningen fikk sola si.`,
      `Tegningen fikk sola si likevel, og ${h(c)} skrev navnet sitt under.`,
    ),
  toilet: (c) =>
    by(
      c,
      `Nå visste ${h(c)} hvor do var.`,
      `Nå visste ${h(c)} hvor do var, og kunne finne det igjen.`,
    ),
  lunch: (c) =>
    by(
      c,
      `${h(c)} kunne knepet med matboksen nå.`,
      `${h(c)} kunne knepet med matboksen nå, og prøvde det to ganger til, bare for moro skyld.`,
    ),
  spill: (c) =>
    by(
      c,
      `Bordet var tørt. Ingen var sure.`,
      `Bordet var tørt igjen, og ingen var sure, ikke det minste.`,
    ),
  miss: (c) =>
    by(
      c,
      `${cap(carer(c))} kom snart. Det visste ${h(c)}.`,
      `${cap(carer(c))} skulle komme når viseren sto der, og ${h(c)} holdt et øye med klokka.`,
    ),
  story: (c) =>
    by(c, `Lesestunden ble det beste.`, `Helt foran ble lesestunden det beste med hele dagen.`),
  change: (c) =>
    by(
      c,
      `Neste gang skulle ${h(c)} knyte én sløyfe.`,
      `Neste gang, bestemte ${h(c)}, skulle lissene få én sløyfe og ikke noe mer.`,
    ),
  rules: (c) =>
    by(c, `Nå kunne ${h(c)} reglene også.`, `Nå kunne ${h(c)} reglene like godt som alle andre.`),
  sand: (c) =>
    by(
      c,
      `Tårnet sto, og ${o(c)} ble stående der.`,
      `Tårnet sto, og ${o(c)} ble stående like ved, med sand på hendene.`,
    ),
};

/** Det et øyeblikk etterlater, fortalt én gang hver, og det helten gruet seg for som lagt bak seg. */
export function learnt(tried: Gate, dreaded: (c: NoCtx) => string): Line[] {
  return Object.entries(LEARNT).map(([k, text]) => (c: NoCtx) => {
    if (!tried(c, k) || c.handed([`learnt:${k}`]).length) return null;
    c.once([`learnt:${k}`]);
    if (k === dreaded(c))
      return by(
        c,
        `Det ${h(c)} var redd for, hadde skjedd. Og det gikk bra!`,
        `Akkurat det ${h(c)} hadde vært redd for, hadde skjedd, og det hadde gått bra.`,
      );
    return text(c);
  });
}
