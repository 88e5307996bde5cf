// Fra ett rom til et annet i samme hus (eller ut i hagen): gjennom døra, gangen og trappa,
// aldri langs en sti forbi sauer og vindmøller.
import type { Bank } from '../../compose/ctx-base';
import type { NoCtx } from '../../compose/ctx-no';
import { by } from '../by-band';
import { inHome } from '../ground';
import { team, who } from './slots';

const UP = new Set(['bedroom', 'attic']);
/** Opp til soverommet og loftet, ned i kjelleren; ellers ingen trapp. */
const stairs = (c: NoCtx): string | undefined => {
  if (UP.has(c.place.id)) return 'opp';
  if (c.place.id === 'basement') return 'ned';
  if (c.prev && UP.has(c.prev.id)) return 'ned';
  if (c.prev?.id === 'basement') return 'opp';
  return undefined;
};
/** Ut av rommet de var i, eller inn igjen fra hagen. */
const out = (c: NoCtx) =>
  c.prev?.id === 'garden' ? 'inn fra hagen' : c.prev ? `ut av ${c.prev.def}` : 'ut av rommet';

/** Lyden av et hus med folk i, fortalt på veien gjennom det. */
const sound = (c: NoCtx) =>
  !inHome(c.place.id)
    ? ''
    : ' {Gulvet knirket under føttene.|Et sted i huset tikket en klokke.|Fra stua kom lyden av radioen.|Det luktet kaffe fra et sted i huset.}';

export const homeTravel: Bank<NoCtx> = [
  (c) =>
    by(
      c,
      `${team(c)} gikk ${c.place.to}.`,
      `${team(c)} {tasset|gikk|skyndte seg} gjennom gangen og ${c.place.to}.`,
      `${team(c)} {tasset|gikk|skyndte seg} ${out(c)}, gjennom gangen og ${c.place.to}, {med armene fulle|på sokkelesten|og lukket døra etter seg}.${sound(c)}`,
    ),
  (c) => {
    const dir = stairs(c);
    if (!dir) return null;
    return by(
      c,
      `${team(c)} {gikk|løp} ${dir} trappa og ${c.place.to}.`,
      `${team(c)} {gikk|løp|tasset} ${dir} trappa og ${c.place.to}, to trinn om gangen.`,
      `${team(c)} {gikk|tasset|klatret} ${dir} trappa, ett knirkende trinn om gangen, og ${c.place.to}.${sound(c)}`,
    );
  },
  (c) => {
    const a = who(c);
    if (c.place.id === 'garden')
      return by(
        c,
        `${a.name} åpnet døra, og så gikk ${team(c)} ut i hagen.`,
        `${a.name} åpnet terrassedøra, og ${team(c)} gikk ut i hagen.`,
        `${a.name} fant skoene i gangen og åpnet terrassedøra, og så gikk ${team(c)} ut i hagen.${sound(c)}`,
      );
    return by(
      c,
      `${a.name} åpnet døra, og så var ${c.team.de} ${c.place.in}.`,
      `${a.name} {åpnet|dyttet opp} døra, og så var ${c.team.de} ${c.place.in}.`,
      `${a.name} {åpnet|dyttet opp} døra med albuen, for hendene var fulle, og så var ${c.team.de} ${c.place.in}.${sound(c)}`,
    );
  },
  (c) =>
    by(
      c,
      `Det var bare noen skritt ${c.place.to}.`,
      `Det var bare noen skritt ${c.place.to}, og ${team(c)} gikk dit med en gang.`,
      `Det var bare noen skritt ${c.place.to}, forbi knaggene med jakker og skoene i gangen, og ${team(c)} gikk dit med en gang.${sound(c)}`,
    ),
];
