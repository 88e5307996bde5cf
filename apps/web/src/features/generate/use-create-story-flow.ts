import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useProfile, PROFILE_QUERY_KEY } from '../../lib/profile/profile-query';
import { useFeatureCosts } from '../../lib/purchase/premium-features-query';
import { openPurchaseOverlay } from '../../lib/purchase/purchase-overlay-store';
import { purchaseRequirementOf } from '../../lib/purchase/purchase-requirement';
import { usePurchaseGate } from '../../lib/purchase/use-purchase-gate';
import { useCreateStory } from '../../lib/story/create-story';
import { refusalFromError } from '../../lib/safety/safety-refusal';
import type { SafetyRefusal } from '../../lib/safety/safety-refusal';
import { preopenLiveStory } from '../../lib/story/live-story-followers';
import { classifyCreateError, dailyLimitOf } from './create-error';
import { isCompleteForm, toCreateRequest, validateGenerateForm } from './generate-form';
import type { GenerateErrors, GenerateForm } from './generate-form';
import { randomUuid } from './random-uuid';
import { isQuoteCertain, quoteForm } from './story-quote';

export type FlowDialog = 'terms' | 'limit' | null;

const SECTION_ORDER = ['age', 'genre', 'length', 'addons'] as const;

/**
 * From the create button to the story: checks the form (docs/product.md#story-pipeline), the terms, a guest's story
 * limit and the price (docs/product.md#purchase-gating purchase gating), then POST /api/story and on to the story view.
 * A retry after a failure reuses the request id, so it can never make or charge twice.
 */
export function useCreateStoryFlow(
  form: GenerateForm,
  {
    voiceUuid,
    heroMonsterId,
    onCreated,
    onRefused,
  }: {
    voiceUuid: string | undefined;
    heroMonsterId?: string | undefined;
    onCreated: () => void;
    /** The safety gate turned the description down: shown by the field, the words kept. */
    onRefused: (summary: string, refusal: SafetyRefusal) => void;
  },
) {
  const profile = useProfile().data;
  const costs = useFeatureCosts();
  const gate = usePurchaseGate();
  const create = useCreateStory();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [submitted, setSubmitted] = useState(false);
  const [dialog, setDialog] = useState<FlowDialog>(null);
  const attempt = useRef<{ form: string; id: string } | null>(null);

  const errors: GenerateErrors = submitted ? validateGenerateForm(form) : {};
  const quote = quoteForm(form, profile, costs);
  const failure = create.error ? classifyCreateError(create.error) : null;

  const requestId = () => {
    const key = JSON.stringify([form, heroMonsterId]);
    if (attempt.current?.form !== key) attempt.current = { form: key, id: randomUuid() };
    return attempt.current.id;
  };

  const submit = (options: { termsJustAccepted?: boolean } = {}) => {
    setSubmitted(true);
    const found = validateGenerateForm(form);
    const first = SECTION_ORDER.find((section) => found[section]);
    if (first || !isCompleteForm(form)) {
      if (first) focusSection(first);
      return;
    }
    if (profile && !profile.termsAccepted && !options.termsJustAccepted) {
      setDialog('terms');
      return;
    }
    const guest = profile?.anonymousUser;
    if (guest && guest.storiesCreated >= guest.allowedStories) {
      setDialog('limit');
      return;
    }
    // docs/product.md#purchase-gating gating before sending, when the price is sure; otherwise the server's 402 decides.
    const requirement = { isPremiumOnly: false, creditsNeeded: quote?.credits ?? 0 };
    const certain = profile !== undefined && isQuoteCertain(profile);
    if (certain && requirement.creditsNeeded > 0 && !gate(requirement)) return;
    const request = toCreateRequest(form, {
      clientRequestId: requestId(),
      voiceUuid,
      heroMonsterId,
    });
    create.mutate(request, {
      onSuccess: (answer) => {
        attempt.current = null;
        onCreated();
        // The words start streaming while the story page loads.
        preopenLiveStory(queryClient, answer.uuid);
        const interactive = answer.status === 'DRAFT' || form.addons.interactive;
        const path = interactive ? `/story/draft/${answer.uuid}` : `/story/${answer.uuid}`;
        void navigate(`${path}?storyIsStreamed=true`);
      },
      onError: (error) => {
        const kind = classifyCreateError(error);
        if (kind === 'purchase') {
          const requirement = purchaseRequirementOf(error);
          if (requirement) openPurchaseOverlay(requirement);
        }
        if (kind === 'limit' || kind === 'terms') {
          setDialog(kind);
          void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
        }
        const refusal = kind === 'unsafe' ? refusalFromError(error) : null;
        if (refusal) onRefused(request.summary ?? '', refusal);
      },
    });
  };

  return {
    submit,
    errors,
    quote,
    balance: profile && !profile.isAnonymous ? profile.credits : null,
    pending: create.isPending,
    /** Shown as "Could not create story: …" with retry and cancel. */
    failedError: failure === 'failed' ? create.error : null,
    /** Today's quota is used: said in the family's language, without a retry. */
    dailyLimit: failure === 'daily' ? dailyLimitOf(create.error) : null,
    cancel: () => {
      attempt.current = null;
      create.reset();
    },
    dialog,
    closeDialog: () => setDialog(null),
    isGuest: profile?.isAnonymous ?? false,
    termsDeclined: profile?.termsDeclined ?? false,
  };
}

function focusSection(section: string) {
  const element = document.getElementById(`generate-${section}`);
  const calm = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element?.scrollIntoView?.({ behavior: calm ? 'auto' : 'smooth', block: 'center' });
  element?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus({ preventScroll: true });
}
