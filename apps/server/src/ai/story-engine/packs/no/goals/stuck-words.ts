// Ordene en fortelling på bokmål om en ting som sitter fast høyt oppe, fortelles med: tingen slik
// familien kalte den, hvem som eier den, hvor den sitter fast, og hva som når den til slutt.
import type { NoCtx } from '../../../compose/ctx-no';
import { SPOTS } from '../../../lexicon/rescue-spots';
import { holdOf, spotKind } from '../../stuck-kinds';
import { tradeTool } from './rescue-words';

export const h = (c: NoCtx) => c.hero.name;
export const han = (c: NoCtx) => c.hero.han;
export const ham = (c: NoCtx) => c.hero.ham;
/** «den røde ballongen» */
export const the = (c: NoCtx) => c.thing?.def ?? 'ballen';
/** «den»/«det»: tingen som pronomen. */
export const den = (c: NoCtx) => c.thing?.den ?? 'den';
/** Et adjektiv etter tingens kjønn: «løs»/«løst». */
export const agree = (c: NoCtx, m: string, n: string) => (c.thing?.noun.g === 'n' ? n : m);
const SIN = { m: 'sin', f: 'si', n: 'sitt' } as const;
const MIN = { m: 'min', f: 'mi', n: 'mitt' } as const;
/** «den røde ballongen sin» */
export const sin = (c: NoCtx) => `${the(c)} ${SIN[c.thing?.noun.g ?? 'm']}`;
/** «ballongen min» */
export const min = (c: NoCtx) => `${c.thing?.noun.def ?? 'ballen'} ${MIN[c.thing?.noun.g ?? 'm']}`;
/** «den røde ballongen til Oliver» */
export const whose = (c: NoCtx) => `${the(c)} til ${h(c)}`;
export const hold = (c: NoCtx) => holdOf(c.thing?.id);
export const tree = (c: NoCtx) => spotKind(c) === 'tree';
export const roof = (c: NoCtx) => spotKind(c) === 'roof';

/** Taket sagt slik familien sa det: «garasjetaket», «taket på boden». */
const roofDef = (c: NoCtx) =>
  c.roofOf === 'garage' ? 'garasjetaket' : c.roofOf === 'shed' ? 'taket på boden' : 'taket';

/** Hvor tingen er: sagt første gang, der den er, hva den kommer ned fra. */
export function spot(c: NoCtx): { first: string; at: string; def: string; off: string } {
  if (roof(c)) {
    const r = roofDef(c);
    return { first: `oppe på ${r}`, at: `oppe på ${r}`, def: r, off: `ned fra ${r}` };
  }
  if (tree(c))
    return {
      first: 'høyt oppe i et stort tre',
      at: 'oppe i treet',
      def: 'treet',
      off: 'ned fra treet',
    };
  const e = SPOTS.ledge.no;
  return { first: e.first, at: e.at, def: e.noun.def, off: e.off };
}

/** Hvordan den henger fast der oppe, så den ikke bare faller ned. */
export function caughtBy(c: NoCtx): string {
  const t = tree(c);
  switch (hold(c)) {
    case 'string':
      return t
        ? `{snora hadde viklet seg rundt en grein|snora hadde floket seg inn i kvistene}`
        : `{snora hadde hektet seg fast i pipa|snora satt fast under en takstein}`;
    case 'round':
      return t
        ? `{${den(c)} hadde kilt seg fast mellom to greiner|${den(c)} satt klemt fast mellom kvistene}`
        : `{${den(c)} hadde trillet ned i takrenna og ble liggende der|${den(c)} lå klemt inntil pipa}`;
    case 'paper':
      return t
        ? `{nesen hadde boret seg inn mellom bladene|${den(c)} hang på en kvist etter den ene vingen}`
        : `{${den(c)} hadde sklidd ned i takrenna|${den(c)} lå flatt inntil taksteinene}`;
    default:
      return t
        ? `{${den(c)} hang på en grein som et flagg|${den(c)} hadde hektet seg fast i en spiss kvist}`
        : `{${den(c)} hadde hektet seg fast i kanten av takrenna|${den(c)} satt fast på en takstein}`;
  }
}

/** Hva som når den til slutt: yrkets eget verktøy, ellers en lengre stige. */
export function needed(c: NoCtx): string {
  return tradeTool(c) ?? (roof(c) ? 'en lang stige og en rake' : 'en lengre stige');
}

/** Tingen fått løs til slutt: viklet løs, dyttet løs, løftet av. */
export function gotIt(c: NoCtx): string {
  switch (hold(c)) {
    case 'string':
      return `${h(c)} viklet løs snora, runde for runde, og ${the(c)} var fri`;
    case 'round':
      return `${h(c)} ga ${the(c)} ett lite dytt, og ${den(c)} trillet løs`;
    case 'paper':
      return `${h(c)} løftet ${the(c)} av, så forsiktig at ikke et hjørne revnet`;
    default:
      return `${h(c)} løftet ${the(c)} forsiktig av, og ${den(c)} var fri`;
  }
}

/** Hvem som holder stigen: en person her, vennen om det er en person, ellers naboen. */
export const holder = (c: NoCtx) =>
  c.helper?.person
    ? c.helper.named
      ? c.helper.name
      : c.helper.kindDef
    : c.friend?.person
      ? c.friend.name
      : 'naboen';
/** Hjelperen her, med navn eller som «bjørnen». */
export const helperName = (c: NoCtx) =>
  c.helper ? (c.helper.named ? c.helper.name : c.helper.kindDef) : '';
/** Hvem som løper etter det som skal nå: vennen, ellers en nabo. */
export const runner = (c: NoCtx) => c.friend?.name ?? 'en nabo';
