import { PremiumFeatureKind } from '@monstory/contracts/enums';
import { DEFAULT_FEATURE_COSTS } from '@monstory/contracts/premium';
import { z } from 'zod';

// PREMIUM_FEATURE_COSTS: a JSON object overriding some of the seeded credit costs, e.g.
// `{"STORY_WITH_IMAGES": 12, "STORY_AUDIO": 8}`. Unknown features are refused at start.

export type FeatureCosts = Record<PremiumFeatureKind, number>;

const Overrides = z
  .object(
    Object.fromEntries(
      PremiumFeatureKind.map((kind) => [kind, z.number().int().min(0).max(100_000).optional()]),
    ) as Record<PremiumFeatureKind, z.ZodOptional<z.ZodNumber>>,
  )
  .strict();

export const FeatureCostsEnvSchema = z
  .string()
  .transform((raw, ctx) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object of feature → credits' });
      return z.NEVER;
    }
  })
  .pipe(Overrides);

/** The seeded defaults with the environment's overrides applied. */
export function featureCosts(overrides: z.output<typeof Overrides> | undefined): FeatureCosts {
  const table = { ...DEFAULT_FEATURE_COSTS };
  for (const kind of PremiumFeatureKind) {
    const value = overrides?.[kind];
    if (value !== undefined) table[kind] = value;
  }
  return table;
}
