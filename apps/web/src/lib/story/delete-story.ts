import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../api/api-client';
import { dropKeptStory } from '../offline/drop-kept-story';
import { PROFILE_QUERY_KEY } from '../profile/profile-query';
import { storyPath, storyQueryKey } from './story-query';

/** DELETE /api/story/{uuid} (the owner only). */
export function deleteStory(uuid: string): Promise<unknown> {
  return apiDelete(storyPath(uuid), { idempotent: true });
}

export function useDeleteStory(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteStory(uuid),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: storyQueryKey(uuid) });
      void queryClient.invalidateQueries({ queryKey: ['stories'] });
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      dropKeptStory(uuid);
    },
  });
}
