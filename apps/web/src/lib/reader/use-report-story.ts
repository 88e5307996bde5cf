import type { ReportStoryRequest } from '@monstory/contracts/library';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dropKeptStory } from '../offline/drop-kept-story';
import { storyQueryKey } from '../story/story-query';
import { dropStoryFromLists } from './drop-story-from-lists';
import { reportStory } from './reader-api';

/**
 * POST /api/story/{uuid}/report. Once it is through the story leaves every cached list; call
 * `forget` after leaving the story's screen, so nothing there asks for it again.
 */
export function useReportStory(uuid: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (report: ReportStoryRequest) => reportStory(uuid, report),
    onSuccess: () => {
      dropStoryFromLists(queryClient, uuid);
      dropKeptStory(uuid);
    },
  });
  const forget = () => queryClient.removeQueries({ queryKey: storyQueryKey(uuid) });
  return { ...mutation, forget };
}
