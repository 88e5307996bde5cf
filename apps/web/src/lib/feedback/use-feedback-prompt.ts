import type { FeedbackStatus, FeedbackSubmitRequest } from '@monstory/contracts/library';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  FEEDBACK_STATUS_KEY,
  declineFeedback,
  fetchFeedbackStatus,
  submitFeedback,
} from './feedback-api';

const CLEARED: FeedbackStatus = { shouldShowFeedback: false, questions: [] };

/**
 * docs/product.md#feedback feedback: asked for each time a read counts (the server decides when it is time). The
 * prompt is cleared after a submit or a decline, everywhere at once.
 */
export function useFeedbackPrompt(uuid: string, readCounted: boolean) {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: [...FEEDBACK_STATUS_KEY, uuid],
    queryFn: ({ signal }) => fetchFeedbackStatus(signal),
    enabled: readCounted,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  useEffect(() => {
    if (status.error) console.warn('Feedback status could not be read', status.error);
  }, [status.error]);

  const clear = () => queryClient.setQueriesData({ queryKey: FEEDBACK_STATUS_KEY }, CLEARED);
  const submit = useMutation({
    mutationFn: (body: FeedbackSubmitRequest) => submitFeedback(body),
    onSuccess: clear,
  });

  const data = status.data;
  return {
    questions: data?.shouldShowFeedback && data.questions.length > 0 ? data.questions : null,
    submit,
    decline: () => {
      clear();
      void declineFeedback();
    },
  };
}
