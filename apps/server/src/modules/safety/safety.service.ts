import type { LanguageCode } from '@monstory/contracts/language';
import type { FastifyBaseLogger } from 'fastify';
import type { Moderator } from '../../ai/providers/moderation.js';
import { AppError } from '../../platform/app-error.js';
import { safetyText } from './safety-texts.js';
import { findBlockedWords } from './word-list.js';

// Child safety before and after generation: the maintained word lists always, and the
// provider's moderation when one is configured. A refused request costs nothing: the check runs
// before any story row or charge exists.

export interface SafetyDeps {
  moderator: Moderator | undefined;
  log: FastifyBaseLogger;
}

/** Throws UNSAFE_REQUEST (400, a kind message in `language`) for an unsafe story idea. */
export async function assertSafeRequest(
  deps: SafetyDeps,
  texts: string[],
  language: LanguageCode,
): Promise<void> {
  const input = texts.filter((text) => text.trim() !== '').join('\n');
  if (!input) return;
  const refuse = (reason: string) => {
    deps.log.info({ reason }, 'story request refused by the safety check');
    return new AppError('UNSAFE_REQUEST', safetyText(language, 'unsafe'));
  };
  if (findBlockedWords(input).length > 0) throw refuse('word list');
  if (!deps.moderator) return;
  let flagged: boolean;
  try {
    const result = await deps.moderator.moderate(input);
    flagged = result.flagged;
    if (flagged) deps.log.info({ categories: result.categories }, 'moderation flagged a request');
  } catch (error) {
    // Fail closed: a children's app does not generate what it could not check.
    deps.log.warn({ err: error }, 'moderation unavailable');
    throw new AppError('SERVICE_UNAVAILABLE', safetyText(language, 'unavailable'));
  }
  if (flagged) throw refuse('moderation');
}

/** Why a generated text must not be shown, or undefined when it may. */
export async function unsafeGeneratedText(
  deps: SafetyDeps,
  text: string,
  signal?: AbortSignal,
): Promise<string | undefined> {
  const words = findBlockedWords(text);
  if (words.length > 0) return `word list (${words.length} hits)`;
  if (!deps.moderator) return undefined;
  const result = await deps.moderator.moderate(text, signal);
  return result.flagged ? `moderation (${result.categories.join(', ')})` : undefined;
}
