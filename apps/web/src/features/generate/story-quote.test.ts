import { DEFAULT_FEATURE_COSTS } from '@monstory/contracts/premium';
import type { Profile } from '@monstory/contracts/profile';
import { describe, expect, it } from 'vitest';
import { testProfile } from '../../lib/auth/auth-fixtures.testing';
import { EMPTY_FORM } from './generate-form';
import type { GenerateForm } from './generate-form';
import { featureBadge, isFirstStoryFree, quoteForm } from './story-quote';

const costs = { ...DEFAULT_FEATURE_COSTS, STORY_WITH_IMAGES: 12 };
const form = (
  addons: Partial<GenerateForm['addons']>,
  length: GenerateForm['length'] = 'SHORT',
) => ({
  ...EMPTY_FORM,
  length,
  addons: { ...EMPTY_FORM.addons, ...addons },
});
const premium: Profile = testProfile({
  subscription: { isActive: true, subscriptionType: 'PREMIUM', initialPaymentPlatform: 'EXTERNAL' },
});
const freshGuest = testProfile({
  isAnonymous: true,
  anonymousUser: { storiesCreated: 0, allowedStories: 1 },
});

describe('story quote on the generate screen', () => {
  it('is unknown until the profile and prices are in', () => {
    expect(quoteForm(form({}), undefined, costs)).toBeNull();
    expect(quoteForm(form({}), testProfile(), null)).toBeNull();
  });

  it('says text-only stories are free and prices paid choices for a free user', () => {
    expect(quoteForm(form({}), testProfile(), costs)).toMatchObject({
      credits: 0,
      free: 'text-only',
    });
    expect(quoteForm(form({ images: true }, 'LONG'), testProfile(), costs)).toMatchObject({
      credits: 12 + DEFAULT_FEATURE_COSTS.STORY_LONG,
      free: null,
    });
  });

  it("gives a guest's first story away with everything on", () => {
    expect(isFirstStoryFree(freshGuest)).toBe(true);
    expect(quoteForm(form({ images: true, audio: true }), freshGuest, costs)).toMatchObject({
      credits: 0,
      free: 'first-story',
    });
    const usedGuest = { ...freshGuest, anonymousUser: { storiesCreated: 1, allowedStories: 1 } };
    expect(isFirstStoryFree(usedGuest)).toBe(false);
  });

  it("follows the server's freeStoryAvailable when the profile carries it", () => {
    const told = { ...testProfile(), freeStoryAvailable: true } as Profile;
    expect(isFirstStoryFree(told)).toBe(true);
    expect(isFirstStoryFree({ ...freshGuest, freeStoryAvailable: false } as Profile)).toBe(false);
  });

  it('lets subscribers make picture stories free and pay only for narration', () => {
    expect(quoteForm(form({ images: true }, 'LONG'), premium, costs)).toMatchObject({
      credits: 0,
      free: 'subscription',
    });
    expect(quoteForm(form({ audio: true }), premium, costs)?.credits).toBe(
      DEFAULT_FEATURE_COSTS.STORY_WITH_AUDIO,
    );
  });

  it('badges each paid choice with its price, a crown, or nothing', () => {
    expect(featureBadge('STORY_WITH_IMAGES', testProfile(), costs)).toEqual({
      credits: 12,
      included: false,
    });
    expect(featureBadge('STORY_WITH_IMAGES', premium, costs)).toEqual({
      credits: 0,
      included: true,
    });
    expect(featureBadge('STORY_WITH_AUDIO', premium, costs)?.included).toBe(false);
    expect(featureBadge('STORY_LONG', freshGuest, costs)).toBeNull();
    expect(featureBadge('STORY_LONG', testProfile(), null)).toBeNull();
  });
});
