import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_COSTS as costs, gatePurchase, quoteStory, storyFeatures } from './premium';
import type { QuoteInput } from './premium';

const free: Omit<QuoteInput, 'length' | 'addons'> = {
  subscriptionType: 'FREE',
  subscriptionActive: false,
  firstStory: false,
};
const none = { images: false, audio: false, interactive: false };

describe('quoteStory', () => {
  it('text stories are free for everyone', () => {
    expect(quoteStory({ ...free, length: 'SHORT', addons: none }, costs)).toEqual({
      credits: 0,
      features: [],
      free: 'text-only',
    });
  });

  it('a free user pays for images, audio, long and interactive', () => {
    const both = quoteStory(
      { ...free, length: 'LONG', addons: { ...none, images: true, audio: true } },
      costs,
    );
    expect(both.features).toEqual(['STORY_LONG', 'STORY_WITH_IMAGES_AND_AUDIO']);
    expect(both.credits).toBe(costs.STORY_LONG + costs.STORY_WITH_IMAGES_AND_AUDIO);
    expect(
      quoteStory({ ...free, length: 'SHORT', addons: { ...none, interactive: true } }, costs)
        .credits,
    ).toBe(costs.STORY_INTERACTIVE);
  });

  it('the first story is free with every add-on', () => {
    const quote = quoteStory(
      { ...free, firstStory: true, length: 'LONG', addons: { ...none, images: true, audio: true } },
      costs,
    );
    expect(quote).toMatchObject({ credits: 0, free: 'first-story' });
  });

  it('subscribers pay only for narration', () => {
    const sub = { ...free, subscriptionType: 'PREMIUM' as const, subscriptionActive: true };
    expect(
      quoteStory({ ...sub, length: 'LONG', addons: { ...none, images: true } }, costs),
    ).toMatchObject({
      credits: 0,
      free: 'subscription',
    });
    expect(
      quoteStory({ ...sub, length: 'LONG', addons: { ...none, images: true, audio: true } }, costs)
        .credits,
    ).toBe(costs.STORY_WITH_AUDIO);
  });

  it('an inactive subscription counts as free', () => {
    const lapsed = { ...free, subscriptionType: 'MINI' as const, subscriptionActive: false };
    expect(
      quoteStory({ ...lapsed, length: 'SHORT', addons: { ...none, images: true } }, costs).credits,
    ).toBe(costs.STORY_WITH_IMAGES);
  });

  it('names single add-ons by their own feature', () => {
    expect(storyFeatures('SHORT', { ...none, audio: true })).toEqual(['STORY_WITH_AUDIO']);
    expect(storyFeatures('MEDIUM', { ...none, images: true })).toEqual(['STORY_WITH_IMAGES']);
  });
});

describe('gatePurchase', () => {
  const state = { subscriptionType: 'FREE' as const, subscriptionActive: false, credits: 10 };
  it('proceeds for subscribers whatever the requirement', () => {
    expect(
      gatePurchase(
        { isPremiumOnly: true, creditsNeeded: 99 },
        { ...state, subscriptionType: 'MINI', subscriptionActive: true },
      ),
    ).toBe('proceed');
  });
  it('proceeds with enough credits when not premium-only', () => {
    expect(gatePurchase({ isPremiumOnly: false, creditsNeeded: 10 }, state)).toBe('proceed');
    expect(gatePurchase({ isPremiumOnly: false, creditsNeeded: 11 }, state)).toBe('purchase');
  });
  it('asks for a purchase when premium-only', () => {
    expect(gatePurchase({ isPremiumOnly: true, creditsNeeded: 0 }, state)).toBe('purchase');
  });
});
