// Tells every description of the evaluation set over a few seeds, ages and lengths and counts
// how much of what the family named reaches the story's body: names kept, elements present,
// stories that use every element, and words that must never become a character.
import type { StoryLength } from '@monstory/contracts/enums';
import type { Genre } from '@monstory/contracts/story-shape';
import type { GoalKind } from '../plan/plan-types';
import { finish, openSession, play } from '../story-session';
import type { GeneratedStory, StoryLanguage, StoryRequest } from '../story-types';
import { FRESH_EN } from './descriptions-fresh.en';
import { FRESH_NO } from './descriptions-fresh.no';
import { DESCRIPTIONS_EN } from './descriptions.en';
import { DESCRIPTIONS_NO } from './descriptions.no';
import type { EvalCase, ExpectedElement } from './eval-types';

export const EVAL_SETS: Record<StoryLanguage, EvalCase[]> = {
  no: DESCRIPTIONS_NO,
  en: DESCRIPTIONS_EN,
};

/** The set written apart from the engine and never tuned against it. */
export const FRESH_SETS: Record<StoryLanguage, EvalCase[]> = {
  no: FRESH_NO,
  en: FRESH_EN,
};

export interface Variant {
  seed: string;
  age: number;
  length: StoryLength;
  genre: Genre;
}

/** A spread of ages, lengths and genres; `n` variants per description. */
export function variants(n: number): Variant[] {
  const ages = [4, 7, 10];
  const lengths: StoryLength[] = ['SHORT', 'MEDIUM', 'LONG'];
  const genres: Genre[] = ['ADVENTURE', 'BEDTIME', 'FUNNY', 'ANIMALS', 'FANTASY', 'MYSTERY'];
  return Array.from({ length: n }, (_, i) => ({
    seed: `eval-${i}`,
    age: ages[i % ages.length] as number,
    length: lengths[Math.floor(i / ages.length) % lengths.length] as StoryLength,
    genre: genres[i % genres.length] as Genre,
  }));
}

const LETTER = '[\\p{L}\\p{N}]';

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A form as a whole-word pattern; `*` stands for up to two words in between. */
function formPattern(form: string): RegExp {
  const body = form
    .split('*')
    .map((part) => escape(part.trim()).replace(/\s+/g, '\\s+'))
    .join('(?:\\s+[\\p{L}-]+,?){0,2}\\s+');
  return new RegExp(`(?<!${LETTER})${body}(?!${LETTER})`, 'iu');
}

const patterns = new Map<string, RegExp>();
function matches(text: string, form: string): boolean {
  let re = patterns.get(form);
  if (!re) {
    re = formPattern(form);
    patterns.set(form, re);
  }
  return re.test(text);
}

export function elementPresent(body: string, e: ExpectedElement): boolean {
  return e.forms.some((f) => matches(body, f));
}

export function namePresent(body: string, name: string): boolean {
  return new RegExp(`(?<!${LETTER})${escape(name)}(?!${LETTER})`, 'u').test(body);
}

export function bodyOf(story: GeneratedStory): string {
  return story.paragraphs.map((p) => p.text).join('\n\n');
}

export interface CaseResult {
  language: StoryLanguage;
  description: string;
  variant: Variant;
  namesKept: number;
  namesTotal: number;
  elementsPresent: number;
  elementsTotal: number;
  missingNames: string[];
  missingElements: string[];
  /** Words from `never` that became a character or reached the body. */
  leaked: string[];
  /** The goal the plan chose. */
  goal: GoalKind;
  /** Whether that goal is one the family meant (undefined when the case names no want). */
  wantMet?: boolean;
  /** Whether the ending pays the want off (undefined when the case names no payoff). */
  paidOff?: boolean;
  /** Place names from `notCharacters` told as a character. */
  misread: string[];
  /** The engine threw instead of telling a story; every name and element counts as missing. */
  crashed?: string;
  story: GeneratedStory;
}

function crashResult(c: EvalCase, language: StoryLanguage, v: Variant, err: unknown): CaseResult {
  return {
    language,
    description: c.description,
    variant: v,
    namesKept: 0,
    namesTotal: c.names.length,
    elementsPresent: 0,
    elementsTotal: c.elements.length,
    missingNames: [...c.names],
    missingElements: c.elements.map((e) => e.forms[0] as string),
    leaked: [],
    goal: 'find',
    ...(c.want ? { wantMet: false } : {}),
    ...(c.payoff ? { paidOff: false } : {}),
    misread: [],
    crashed: String(err),
    story: {
      title: '',
      language,
      paragraphs: [],
      wordCount: 0,
      patternId: '',
      characters: [],
      places: [],
    },
  };
}

