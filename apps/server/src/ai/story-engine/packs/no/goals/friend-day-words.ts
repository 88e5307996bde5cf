// Det en dag mellom barn sier likt, enten en krangel blir godt igjen eller en venn blir funnet i
// en ny by: følelsen etter et forsøk som gikk galt, og håpet om neste sted.
import type { NoCtx } from '../../../compose/ctx-no';
import { by } from '../../by-band';

const h = (c: NoCtx) => c.hero.name;

/** Videre til neste sted, med det som er lært. */
export const betterElsewhere = (c: NoCtx) =>
  by(
    c,
    `Kanskje det gikk bedre et annet sted.`,
    `Kanskje det ville gå bedre et annet sted, tenkte ${h(c)}, og tok med seg det ${c.hero.han} hadde lært.`,
  );

/** Et forsøk som gikk galt, kjent i kinnene. */
export const cheeksHot = (c: NoCtx) =>
  by(
    c,
    `Kinnene til ${h(c)} ble varme.`,
    `Kinnene til ${h(c)} ble varme, og ${c.hero.han} så ned.`,
  );

/** Et forsøk som gikk galt, kjent helt ned i skoene. */
export const sighed = (c: NoCtx) =>
  by(c, `${h(c)} sukket.`, `${h(c)} sukket så dypt at det kjentes helt ned i skoene.`);

/** Å prøve igjen likevel. */
export const gaveUpNot = (c: NoCtx) =>
  by(c, `${h(c)} ga ikke opp.`, `${h(c)} bet tennene sammen og ga ikke opp.`);
