import { describe, expect, it } from 'vitest';
import { ApiError, HttpError } from '../api/api-errors';
import { refusalFromCheck, refusalFromError } from './safety-refusal';

function failed(status: number, code: string, message: string, details?: unknown) {
  const http = new HttpError(status, {
    error: {
      code: code as 'UNSAFE_REQUEST',
      message,
      ...(details === undefined ? {} : { details: details as Record<string, unknown> }),
    },
  });
  return new ApiError({
    method: 'POST',
    path: '/story',
    kind: 'http',
    cause: http,
    attempts: 1,
    http,
  });
}

describe('refusalFromCheck', () => {
  it('is null for words that passed', () => {
    expect(refusalFromCheck({ ok: true })).toBeNull();
  });

  it("keeps the category and the server's kind sentence", () => {
    expect(
      refusalFromCheck({ ok: false, category: 'TOO_SCARY', message: 'Litt for skummelt.' }),
    ).toEqual({ category: 'TOO_SCARY', message: 'Litt for skummelt.', care: false });
  });

  it('cares for a disclosure even when the answer forgot to say so', () => {
    expect(refusalFromCheck({ ok: false, category: 'ABUSE' })).toEqual({
      category: 'ABUSE',
      message: undefined,
      care: true,
    });
  });
});

describe('refusalFromError (UNSAFE_REQUEST from story or monster creation)', () => {
  it('reads the category and care from the details, and the message from the body', () => {
    const error = failed(400, 'UNSAFE_REQUEST', 'Takk for at du fortalte det.', {
      category: 'SELF_HARM',
      care: true,
    });
    expect(refusalFromError(error)).toEqual({
      category: 'SELF_HARM',
      message: 'Takk for at du fortalte det.',
      care: true,
    });
  });

  it('shows the message without a category when the details are missing or unknown', () => {
    expect(refusalFromError(failed(400, 'UNSAFE_REQUEST', 'Not for children.'))).toEqual({
      category: undefined,
      message: 'Not for children.',
      care: false,
    });
    const odd = failed(400, 'UNSAFE_REQUEST', 'Not for children.', { category: 'GOSSIP' });
    expect(refusalFromError(odd)?.category).toBeUndefined();
  });

  it('is null for any other failure', () => {
    expect(refusalFromError(failed(400, 'VALIDATION_FAILED', 'Age is required'))).toBeNull();
    expect(refusalFromError(new Error('offline'))).toBeNull();
  });
});
