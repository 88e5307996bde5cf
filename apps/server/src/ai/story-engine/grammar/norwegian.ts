// Norwegian bokmål noun phrases built from typed parts, so agreement can never break:
// en stor drage / ei lita hytte / et stort slott / store drager / den store dragen.
// Feminine nouns take ei and -a (ei hytte, hytta) throughout.

export type Gender = 'm' | 'f' | 'n';

export interface NounNo {
  g: Gender;
  /** en drage */
  sg: string;
  /** dragen */
  def: string;
  /** drager */
  pl: string;
  /** dragene */
  defPl: string;
}

export interface AdjNo {
  /** masculine indefinite singular: stor, liten */
  m: string;
  /** feminine indefinite singular when it differs: lita */
  f?: string;
  /** neuter indefinite singular: stort, lite */
  n: string;
  /** plural: store, små */
  pl: string;
  /** definite singular when it differs from the plural: lille */
  def?: string;
}

const ARTICLE: Record<Gender, string> = { m: 'en', f: 'ei', n: 'et' };
const DEMONSTRATIVE: Record<Gender, string> = { m: 'den', f: 'den', n: 'det' };

export function noun(g: Gender, sg: string, def: string, pl: string, defPl: string): NounNo {
  return { g, sg, def, pl, defPl };
}

/** A regular adjective: -t in the neuter (grønt, blått), -e in the plural (grønne). */
export function adj(m: string, n?: string, pl?: string): AdjNo {
  return { m, n: n ?? neuterOf(m), pl: pl ?? pluralOf(m) };
}

function neuterOf(m: string): string {
  if (/(ig|isk|e|t)$/.test(m)) return m;
  if (/(nn|ll)$/.test(m)) return `${m.slice(0, -1)}t`;
  if (/[aeiouyæøå]$/.test(m)) return `${m}tt`;
  return `${m}t`;
}

function pluralOf(m: string): string {
  if (/[aeiouyæøå]$/.test(m)) return m.endsWith('y') ? `${m}e` : m;
  return `${m}e`;
}

export const LITEN: AdjNo = { m: 'liten', f: 'lita', n: 'lite', pl: 'små', def: 'lille' };

/** The adjective agreeing with an indefinite singular noun: stor drage, stort slott. */
export function agree(a: AdjNo, g: Gender): string {
  if (g === 'n') return a.n;
  if (g === 'f') return a.f ?? a.m;
  return a.m;
}

function defForm(a: AdjNo): string {
  return a.def ?? a.pl;
}

function adjList(forms: string[]): string {
  return forms.length ? `${forms.join(', ')} ` : '';
}

/** en drage, en stor, grønn drage, et stort slott, ei lita hytte */
export function indef(n: NounNo, adjs: AdjNo[] = []): string {
  return `${ARTICLE[n.g]} ${adjList(adjs.map((a) => agree(a, n.g)))}${n.sg}`;
}

/** An indefinite noun phrase without the article: stor drage (after "for en", "mange"…). */
export function bare(n: NounNo, adjs: AdjNo[] = []): string {
  return `${adjList(adjs.map((a) => agree(a, n.g)))}${n.sg}`;
}

/** dragen, den store dragen, det store slottet, den lille hytta */
export function def(n: NounNo, adjs: AdjNo[] = []): string {
  if (adjs.length === 0) return n.def;
  return `${DEMONSTRATIVE[n.g]} ${adjList(adjs.map(defForm))}${n.def}`;
}

/** drager, store drager, små hus */
export function plural(n: NounNo, adjs: AdjNo[] = []): string {
  return `${adjList(adjs.map((a) => a.pl))}${n.pl}`;
}

/** dragene, de store dragene */
export function defPlural(n: NounNo, adjs: AdjNo[] = []): string {
  if (adjs.length === 0) return n.defPl;
  return `de ${adjList(adjs.map(defForm))}${n.defPl}`;
}

/** Predicative agreement: dragen er stor, slottet er stort, dragene er store. */
export function predicative(a: AdjNo, n: NounNo | Gender, isPlural = false): string {
  if (isPlural) return a.pl;
  return agree(a, typeof n === 'string' ? n : n.g);
}

const REFLEXIVE: Record<Gender, string> = { m: 'sin', f: 'si', n: 'sitt' };

/** Possession by the sentence's own subject: dragen sin, lykta si, huset sitt, vennene sine. */
export function reflexive(n: NounNo, isPlural = false): string {
  return isPlural ? `${n.defPl} sine` : `${n.def} ${REFLEXIVE[n.g]}`;
}

/** Possession by someone else: dragen hans, lykta hennes, huset til Ola. */
export function owned(n: NounNo, owner: string, isPlural = false): string {
  return `${isPlural ? n.defPl : n.def} ${owner}`;
}

/** The s-genitive of a name: Olas, Mons'. */
export function genitive(name: string): string {
  return /[sxz]$/i.test(name) ? `${name}'` : `${name}s`;
}
