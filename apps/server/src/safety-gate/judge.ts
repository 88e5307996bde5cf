import type { SafetyCategory } from '@monstory/contracts/safety';
import { analyse } from './normalise.js';
import { repairSpelling, TypoIndex } from './spelling.js';
import type { Token } from './normalise.js';
import { compilePattern, compileSlot, matchAt, slotMatches } from './pattern.js';
import type { Element, Slot } from './pattern.js';
import { ABUSE_RULES } from './rules/abuse.js';
import { BROAD_RULES } from './rules/broad.js';
import { CLASSES } from './rules/classes.js';
import { DANGEROUS_ACTS_RULES } from './rules/dangerous-acts.js';
import { HATE_RULES } from './rules/hate.js';
import { PERSONAL_DATA_RULES } from './rules/personal-data.js';
import { PROMPT_INJECTION_RULES } from './rules/prompt-injection.js';
import { PUBLIC_FIGURE_RULES } from './rules/public-figure.js';
import { ROLE_RULES } from './rules/roles.js';
import { SAFE_PHRASES } from './rules/safe-phrases.js';
import { SELF_HARM_RULES } from './rules/self-harm.js';
import { SEXUAL_RULES } from './rules/sexual.js';
import { TOO_SCARY_RULES } from './rules/too-scary.js';
import { COMBINATIONS, SIGNALS } from './rules/signals.js';
import type { Rule, RuleScope, ShapeRule } from './rules/types.js';
import { VIOLENCE_RULES } from './rules/violence.js';
import { WEAPONS_DRUGS_RULES } from './rules/weapons-drugs.js';

// Runs every rule over a text once and names the most serious category that matched. All
// rules are compiled and indexed by their first word when this module loads; judging a text is
// one walk over its tokens.

/** Most serious first: a child who may be in danger gets care before anything else. */
export const SEVERITY: readonly SafetyCategory[] = [
  'SELF_HARM',
  'ABUSE',
  'SEXUAL',
  'VIOLENCE',
  'HATE',
  'WEAPONS_DRUGS',
  'DANGEROUS_ACTS',
  'TOO_SCARY',
  'PUBLIC_FIGURE',
  'PERSONAL_DATA',
  'PROMPT_INJECTION',
];

export const ALL_RULES: readonly Rule[] = [
  ...SELF_HARM_RULES,
  ...ABUSE_RULES,
  ...SEXUAL_RULES,
  ...VIOLENCE_RULES,
  ...HATE_RULES,
  ...WEAPONS_DRUGS_RULES,
  ...DANGEROUS_ACTS_RULES,
  ...TOO_SCARY_RULES,
  ...PERSONAL_DATA_RULES,
  ...PUBLIC_FIGURE_RULES,
  ...PROMPT_INJECTION_RULES,
  ...BROAD_RULES,
  ...ROLE_RULES,
  ...SIGNALS,
];

// Words that turn an act into a warning about it, for rules marked `negatable`.
const NEGATORS = new Set([
  'never',
  'not',
  'dont',
  'doesnt',
  'didnt',
  'wont',
  'shouldnt',
  'no',
  'ikke',
  'aldri',
  'aldrig',
  'inte',
  'ikkje',
  'nei',
  'forbudt',
  'forbidden',
  'farlig',
  'dangerous',
  'unsafe',
  'usikkert',
]);

function negated(tokens: readonly Token[], start: number): boolean {
  for (let k = start - 1; k >= Math.max(0, start - 3); k -= 1) {
    const token = tokens[k]!;
    if (token.sentenceEnd) return false;
    if (token.forms.some((form) => NEGATORS.has(form))) return true;
  }
  return false;
}

interface SequenceEntry {
  kind: 'sequence';
  rule: Rule;
  elements: Element[];
}
interface NearEntry {
  kind: 'near';
  rule: Rule;
  slots: Slot[];
  window: number;
}
type Entry = SequenceEntry | NearEntry;

/** Entries keyed by the words (and word beginnings) their first slot accepts. */
class FirstWordIndex<T> {
  private readonly words = new Map<string, T[]>();
  private readonly prefixes = new Map<string, T[]>();
  private readonly prefixLengths = new Set<number>();

  add(slot: Slot, entry: T): void {
    for (const word of slot.words) push(this.words, word, entry);
    for (const prefix of slot.prefixes) {
      push(this.prefixes, prefix, entry);
      this.prefixLengths.add(prefix.length);
    }
  }

