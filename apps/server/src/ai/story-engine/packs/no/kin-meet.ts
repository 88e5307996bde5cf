// Familien møtt hjemme som seg selv: bestemor som har kommet på besøk for å hjelpe, pappa som
// har tatt fri, en klem og et «hei, vennen». Aldri en fremmeds kjennetegn («hadde lest tusen
// bøker») eller en som kommer bort for å se hvem barnet er.
import type { Bank } from '../../compose/ctx-base';
import type { NoCtx } from '../../compose/ctx-no';
import { by } from '../by-band';

const k = (c: NoCtx) => c.helper?.name ?? 'bestemor';
const K = (c: NoCtx) => k(c).charAt(0).toUpperCase() + k(c).slice(1);
const han = (c: NoCtx) => c.helper?.han ?? 'hun';
const Han = (c: NoCtx) => han(c).charAt(0).toUpperCase() + han(c).slice(1);
const H = (c: NoCtx) => c.hero.name;
/** Mamma eller pappa, som bor der; ellers en som har kommet på besøk. */
const parent = (c: NoCtx) => /^(mamma|pappa|mor|far|mammaen|pappaen)$/i.test(k(c));

export const kinMeet: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `${K(c)} kom bort og ga ${H(c)} en klem. «Der er du jo!»`,
      `${K(c)} kom bort og ga ${H(c)} en lang klem. «Der er du jo,» sa ${han(c)}.`,
      `${K(c)} kom bort med åpne armer, ga ${H(c)} en lang klem og holdt ${H(c)} litt ut fra seg for å se ordentlig. «Der er du jo,» sa ${han(c)}.`,
    ),
  (c) =>
    parent(c)
      ? null
      : by(
          c,
          `${K(c)} var kommet på besøk! ${Han(c)} hadde karameller i lomma.`,
          `${K(c)} hadde kommet på besøk for å hjelpe til i dag, med lommene fulle av karameller.`,
          `${K(c)} hadde tatt bussen helt fra den andre siden av byen for å hjelpe til i dag, med lommene fulle av karameller og god tid til alt.`,
        ),
  (c) =>
    parent(c)
      ? by(
          c,
          `${K(c)} var hjemme i dag. ${Han(c)} brettet opp ermene.`,
          `${K(c)} hadde tatt fri fra jobben i dag, akkurat for dette, og brettet opp ermene.`,
          `${K(c)} hadde tatt fri fra jobben i dag, akkurat for dette, og sto allerede med oppbrettede ermer, som om ${han(c)} bare hadde ventet på ${H(c)}.`,
        )
      : null,
  (c) =>
    by(
      c,
      `${K(c)} smilte til ${H(c)}. Det var det beste smilet.`,
      `${K(c)} så opp og smilte, det smilet ${H(c)} kjente bedre enn noe annet.`,
      `${K(c)} så opp og smilte, det smilet ${H(c)} kjente bedre enn noe annet smil i hele verden, og alt ble med ett litt enklere.`,
    ),
  (c) =>
    by(
      c,
      `${K(c)} satte seg på huk ved ${H(c)}. «Hei, vennen.»`,
      `${K(c)} satte seg på huk ved siden av ${H(c)}. «Hvordan går det med deg, vennen?»`,
      `${K(c)} satte seg på huk ved siden av ${H(c)}, så de var like høye. «Hvordan går det egentlig med deg, vennen?»`,
    ),
  (c) =>
    by(
      c,
      `«Hei, vennen!» sa ${k(c)}. ${Han(c)} strøk ${H(c)} over håret.`,
      `«Hei, vennen min,» sa ${k(c)} og strøk ${H(c)} over håret.`,
      `«Hei, vennen min,» sa ${k(c)} og strøk ${H(c)} over håret, akkurat som alltid, og ${H(c)} kjente seg straks litt tryggere.`,
    ),
  (c) =>
    by(
      c,
      `${K(c)} var ${c.place.in} også. ${Han(c)} vinket ${H(c)} bort.`,
      `${K(c)} var ${c.place.in} også og vinket ${H(c)} bort til seg.`,
      `${K(c)} var ${c.place.in} også og vinket med hele armen så snart ${H(c)} dukket opp.`,
    ),
];