export function requestFor(c: EvalCase, language: StoryLanguage, v: Variant): StoryRequest {
  return {
    language,
    age: v.age,
    genre: v.genre,
    length: v.length,
    description: c.description,
    seed: v.seed,
    ...(c.hero ? { hero: c.hero } : {}),
  };
}

export function measureCase(c: EvalCase, language: StoryLanguage, v: Variant): CaseResult {
  const session = openSession(requestFor(c, language, v));
  play(session, [], false);
  const story = finish(session);
  const goal = session.run.env.cast.goal.kind;
  const body = bodyOf(story);
  const ending = story.paragraphs
    .slice(-2)
    .map((p) => p.text)
    .join('\n\n');
  const lower = story.characters.map((n) => n.toLowerCase());
  const missingNames = c.names.filter((n) => !namePresent(body, n));
  const missingElements = c.elements
    .filter((e) => !elementPresent(body, e))
    .map((e) => e.forms[0] as string);
  const leaked = (c.never ?? []).filter(
    (w) => story.characters.includes(w) || namePresent(body, w),
  );
  return {
    language,
    description: c.description,
    variant: v,
    namesKept: c.names.length - missingNames.length,
    namesTotal: c.names.length,
    elementsPresent: c.elements.length - missingElements.length,
    elementsTotal: c.elements.length,
    missingNames,
    missingElements,
    leaked,
    goal,
    ...(c.want ? { wantMet: c.want.includes(goal) } : {}),
    ...(c.payoff ? { paidOff: c.payoff.some((f) => matches(ending, f)) } : {}),
    misread: (c.notCharacters ?? []).filter((w) => lower.includes(w.toLowerCase())),
    story,
  };
}

export interface Summary {
  language: StoryLanguage;
  stories: number;
  /** Share of expected names found in the body, 0–1. */
  namesKept: number;
  /** Share of expected elements found in the body, 0–1. */
  elementsPresent: number;
  /** Share of stories (with any expected element) that use every one of them, 0–1. */
  allElements: number;
  leaks: number;
  /** Share of stories (of cases that name a want) whose goal is one the family meant, 0–1. */
  wantsMet: number;
  /** Share of stories (of cases that name a payoff) whose ending pays the want off, 0–1. */
  paidOff: number;
  /** Place names told as characters. */
  misread: number;
  /** Stories the engine failed to tell (it threw). */
  crashes: number;
  results: CaseResult[];
}

/** Share of the defined flags that are true, 0–1 (1 when none is defined). */
function share(flags: (boolean | undefined)[]): number {
  const defined = flags.filter((f) => f !== undefined);
  return defined.length === 0 ? 1 : defined.filter(Boolean).length / defined.length;
}

export function measure(
  language: StoryLanguage,
  perCase: number,
  set: EvalCase[] = EVAL_SETS[language],
): Summary {
  const results: CaseResult[] = [];
  for (const c of set)
    for (const v of variants(perCase)) {
      try {
        results.push(measureCase(c, language, v));
      } catch (err) {
        results.push(crashResult(c, language, v, err));
      }
    }
  const sum = (f: (r: CaseResult) => number) => results.reduce((a, r) => a + f(r), 0);
  const withElements = results.filter((r) => r.elementsTotal > 0);
  return {
    language,
    stories: results.length,
    namesKept:
      sum((r) => r.namesKept) /
      Math.max(
        1,
        sum((r) => r.namesTotal),
      ),
    elementsPresent:
      sum((r) => r.elementsPresent) /
      Math.max(
        1,
        sum((r) => r.elementsTotal),
      ),
    allElements:
      withElements.filter((r) => r.elementsPresent === r.elementsTotal).length /
      Math.max(1, withElements.length),
    leaks: sum((r) => r.leaked.length),
    wantsMet: share(results.map((r) => r.wantMet)),
    paidOff: share(results.map((r) => r.paidOff)),
    misread: sum((r) => r.misread.length),
    crashes: results.filter((r) => r.crashed).length,
    results,
  };
}
