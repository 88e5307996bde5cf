import { CreateStoryResponseSchema } from '@monstory/contracts/story';
import type { CreateStoryResponse } from '@monstory/contracts/story';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../api/api-client';
import { updateCachedStory } from './story-cache';
import { storyPath } from './story-query';

/** POST /api/story/{uuid}/retry: a failed story is written again (at no new charge). */
export function postRetryStory(uuid: string): Promise<CreateStoryResponse> {
  return apiPost(`${storyPath(uuid)}/retry`, undefined, {
    schema: CreateStoryResponseSchema,
    idempotent: true,
  });
}

export function useRetryStory(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postRetryStory(uuid),
    // Writing again from the start: the live story reconnects and the words arrive anew.
    onSuccess: (answer) =>
      updateCachedStory(queryClient, uuid, (story) => ({
        ...story,
        status: answer.status,
        error: null,
        choices: null,
        paragraphs: [],
      })),
  });
}
