import { describe, expect, it } from 'vitest';
import { failedStoryRequest } from '../api/api-failure.testing';
import { purchaseRequirementOf } from './purchase-requirement';

const refusal = (status: number, code: string, details?: unknown) =>
  failedStoryRequest(status, code, 'x', details);

describe('purchaseRequirementOf', () => {
  it('reads the requirement from a 402 NOT_ENOUGH_CREDITS', () => {
    const error = refusal(402, 'NOT_ENOUGH_CREDITS', { isPremiumOnly: false, creditsNeeded: 18 });
    expect(purchaseRequirementOf(error)).toEqual({ isPremiumOnly: false, creditsNeeded: 18 });
  });

  it('still opens the overlay when the details are missing', () => {
    expect(purchaseRequirementOf(refusal(402, 'NOT_ENOUGH_CREDITS'))).toEqual({
      isPremiumOnly: false,
      creditsNeeded: 0,
    });
  });

  it('is null for every other failure', () => {
    expect(purchaseRequirementOf(refusal(402, 'STORY_LIMIT_REACHED'))).toBeNull();
    expect(purchaseRequirementOf(refusal(400, 'NOT_ENOUGH_CREDITS'))).toBeNull();
    expect(purchaseRequirementOf(new Error('boom'))).toBeNull();
  });
});
