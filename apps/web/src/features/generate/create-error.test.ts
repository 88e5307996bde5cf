import { describe, expect, it } from 'vitest';
import { failedStoryRequest } from '../../lib/api/api-failure.testing';
import { refusalFromError } from '../../lib/safety/safety-refusal';
import { classifyCreateError } from './create-error';

const failed = (status: number, code: string, details?: unknown) =>
  failedStoryRequest(status, code, 'Vi lager ikke slike historier.', details);

describe('classifyCreateError', () => {
  it('turns UNSAFE_REQUEST into a refusal by the description, with its category', () => {
    const error = failed(400, 'UNSAFE_REQUEST', { category: 'PERSONAL_DATA', care: false });
    expect(classifyCreateError(error)).toBe('unsafe');
    expect(refusalFromError(error)).toEqual({
      category: 'PERSONAL_DATA',
      message: 'Vi lager ikke slike historier.',
      care: false,
    });
  });

  it('keeps the other failures apart', () => {
    expect(classifyCreateError(failed(402, 'STORY_LIMIT_REACHED'))).toBe('limit');
    expect(classifyCreateError(failed(403, 'TERMS_NOT_ACCEPTED'))).toBe('terms');
    expect(classifyCreateError(failed(402, 'NOT_ENOUGH_CREDITS', { creditsNeeded: 5 }))).toBe(
      'purchase',
    );
    expect(classifyCreateError(failed(500, 'INTERNAL'))).toBe('failed');
    expect(classifyCreateError(failed(429, 'DAILY_LIMIT_REACHED'))).toBe('daily');
  });
});
