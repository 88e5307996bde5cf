import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { RefObject } from 'react';
import { fetchAudioTimings } from '../reader/reader-api';
import { followVoice } from '../reader/follow-voice';
import { groupWordsByParagraph } from '../reader/word-timings';
import type { WordsByParagraph } from '../reader/word-timings';
import { storyQueryKey } from '../story/story-query';
import { audioElement, usePlayerSource } from './audio-player-store';

/**
 * Read-along: while this story's narration is in the player, its word timings are loaded and the
 * word being spoken is marked in the text under `container` (`data-word` spans) and kept in view
 * (followVoice).
 */
export function useReadAlong(
  uuid: string,
  container: RefObject<HTMLElement | null>,
): WordsByParagraph | null {
  const active = usePlayerSource()?.uuid === uuid;
  const timings = useQuery({
    queryKey: [...storyQueryKey(uuid), 'timings'],
    queryFn: ({ signal }) => fetchAudioTimings(uuid, signal),
    enabled: active,
    staleTime: Infinity,
  });
  const words = active ? timings.data?.words : undefined;
  const byParagraph = useMemo(() => (words ? groupWordsByParagraph(words) : null), [words]);

  useEffect(() => {
    const root = container.current;
    if (!words || !root) return;
    return followVoice(audioElement(), root, words);
  }, [words, container]);

  return byParagraph;
}
