import { CreateStoryResponseSchema } from '@monstory/contracts/story';
import type { CreateStoryRequest, CreateStoryResponse } from '@monstory/contracts/story';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../api/api-client';
import { PROFILE_QUERY_KEY } from '../profile/profile-query';

/**
 * POST /api/story: answers 202 with the new story's uuid at once; the text follows over the
 * story's event stream. Safe to repeat: the `clientRequestId` makes a retry find the first try.
 */
export function postCreateStory(request: CreateStoryRequest): Promise<CreateStoryResponse> {
  return apiPost('/story', request, { schema: CreateStoryResponseSchema, idempotent: true });
}

export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCreateStory,
    // Credits and the guest's story count changed. Not awaited: the story view must not wait
    // for a profile refetch before it opens.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
  });
}
