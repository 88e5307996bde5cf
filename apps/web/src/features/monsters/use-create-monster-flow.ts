import { CreateMonsterRequestSchema } from '@monstory/contracts/gamification';
import type { Monster } from '@monstory/contracts/gamification';
import { isSubscribed } from '@monstory/contracts/premium';
import { useState } from 'react';
import { isApiError } from '../../lib/api/api-errors';
import { useCreateMonster } from '../../lib/gamification/create-monster';
import { useProfile } from '../../lib/profile/profile-query';
import { useFeatureCosts } from '../../lib/purchase/premium-features-query';
import { openPurchaseOverlay } from '../../lib/purchase/purchase-overlay-store';
import { purchaseRequirementOf } from '../../lib/purchase/purchase-requirement';
import { usePurchaseGate } from '../../lib/purchase/use-purchase-gate';
import { refusalFromError } from '../../lib/safety/safety-refusal';
import type { SafetyRefusal } from '../../lib/safety/safety-refusal';

/** Why the description could not become a monster, as the page words it. */
export type MonsterFailure = 'too-short' | 'unsafe' | 'failed' | null;

/**
 * From the create button to a monster being drawn: checks the description, the price (docs/product.md#monsters
 * purchase gating, then the server's 402), and remembers the monster the server started.
 */
export function useCreateMonsterFlow({
  onRefused,
}: {
  /** The safety gate turned the description down: shown by the field, the words kept. */
  onRefused: (description: string, refusal: SafetyRefusal) => void;
}) {
  const profile = useProfile().data;
  const costs = useFeatureCosts();
  const gate = usePurchaseGate();
  const create = useCreateMonster();
  const [created, setCreated] = useState<Monster | null>(null);
  const [tooShort, setTooShort] = useState(false);

  const subscribed = profile
    ? isSubscribed(profile.subscription.subscriptionType, profile.subscription.isActive)
    : false;
  const cost = costs?.MONSTER ?? null;

  const submit = (description: string) => {
    const request = CreateMonsterRequestSchema.safeParse({ description });
    setTooShort(!request.success);
    if (!request.success) return;
    // Gate before sending when the price is known; otherwise the server's 402 decides.
    if (cost !== null && cost > 0 && !gate({ isPremiumOnly: false, creditsNeeded: cost })) return;
    create.mutate(request.data, {
      onSuccess: setCreated,
      onError: (error) => {
        const requirement = purchaseRequirementOf(error);
        if (requirement) openPurchaseOverlay(requirement);
        const refusal = refusalFromError(error);
        if (refusal) onRefused(request.data.description, refusal);
      },
    });
  };

  return {
    submit,
    created,
    /** Back to the description, e.g. to change it after a monster could not be drawn. */
    startOver: () => {
      create.reset();
      setCreated(null);
    },
    pending: create.isPending,
    failure: tooShort ? 'too-short' : failureOf(create.error),
    /** The call that failed, for wording a general failure. */
    error: create.error,
    subscribed,
    cost,
    balance: profile && !profile.isAnonymous ? profile.credits : null,
  } as const;
}

function failureOf(error: unknown): MonsterFailure {
  if (!error || purchaseRequirementOf(error)) return null;
  if (isApiError(error) && error.code === 'UNSAFE_REQUEST') return 'unsafe';
  if (isApiError(error) && error.code === 'VALIDATION_FAILED') return 'too-short';
  return 'failed';
}
