import { describe, expect, it } from 'vitest';
import { failedStoryRequest } from '../api/api-failure.testing';
import { refusalFromCheck, refusalFromError } from './safety-refusal';

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
    const error = failedStoryRequest(400, 'UNSAFE_REQUEST', 'Takk for at du fortalte det.', {
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
    expect(
      refusalFromError(failedStoryRequest(400, 'UNSAFE_REQUEST', 'Not for children.')),
    ).toEqual({
      category: undefined,
      message: 'Not for children.',
      care: false,
    });
    const odd = failedStoryRequest(400, 'UNSAFE_REQUEST', 'Not for children.', {
      category: 'GOSSIP',
    });
    expect(refusalFromError(odd)?.category).toBeUndefined();
  });

  it('is null for any other failure', () => {
    expect(
      refusalFromError(failedStoryRequest(400, 'VALIDATION_FAILED', 'Age is required')),
    ).toBeNull();
    expect(refusalFromError(new Error('offline'))).toBeNull();
  });
});