  /** Every entry whose first slot may match this token (each once). */
  lookup(token: Token): Set<T> {
    const found = new Set<T>();
    for (const form of token.forms) {
      for (const entry of this.words.get(form) ?? []) found.add(entry);
      for (const length of this.prefixLengths) {
        if (form.length < length) continue;
        for (const entry of this.prefixes.get(form.slice(0, length)) ?? []) found.add(entry);
      }
    }
    return found;
  }
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

interface Compiled {
  rules: FirstWordIndex<Entry>;
  /** Every whole word the rules name, for joining words split in two ("selv mord"). */
  ruleWords: Set<string>;
  /** The same without people's names: "store" must not become "Støre". */
  plainWords: Set<string>;
  typos: TypoIndex;
  shapes: ShapeRule[];
  safe: FirstWordIndex<Element[]>;
}

/**
 * Rules whose words are matched as written only. Slurs and sexual slang are short and sit one
 * letter away from everyday words ("jegeren", "puppet"), so a typo is never read as one.
 */
const EXACT_ONLY = new Set([
  'hate.slurs',
  'hate.roles_slurs',
  'sexual.roles_slang',
  'sexual.words',
  'public.names',
  'public.titles',
]);

function compile(): Compiled {
  const rules = new FirstWordIndex<Entry>();
  const ruleWords = new Set<string>();
  const plainWords = new Set<string>();
  const typoWords = new Set<string>();
  const shapes: ShapeRule[] = [];
  for (const rule of ALL_RULES) {
    const names = rule.category === 'PUBLIC_FIGURE';
    const exact = EXACT_ONLY.has(rule.id);
    const collect = (slot: Slot) =>
      slot.words.forEach((word) => {
        ruleWords.add(word);
        if (!names) plainWords.add(word);
        if (!exact) typoWords.add(word);
      });
    if ('patterns' in rule) {
      for (const source of rule.patterns) {
        const elements = compilePattern(source, CLASSES);
        rules.add(elements[0] as Slot, { kind: 'sequence', rule, elements });
        for (const element of elements) if (element.kind === 'slot') collect(element);
      }
    } else if ('near' in rule) {
      const slots = rule.near.map((source) => compileSlot(source, CLASSES));
      slots.forEach(collect);
      rules.add(slots[0]!, { kind: 'near', rule, slots, window: rule.window });
    } else {
      shapes.push(rule);
    }
  }
  const safe = new FirstWordIndex<Element[]>();
  for (const group of SAFE_PHRASES) {
    for (const source of group.patterns) {
      const elements = compilePattern(source, CLASSES);
      safe.add(elements[0] as Slot, elements);
    }
  }
  return { rules, ruleWords, plainWords, typos: new TypoIndex(typoWords), shapes, safe };
}

// Compiled on the first judgement, not at import: a process that never judges (a worker that
// only narrates, a server at idle) does not hold the indexes.
let compiled: Compiled | undefined;
const gate = (): Compiled => (compiled ??= compile());

const safeCache = new Map<string, readonly Element[][]>();

/** Tokens inside a harmless phrase ("full av", "bath bomb"). */
function safeCoverage(tokens: readonly Token[]): boolean[] {
  const covered = new Array<boolean>(tokens.length).fill(false);
  tokens.forEach((token, i) => {
    const key = token.forms.join(' ');
    let candidates = safeCache.get(key);
    if (candidates === undefined) {
      if (safeCache.size > 50_000) safeCache.clear();
      candidates = [...gate().safe.lookup(token)];
      safeCache.set(key, candidates);
    }
    for (const elements of candidates) {
      const end = matchAt(elements, tokens, i);
      for (let k = i; k < end; k += 1) covered[k] = true;
    }
  });
  return covered;
}

/** Where a near rule's other slots are met in the same sentence, or -1. */
function nearMatchEnd(
  entry: NearEntry,
  tokens: readonly Token[],
  sentence: readonly number[],
  i: number,
): number {
  let last = i;
  for (const slot of entry.slots.slice(1)) {
    let found = -1;
    const from = Math.max(0, i - entry.window);
    const to = Math.min(tokens.length - 1, i + entry.window);
    for (let k = from; k <= to; k += 1) {
      if (k !== i && sentence[k] === sentence[i] && slotMatches(slot, tokens[k]!)) {
        found = k;
        break;
      }
    }
    if (found < 0) return -1;
    last = Math.max(last, found);
  }
  return last + 1;
}

export interface JudgeContext {
  scope: Exclude<RuleScope, 'both'>;
  age: number;
}

export interface Finding {
  category: SafetyCategory;
  rules: string[];
}

interface Hit {
  id: string;
  category: SafetyCategory | 'signal';
}

function applies(rule: Rule, context: JudgeContext): boolean {
  if (rule.scope && rule.scope !== 'both' && rule.scope !== context.scope) return false;
  return rule.below === undefined || context.age < rule.below;
}

// Signals must meet within this many words and sentences to combine: a secret on page one and
// an uncle on page nine of a long story are not grooming.
const COMBINATION_SPAN = 40;
const COMBINATION_SENTENCES = 2;

/** Whether every id of the set has a match close to one of the first id's matches. */
function together(
  set: readonly string[],
  positions: ReadonlyMap<string, number[]>,
  sentence: readonly number[],
): boolean {
  const [first, ...rest] = set;
  for (const at of positions.get(first!) ?? []) {
    const near = rest.every((id) =>
      (positions.get(id) ?? []).some(
        (p) =>
          Math.abs(p - at) <= COMBINATION_SPAN &&
          Math.abs(sentence[p]! - sentence[at]!) <= COMBINATION_SENTENCES,
      ),
    );
    if (near) return true;
  }
  return false;
}

// What the index answers depends only on a token's spellings; stories repeat their words, so
// the answers are kept (the cache is emptied when it grows large).
const lookupCache = new Map<string, readonly Entry[]>();
function entriesFor(token: Token): readonly Entry[] {
  const key = token.forms.join(' ');
  let entries = lookupCache.get(key);
  if (entries === undefined) {
    if (lookupCache.size > 50_000) lookupCache.clear();
    entries = [...gate().rules.lookup(token)];
    lookupCache.set(key, entries);
  }
  return entries;
}

/** Every rule that matches, grouped under the most serious category; undefined when none. */
export function judgeText(text: string, context: JudgeContext): Finding | undefined {
  const read = analyse(text);
  // A generated story is spelt by its writer; only a family's words need their spelling read.
  const analysed =
    context.scope === 'request'
      ? {
          ...read,
          tokens: repairSpelling(read.tokens, gate().ruleWords, gate().plainWords, gate().typos),
        }
      : read;
  const { tokens } = analysed;
  const matched = new Set<Rule>();
  const positions = new Map<string, number[]>();

  const covered = safeCoverage(tokens);
  const sentence: number[] = [];
  let current = 0;
  for (const token of tokens) {
    sentence.push(current);
    if (token.sentenceEnd) current += 1;
  }

  tokens.forEach((token, i) => {
    for (const entry of entriesFor(token)) {
      const signal = entry.rule.category === 'signal';
      if ((!signal && matched.has(entry.rule)) || !applies(entry.rule, context)) continue;
      const end =
        entry.kind === 'sequence'
          ? matchAt(entry.elements, tokens, i)
          : nearMatchEnd(entry, tokens, sentence, i);
      // A match that starts or ends on a harmless phrase's word is that phrase, not the rule.
      if (end <= i || covered[i] || covered[end - 1]) continue;
      if (entry.rule.negatable && negated(tokens, i)) continue;
      matched.add(entry.rule);
      if (signal) push(positions, entry.rule.id, i);
    }
  });
  for (const rule of gate().shapes) {
    if (!matched.has(rule) && applies(rule, context) && rule.test(analysed)) matched.add(rule);
  }
  if (matched.size === 0) return undefined;

  const hits: Hit[] = [...matched].map((rule) => ({ id: rule.id, category: rule.category }));
  const ids = new Set(hits.map((hit) => hit.id));
  for (const combination of COMBINATIONS) {
    const scope = combination.scope ?? 'both';
    if (scope !== 'both' && scope !== context.scope) continue;
    if (combination.unless?.some((id) => ids.has(id))) continue;
    if (combination.when.some((set) => together(set, positions, sentence))) {
      hits.push({ id: combination.id, category: combination.category });
    }
  }
  const refused = hits.filter((hit) => hit.category !== 'signal');
  const category = SEVERITY.find((c) => refused.some((hit) => hit.category === c));
  if (!category) return undefined;
  return { category, rules: refused.map((hit) => hit.id) };
}

/**
 * Whether a text holds a phrase the rules know to be harmless ("a horror film for kids", "bath
 * bomb"): the statistical layer, which cannot see such phrases whole, then asks for more
 * certainty before it refuses.
 */
export function holdsSafePhrase(text: string): boolean {
  return safeCoverage(analyse(text).tokens).some(Boolean);
}
