import type { LanguageCode } from '@monstory/contracts/language';
import { needsCare, type SafetyCategory } from '@monstory/contracts/safety';
import type { FastifyBaseLogger } from 'fastify';
import type { Moderator } from '../../ai/providers/moderation.js';
import { AppError } from '../../platform/app-error.js';
import { judgeRequest, judgeStory, type GateOptions } from '../../safety-gate/index.js';
import { safetyMessage, safetyUnavailableText } from './safety-texts.js';

// The child-safety gate wherever a family's words feed a generator, and on every story before
// it is shown or saved: the local gate always, then the provider's moderation when configured.
// A refusal is logged by category and rule ids only: the family's text never reaches a log.

export interface SafetyDeps {
  moderator: Moderator | undefined;
  log: FastifyBaseLogger;
}

/** Where the words come from, for logs (which form field, which generator). */
export type FamilyTextSource = 'check' | 'story-description' | 'monster-description' | 'publish';

export interface FamilyTextOptions extends GateOptions {
  source: FamilyTextSource;
  /** The language the family reads the answer in (the refusal's and the outage's message). */
  messageLanguage: LanguageCode;
}

export type FamilyTextVerdict =
  | { ok: true }
  | {
      ok: false;
      category: SafetyCategory;
      /** A disclosure (self-harm, abuse): care and helplines, never a story. */
      care: boolean;
      /** Kind, in `messageLanguage`, never repeating the words. */
      message: string;
      rules: string[];
    };

export type StoryVerdict = { ok: true } | { ok: false; category: SafetyCategory; rules: string[] };

// OpenAI's moderation categories (and their sub-categories) in the gate's vocabulary. Care comes
// first: a text flagged for self-harm and violence is answered with care.
const MODERATION_CATEGORIES: readonly (readonly [string, SafetyCategory])[] = [
  ['self-harm', 'SELF_HARM'],
  ['sexual', 'SEXUAL'],
  ['hate', 'HATE'],
  ['harassment', 'HATE'],
  ['illicit', 'WEAPONS_DRUGS'],
  ['violence', 'VIOLENCE'],
];

/** The gate's category for what the provider flagged (violence when it names none we know). */
export function categoryOfModeration(flagged: readonly string[]): SafetyCategory {
  for (const [prefix, category] of MODERATION_CATEGORIES) {
    if (flagged.some((name) => name === prefix || name.startsWith(`${prefix}/`))) return category;
  }
  return 'VIOLENCE';
}

function moderationRules(flagged: readonly string[]): string[] {
  return flagged.length > 0 ? flagged.map((name) => `moderation:${name}`) : ['moderation'];
}

async function moderate(
  deps: SafetyDeps,
  text: string,
  signal?: AbortSignal,
): Promise<StoryVerdict> {
  if (!deps.moderator) return { ok: true };
  const result = await deps.moderator.moderate(text, signal);
  if (!result.flagged) return { ok: true };
  return {
    ok: false,
    category: categoryOfModeration(result.categories),
    rules: moderationRules(result.categories),
  };
}

/**
 * The one judgement of a family's words (a story idea and its hero, a monster and its name):
 * the live check and every form that feeds a generator call this, so they
 * cannot drift. Each text is judged on its own (words from two fields do not make a phrase),
 * the provider's moderation reads them together. Moderation that cannot be reached fails
 * closed.
 */
export async function checkFamilyText(
  deps: SafetyDeps,
  texts: readonly string[],
  options: FamilyTextOptions,
): Promise<FamilyTextVerdict> {
  const filled = texts.filter((text) => text.trim() !== '');
  if (filled.length === 0) return { ok: true };
  const gate = { age: options.age, language: options.language };
  let verdict: StoryVerdict = { ok: true };
  for (const text of filled) {
    verdict = judgeRequest(text, gate);
    if (!verdict.ok) break;
  }
  if (verdict.ok) {
    try {
      verdict = await moderate(deps, filled.join('\n'));
    } catch (error) {
      // A children's app does not generate what it could not check.
      deps.log.warn({ err: error, source: options.source }, 'moderation unavailable');
      throw new AppError('SERVICE_UNAVAILABLE', safetyUnavailableText(options.messageLanguage));
    }
  }
  if (verdict.ok) return verdict;
  const care = needsCare(verdict.category);
  deps.log.info(
    { source: options.source, category: verdict.category, rules: verdict.rules, care },
    'the child-safety gate refused a family’s words',
  );
  return {
    ok: false,
    category: verdict.category,
    care,
    message: safetyMessage(options.messageLanguage, verdict.category),
    rules: verdict.rules,
  };
}

/** The refusal a form gets: 400 UNSAFE_REQUEST with its category, so the web can show care. */
export function unsafeRequestError(verdict: Extract<FamilyTextVerdict, { ok: false }>): AppError {
  return new AppError('UNSAFE_REQUEST', verdict.message, {
    details: { category: verdict.category, care: verdict.care },
  });
}

/** Throws UNSAFE_REQUEST for words the gate refuses; nothing is charged or written before. */
export async function assertSafeFamilyText(
  deps: SafetyDeps,
  texts: readonly string[],
  options: FamilyTextOptions,
): Promise<void> {
  const verdict = await checkFamilyText(deps, texts, options);
  if (!verdict.ok) throw unsafeRequestError(verdict);
}

/**
 * A generated story part (title and text) before a child sees it or it is saved: the gate's
 * story rules, then moderation. Moderation that cannot be reached throws (the run fails or is
 * retried as a provider error): nothing unchecked is shown.
 */
export async function checkStoryText(
  deps: SafetyDeps,
  text: string,
  options: GateOptions,
  signal?: AbortSignal,
): Promise<StoryVerdict> {
  if (text.trim() === '') return { ok: true };
  const verdict = judgeStory(text, options);
  if (!verdict.ok) return verdict;
  return moderate(deps, text, signal);
}
