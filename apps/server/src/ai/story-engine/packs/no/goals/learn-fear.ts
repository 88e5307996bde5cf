// En frykt nevnt ved siden av ønsket («vil lære å svømme, men er redd for bølgene») hører med i
// læringen: den nevnes fra starten, møtes der ferdigheten øves og frykten hører hjemme, er der
// fortsatt ved vendepunktet, og er ikke skummel lenger når ferdigheten sitter.
import type { NoCtx } from '../../../compose/ctx-no';
import type { GoalTexts } from '../../../compose/pack-types';
import { by } from '../../by-band';
import { afraid, fearHere, withFearLines } from '../../learn-fear';
import { fearFail, fearMeet, fearMeetAgain, fearStep } from './fear-steps';
import { cap } from '../../../text';

type S = (c: NoCtx) => string;
type T = (c: NoCtx) => string | null;

const o = (c: NoCtx) => c.owner.name;
const inf = (c: NoCtx) => c.skill?.inf ?? 'klare det';
const past = (c: NoCtx) => c.skill?.past ?? 'klarte det';
const of = (c: NoCtx) => c.fear?.of ?? 'det';

/** Frykten er der i det øyeblikket det gjelder, på sin egen måte. */
const THERE: Partial<Record<string, S>> = {
  water: () => 'Vannet var {dypt|mørkt og dypt|kaldt og dypt}',
  waves: (c) => `Bølgene {løftet|vugget} ${c.owner.ham} opp og ned`,
  height: () => 'Det var {høyt|langt ned|så høyt at det kilte i magen}',
  dark: () => 'Det var {mørkt|mørkt rundt dem|nesten helt mørkt}',
  thunder: () => 'Tordenen {rumlet|buldret} {et sted langt borte|over åsen}',
  dogs: () => 'Den store hunden {bjeffet|sto og så på|logret og glodde}',
  audience: () => 'Alle {så på|satt og så|holdt pusten og så}',
  spiders: () => 'Edderkoppen {satt i nettet sitt|dinglet i tråden sin} rett ved siden av',
  alone: (c) => `${cap(c.owner.han)} var {helt|ganske} alene`,
};

/** Frykten er der ved vendepunktet: «Bølgene var der fortsatt.» */
const STILL: Partial<Record<string, S>> = {
  water: () => 'Vannet var like dypt som før.',
  waves: () => 'Bølgene var der fortsatt.',
  height: () => 'Det var like høyt som før.',
  dark: () => 'Mørket var der fortsatt.',
  thunder: () => 'Tordenen rumlet fortsatt.',
  dogs: () => 'Den store hunden var der fortsatt.',
  audience: () => 'Alle satt der fortsatt og så på.',
  spiders: () => 'Edderkoppen var der fortsatt.',
};

const problem: T[] = [
  afraid((c) =>
    by(
      c,
      `Men ${o(c)} var redd for ${of(c)}.`,
      `Men ${o(c)} var redd for ${of(c)}, så ${c.owner.han} turte ikke å ${inf(c)} {ennå|helt ennå|på ordentlig}.`,
      `Men det fantes én ting ${o(c)} var redd for, og det var ${of(c)}. Hver gang ${c.owner.han} tenkte på å ${inf(c)}, tenkte ${c.owner.han} på ${of(c)} også.`,
    ),
  ),
];

/** Vendepunktet der frykten bor: frykten er der fortsatt, og nå prøver den som lærer likevel. */
const faced =
  (t: T): T =>
  (c) => {
    const line = t(c);
    const still = c.fearId ? STILL[c.fearId] : undefined;
    return line && still && fearHere(c) ? `${still(c)} ${line}` : line;
  };

/** Når det lykkes: frykten er der, og den som lærte, gjør det likevel og er ikke redd lenger. */
const overcome =
  (t: T): T =>
  (c) => {
    const line = t(c);
    if (!line || !c.fear || c.goal !== 'learn') return line;
    const there = c.fearId ? THERE[c.fearId] : undefined;
    const gone = `{Redselen|Frykten} for ${of(c)} var {borte|som blåst bort}.`;
    const done =
      there && fearHere(c)
        ? by(
            c,
            `${there(c)}, men ${c.owner.han} ${past(c)} likevel!`,
            `${there(c)}, men ${o(c)} ${past(c)} likevel. ${gone}`,
          )
        : gone;
    return `${line} ${done}`;
  };

export const withFear = (base: GoalTexts<NoCtx>): GoalTexts<NoCtx> =>
  withFearLines(base, {
    problem,
    meet: fearMeet,
    meetAgain: fearMeetAgain,
    fail: fearFail,
    step: fearStep,
    faced,
    overcome,
  });
