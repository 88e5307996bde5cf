import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { RefObject } from 'react';
import { fetchAudioTimings } from '../../lib/reader/reader-api';
import { groupWordsByParagraph, wordIndexAt } from '../../lib/reader/word-timings';
import type { AudioWord, WordsByParagraph } from '../../lib/reader/word-timings';
import { storyQueryKey } from '../../lib/story/story-query';
import { audioElement, usePlayerSource } from './audio-player-store';

/**
 * Read-along: while this story's narration is in the player, its word timings are loaded and the
 * word being spoken is marked in the text under `container` (`data-word` spans) and kept in view.
 * Each frame reads the audio clock and finds the word by binary search; only when the word
 * changes are two attributes touched. React renders nothing per frame. A reader who scrolls by
 * hand is not pulled back for a few seconds.
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

/** After the reader scrolls by hand, the text stays where they put it for this long. */
const HANDS_OFF_MS = 5_000;
const HAND_EVENTS = ['wheel', 'touchmove', 'keydown'] as const;

function followVoice(audio: HTMLAudioElement, root: HTMLElement, words: readonly AudioWord[]) {
  let frame = 0;
  let current = -1;
  let marked: Element | null = null;
  let handsAt = -Infinity;
  const onHands = () => {
    handsAt = performance.now();
  };

  const mark = () => {
    const index = wordIndexAt(words, audio.currentTime * 1000);
    if (index === current) return;
    current = index;
    marked?.removeAttribute('data-reading');
    marked = index < 0 ? null : root.querySelector(`[data-word="${index}"]`);
    if (!marked) return;
    marked.setAttribute('data-reading', 'true');
    if (performance.now() - handsAt > HANDS_OFF_MS) keepInView(marked);
  };
  const loop = () => {
    mark();
    frame = requestAnimationFrame(loop);
  };
  const start = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(loop);
  };
  const stop = () => {
    cancelAnimationFrame(frame);
    mark();
  };

  audio.addEventListener('play', start);
  audio.addEventListener('pause', stop);
  audio.addEventListener('seeked', mark);
  HAND_EVENTS.forEach((type) => window.addEventListener(type, onHands, { passive: true }));
  if (audio.paused) mark();
  else start();
  return () => {
    cancelAnimationFrame(frame);
    audio.removeEventListener('play', start);
    audio.removeEventListener('pause', stop);
    audio.removeEventListener('seeked', mark);
    HAND_EVENTS.forEach((type) => window.removeEventListener(type, onHands));
    marked?.removeAttribute('data-reading');
  };
}

/** Scrolls only when the word leaves the comfortable middle of the screen, gently if allowed. */
function keepInView(word: Element) {
  if (typeof word.scrollIntoView !== 'function') return;
  const { top, bottom } = word.getBoundingClientRect();
  const height = window.innerHeight;
  if (top >= height * 0.15 && bottom <= height * 0.7) return;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  word.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
}
