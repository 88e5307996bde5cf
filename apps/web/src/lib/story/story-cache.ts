import type { Story } from '@monstory/contracts/story';
import type { QueryClient } from '@tanstack/react-query';
import { storyQueryKey } from './story-query';

/** Changes the cached story, if there is one. */
export function updateCachedStory(
  queryClient: QueryClient,
  uuid: string,
  change: (story: Story) => Story,
): void {
  queryClient.setQueryData<Story>(storyQueryKey(uuid), (story) => story && change(story));
}
