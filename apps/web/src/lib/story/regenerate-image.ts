import { StorySchema } from '@monstory/contracts/story';
import type { Story } from '@monstory/contracts/story';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../api/api-client';
import { storyPath, storyQueryKey } from './story-query';

/** POST /api/story/{uuid}/images/{index}/regenerate (owner only, a few times per story). */
export function postRegenerateImage(uuid: string, paragraphIndex: number): Promise<Story> {
  return apiPost(`${storyPath(uuid)}/images/${paragraphIndex}/regenerate`, undefined, {
    schema: StorySchema,
  });
}

/** The answer shows the picture REGENERATING; the new one arrives over the story's stream. */
export function useRegenerateImage(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paragraphIndex: number) => postRegenerateImage(uuid, paragraphIndex),
    onSuccess: (story) => queryClient.setQueryData(storyQueryKey(uuid), story),
  });
}
