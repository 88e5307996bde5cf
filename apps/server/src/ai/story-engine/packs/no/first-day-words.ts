// Ordene en første dag på skolen eller i barnehagen trenger i hver scene: skolen eller
// barnehagen, læreren, den voksne som følger og henter, det helten gruer seg for og det helten
// er glad i, og tingen hjemmefra i lomma.
import type { NoCtx } from '../../compose/ctx-no';
import { steady, worryOf as worry } from '../first-day';
import { cap } from '../../text';

/** Det helten gruer seg for, lest likt på begge språk. */
export { worry };

export const h = (c: NoCtx) => c.hero.name;
export { cap };
export const Han = (c: NoCtx) => cap(c.hero.han);
/** «hennes», «hans»: etter substantivet, «knaggen med navnet hennes». */
export const hennes = (c: NoCtx) => (c.hero.han === 'hun' ? 'hennes' : 'hans');
export const kg = (c: NoCtx) => c.target?.id === 'kindergarten';
/** «skolen», «barnehagen». */
export const school = (c: NoCtx) => c.target?.def ?? 'skolen';
/** «på skolen», «i barnehagen». */
export const atSchool = (c: NoCtx) => (kg(c) ? 'i barnehagen' : 'på skolen');
/** «til skolen», «til barnehagen». */
export const toSchool = (c: NoCtx) => `til ${school(c)}`;
/** Den voksne som følger om morgenen og henter om ettermiddagen: «mamma», «bestefar». */
export const carer = (c: NoCtx) => c.recipient?.name ?? 'mamma';
export const Carer = (c: NoCtx) => cap(carer(c));
export const carerHan = (c: NoCtx) => c.recipient?.han ?? 'hun';
export const carerHam = (c: NoCtx) => c.recipient?.ham ?? 'henne';

const TEACHERS = {
  f: ['Kari', 'Anne', 'Siri', 'Trine', 'Mona', 'Hege', 'Ingrid', 'Linn'],
  m: ['Per', 'Ole', 'Lars', 'Jon', 'Arne', 'Knut'],
};
/** Læreren på skolen; i barnehagen en av de voksne, kalt ved navn. */
export const teacherName = (c: NoCtx) => {
  const list = steady(`${h(c)}t`, ['f', 'f', 'm'] as const);
  return steady(h(c), TEACHERS[list]);
};
export const teacherHan = (c: NoCtx) => (TEACHERS.f.includes(teacherName(c)) ? 'hun' : 'han');
/** Om læreren er møtt og har sagt navnet sitt. */
const metTeacher = (c: NoCtx) => c.helpersMet.some((a) => a.char.size === 'big');
/**
 * Slik læreren nevnes inne i en setning: «læreren» på skolen; i barnehagen navnet, når hun har
 * sagt det, og ellers «en av de voksne».
 */
export const teacher = (c: NoCtx) =>
  kg(c) ? (metTeacher(c) ? teacherName(c) : 'en av de voksne') : 'læreren';
export const Teacher = (c: NoCtx) => cap(teacher(c));
/** Første gang: «læreren, som het Kari», «Kari, en av de voksne». */
export const teacherIntro = (c: NoCtx) =>
  kg(c) ? `${teacherName(c)}, en av de voksne` : `læreren, som het ${teacherName(c)}`;

/** Den nye vennen. */
export const o = (c: NoCtx) => c.other?.name ?? 'den andre';
export const oHan = (c: NoCtx) => c.other?.han ?? 'hen';
export const OHan = (c: NoCtx) => cap(oHan(c));
export const oHam = (c: NoCtx) => c.other?.ham ?? 'hen';

/** Fortalt: «Hun gruet seg mest for at ingen skulle leke med henne.» */
export const worryTold = (c: NoCtx): string =>
  ({
    nobody: `at ingen skulle ville leke med ${c.hero.ham}`,
    toilet: `at ${c.hero.han} ikke skulle finne do`,
    miss: `å savne ${carer(c)}`,
    lost: `å gå seg bort ${atSchool(c)}`,
  })[worry(c)];
/** Sagt: «Jeg gruer meg for at ingen vil leke med meg.» */
export const worrySaid = (c: NoCtx): string =>
  ({
    nobody: 'at ingen vil leke med meg',
    toilet: 'at jeg ikke finner do',
    miss: `å savne ${carer(c) === 'mamma' || carer(c) === 'pappa' ? carer(c) : 'deg'}`,
    lost: 'å gå meg bort',
  })[worry(c)];

/** Det helten og den nye vennen begge er glad i: det vinner vennen til slutt. */
const LOVES = [
  {
    love: 'å tegne',
    doing: 'tegnet en hest med lang hale',
    turn: 'tegnet en hest ved siden av og skjøv arket bort til',
    end: 'tegnet en hel flokk hester på det samme arket',
  },
  {
    love: 'dinosaurer',
    doing: 'bygde en dinosaur av klosser',
    turn: 'bygde en bitte liten dinosaur til og satte den ved siden av',
    end: 'bygde en hel dinosaurverden av klosser',
  },
  {
    love: 'å synge',
    doing: 'nynnet på en sang',
    turn: 'nynnet med på den samme sangen',
    end: 'sang den samme sangen igjen og igjen, høyere for hver gang',
  },
  {
    love: 'biler',
    doing: 'kjørte en liten bil fram og tilbake',
    turn: 'fant en bil til og kjørte den ved siden av',
    end: 'laget en lang bilkø over hele gulvet',
  },
  {
    love: 'blanke steiner',
    doing: 'sorterte små steiner i rader',
    turn: 'la den fineste steinen sin ved siden av radene',
    end: 'la alle steinene i én lang, blank rekke',
  },
];
export const love = (c: NoCtx) => steady(`${h(c)}${o(c)}`, LOVES);

/** Tingen hjemmefra i lomma, når historien har gitt den. */
export const pocket = (c: NoCtx) => c.gift?.def ?? 'den lille tingen i lomma';
