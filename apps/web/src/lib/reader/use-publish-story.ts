import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCachedStory } from '../story/story-cache';
import { publishStory } from './reader-api';

/** PUT /api/story/{uuid}/publish: the owner puts the story in the shared library or takes it out. */
export function usePublishStory(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isPublic: boolean) => publishStory(uuid, isPublic),
    onSuccess: ({ isPublic }) => {
      updateCachedStory(queryClient, uuid, (story) => ({ ...story, isPublic }));
      void queryClient.invalidateQueries({ queryKey: ['library'] });
    },
  });
}
