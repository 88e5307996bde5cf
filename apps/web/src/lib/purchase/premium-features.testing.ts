import { DEFAULT_FEATURE_COSTS } from '@monstory/contracts/premium';

/** The server's answer to GET /api/premium-features: the seeded prices. */
export const FEATURES = {
  status: 200,
  body: {
    features: Object.entries(DEFAULT_FEATURE_COSTS).map(([feature, creditCost]) => ({
      feature,
      creditCost,
    })),
  },
};
