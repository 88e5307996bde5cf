import { PremiumFeaturesResponseSchema } from '@monstory/contracts/premium';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { premiumFeatures } from './premium.service.js';

// GET /api/premium-features (docs/product.md#purchase-gating): every feature kind with its credit cost. Prices are not
// secret, and the generate screen shows them to guests too.
export const premiumRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/premium-features',
    {
      config: { access: 'public' },
      schema: { response: { 200: PremiumFeaturesResponseSchema } },
    },
    async () => ({ features: premiumFeatures(app.config.premiumFeatureCosts) }),
  );
};
