import { PremiumFeaturesResponseSchema, costTable } from '@monstory/contracts/premium';
import type { PremiumFeatureKind } from '@monstory/contracts/enums';
import type { PremiumFeaturesResponse } from '@monstory/contracts/premium';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api/api-client';
import { useAuthState } from '../auth/auth-context';

export const PREMIUM_FEATURES_QUERY_KEY = ['premium-features'] as const;

/** GET /api/premium-features: what each paid feature costs in credits. */
export function fetchPremiumFeatures(signal?: AbortSignal): Promise<PremiumFeaturesResponse> {
  return apiGet('/premium-features', { schema: PremiumFeaturesResponseSchema, signal });
}

export function premiumFeaturesQueryOptions() {
  return queryOptions({
    queryKey: PREMIUM_FEATURES_QUERY_KEY,
    queryFn: ({ signal }) => fetchPremiumFeatures(signal),
    staleTime: 30 * 60_000,
  });
}

/**
 * The cost of every feature, for signed-in users only (docs/product.md#purchase-gating). Until the list arrives (or if
 * it cannot) `costs` is null, and screens show no price rather than a guessed one.
 */
export function useFeatureCosts(): Record<PremiumFeatureKind, number> | null {
  const signedIn = useAuthState().user !== null;
  const query = useQuery({
    ...premiumFeaturesQueryOptions(),
    enabled: signedIn,
    select: (answer) => costTable(answer.features),
  });
  return query.data ?? null;
}
