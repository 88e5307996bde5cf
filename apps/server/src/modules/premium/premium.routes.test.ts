import { DEFAULT_FEATURE_COSTS } from '@monstory/contracts/premium';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp | undefined;
afterEach(() => t?.close());

describe('GET /api/premium-features', () => {
  it('lists every feature kind with its seeded cost', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/premium-features' });
    expect(response.statusCode).toBe(200);
    const { features } = response.json();
    expect(
      Object.fromEntries(
        features.map((f: { feature: string; creditCost: number }) => [f.feature, f.creditCost]),
      ),
    ).toEqual(DEFAULT_FEATURE_COSTS);
  });

  it('answers the costs PREMIUM_FEATURE_COSTS overrides', async () => {
    const { premiumFeatureCosts } = loadConfig({
      PREMIUM_FEATURE_COSTS: '{"STORY_WITH_IMAGES": 12, "STORY_AUDIO": 0}',
    });
    t = await createTestApp({ config: { premiumFeatureCosts } });
    const { features } = (
      await t.app.inject({ method: 'GET', url: '/api/premium-features' })
    ).json();
    expect(features).toContainEqual({ feature: 'STORY_WITH_IMAGES', creditCost: 12 });
    expect(features).toContainEqual({ feature: 'STORY_AUDIO', creditCost: 0 });
    expect(features).toContainEqual({
      feature: 'MONSTER',
      creditCost: DEFAULT_FEATURE_COSTS.MONSTER,
    });
  });

  it('refuses an override naming an unknown feature or a negative cost at start', () => {
    expect(() => loadConfig({ PREMIUM_FEATURE_COSTS: '{"STORY_FREE": 1}' })).toThrow(
      /PREMIUM_FEATURE_COSTS/,
    );
    expect(() => loadConfig({ PREMIUM_FEATURE_COSTS: '{"MONSTER": -1}' })).toThrow(
      /PREMIUM_FEATURE_COSTS/,
    );
    expect(() => loadConfig({ PREMIUM_FEATURE_COSTS: 'cheap' })).toThrow(/PREMIUM_FEATURE_COSTS/);
  });
});
