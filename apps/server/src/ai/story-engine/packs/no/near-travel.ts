// Et ønske hjemme går ut til et sted man går til hver dag: butikken på hjørnet, skolen,
// naboen. En tur i hjemmets eget tempo, sko og jakker, den samme veien som alltid; aldri et
// nytt land å gispe over.
import type { Bank } from '../../compose/ctx-base';
import type { NoCtx } from '../../compose/ctx-no';
import { by } from '../by-band';
import { inHome } from '../ground';
import { team } from './slots';

/** Hjem igjen fra butikken eller parken: ingen sko å ta på, ingen ytterdør å lukke bak seg. */
const back = (c: NoCtx) => inHome(c.place.id) || c.place.id === 'garden';

/** Hvordan et sted man går til hver dag er å komme til: kjent, som alltid. */
const known = (c: NoCtx) =>
  `{Det var godt å være et sted ${c.team.de} kjente så godt.|Alt var akkurat der det pleide å være.|Et sted smalt ei dør, som hver eneste dag.|Alt så ut akkurat som hver dag.}`;

const outNear: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `${team(c)} gikk ${c.place.to}.`,
      `${team(c)} tok på seg skoene og gikk ${c.place.to}. Det var ikke langt. ${known(c)}`,
      `${team(c)} tok på seg sko og ${c.team.plural ? 'jakker' : 'jakke'} og gikk ${c.place.to}, samme vei som alltid, forbi grindene og postkassene til naboene. ${known(c)}`,
    ),
  (c) =>
    by(
      c,
      `Det var ikke langt ${c.place.to}.`,
      `Det var bare en kort tur ${c.place.to}, og snart var ${c.team.de} framme. ${known(c)}`,
      `Det var bare en kort tur ${c.place.to}, {rundt hjørnet|forbi grindene til naboene|forbi det gule huset ved siden av}, og snart var ${c.team.de} framme. ${known(c)}`,
    ),
  (c) =>
    by(
      c,
      `Så gikk ${c.team.de} ${c.place.to}.`,
      `${team(c)} lukket ytterdøra og gikk ${c.place.to} {med en tom pose i hånda|og pratet hele veien}. ${known(c)}`,
      `${team(c)} lukket ytterdøra bak seg og gikk ${c.place.to} {med en tom pose i hånda|og pratet hele veien}, og en nabo vinket fra et vindu. ${known(c)}`,
    ),
];

const homeAgain: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `${team(c)} gikk hjem ${c.place.to}.`,
      `${team(c)} gikk hjem igjen, samme vei som alltid, og rett ${c.place.to}.`,
      `${team(c)} gikk hjem igjen, {rundt hjørnet|forbi grindene til naboene|forbi det gule huset ved siden av}, sparket av seg skoene i gangen og gikk ${c.place.to}.`,
    ),
  (c) =>
    by(
      c,
      `Så gikk ${c.team.de} hjem igjen, ${c.place.to}.`,
      `Det var bare en kort tur hjem, og snart var ${c.team.de} ${c.place.in}. {Det var godt å være hjemme.|Alt var akkurat der det pleide å være.}`,
      `Det var bare en kort tur hjem, og snart var ${c.team.de} ${c.place.in}, der {alt var akkurat der det pleide å være|det var godt å være hjemme igjen}.`,
    ),
];

export const travelNear: Bank<NoCtx> = [
  ...outNear.map((t) => (c: NoCtx) => (back(c) ? null : t(c))),
  ...homeAgain.map((t) => (c: NoCtx) => (back(c) ? t(c) : null)),
];
