import type { Story } from '@monstory/contracts/story';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCachedStory } from '../story/story-cache';
import { storyQueryKey } from '../story/story-query';
import { withMyRating } from './rating-math';
import type { RatingFacts } from './rating-math';
import { rateStory } from './reader-api';

const factsOf = ({ ratingAverage, ratingCount, myRating }: Story): RatingFacts => ({
  ratingAverage,
  ratingCount,
  myRating,
});

/**
 * PUT /api/story/{uuid}/rating, shown at once: the stars and the average change on the tap and
 * go back to what they were if the server refuses.
 */
export function useRateStory(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) => rateStory(uuid, rating),
    onMutate: (rating: number) => {
      const story = queryClient.getQueryData<Story>(storyQueryKey(uuid));
      const before = story ? factsOf(story) : null;
      if (before)
        updateCachedStory(queryClient, uuid, (s) => ({ ...s, ...withMyRating(before, rating) }));
      return { before };
    },
    onError: (_error, _rating, context) => {
      const before = context?.before;
      if (before) updateCachedStory(queryClient, uuid, (s) => ({ ...s, ...before }));
    },
    onSuccess: (answer) => {
      updateCachedStory(queryClient, uuid, (s) => ({ ...s, ...answer }));
      // Best-rated shelves and rating filters change with it.
      void queryClient.invalidateQueries({ queryKey: ['library'] });
    },
  });
}
