import { StorySchema } from '@monstory/contracts/story';
import type { ChooseRequest, Story } from '@monstory/contracts/story';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../api/api-client';
import { storyQueryKey } from './story-query';

/** POST /api/story/draft/{uuid}/choose {choiceId}: answers the draft, its next part on the way. */
export function postChoose(uuid: string, request: ChooseRequest): Promise<Story> {
  return apiPost(`/story/draft/${encodeURIComponent(uuid)}/choose`, request, {
    schema: StorySchema,
  });
}

/** No choices pending means "the next part is being written": the stream is followed again. */
export function useChooseStoryPath(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choiceId: string) => postChoose(uuid, { choiceId }),
    onSuccess: (story) => queryClient.setQueryData(storyQueryKey(uuid), story),
  });
}
