import { StorySchema } from '@monstory/contracts/story';
import type { Story } from '@monstory/contracts/story';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../api/api-client';
import { PROFILE_QUERY_KEY } from '../profile/profile-query';
import { storyPath, storyQueryKey } from './story-query';

/** POST /api/story/{uuid}/audio/generate: answers the story (202) with audio GENERATING. */
export function postGenerateAudio(uuid: string, voiceUuid?: string): Promise<Story> {
  return apiPost(`${storyPath(uuid)}/audio/generate`, voiceUuid ? { voiceUuid } : {}, {
    schema: StorySchema,
  });
}

/**
 * docs/product.md#shell: the story's audio becomes GENERATING as soon as narration is asked for. While the
 * call is on its way the screen shows it from `isPending`; the answer then puts the story in the
 * cache, which makes the live story follow the stream until the narration is ready.
 */
export function useGenerateAudio(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (voiceUuid?: string) => postGenerateAudio(uuid, voiceUuid),
    onSuccess: (story) => {
      queryClient.setQueryData(storyQueryKey(uuid), story);
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
  });
}
