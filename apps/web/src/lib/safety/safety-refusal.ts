import { UnsafeRequestDetailsSchema, needsCare } from '@monstory/contracts/safety';
import type { SafetyCategory, SafetyCheckResponse } from '@monstory/contracts/safety';
import { isApiError } from '../api/api-errors';

/** Why the child-safety gate turned a family's words down, as a form shows it by the field. */
export interface SafetyRefusal {
  category: SafetyCategory | undefined;
  /** The server's kind sentence in the family's language, when it sent one. */
  message: string | undefined;
  /** A child may be in harm's way: a caring message and the helplines, not a refusal. */
  care: boolean;
}

/** The live check's answer as a refusal, or null when the words passed. */
export function refusalFromCheck(answer: SafetyCheckResponse): SafetyRefusal | null {
  if (answer.ok) return null;
  return {
    category: answer.category,
    message: answer.message || undefined,
    care: answer.care === true || needsCare(answer.category),
  };
}

/**
 * A create call's 400 UNSAFE_REQUEST as a refusal, or null for any other failure. A server that
 * sent no `details` still refused: its message is shown, without a category.
 */
export function refusalFromError(error: unknown): SafetyRefusal | null {
  if (!isApiError(error) || error.code !== 'UNSAFE_REQUEST') return null;
  const details = UnsafeRequestDetailsSchema.safeParse(error.body?.error.details);
  const category = details.success ? details.data.category : undefined;
  return {
    category,
    message: error.serverMessage || undefined,
    care: (details.success && details.data.care) || needsCare(category),
  };
}
