import { wordIndexAt } from './word-timings';
import type { AudioWord } from './word-timings';

/** After the reader scrolls by hand, the text stays where they put it for this long. */
const HANDS_OFF_MS = 5_000;
/** How long a scroll event may still come from our own (smooth) scroll to the word. */
const OWN_SCROLL_MS = 1_000;
const HAND_EVENTS = ['wheel', 'touchmove', 'keydown'] as const;

/**
 * Marks the word `audio` is speaking in the text under `root` (its `data-word` spans) with
 * `data-reading`, and keeps it in view. Each frame reads the audio clock and finds the word by
 * binary search; only when the word changes are two attributes touched, so React renders nothing
 * per frame. A reader who scrolls by hand is not pulled back for a few seconds. Returns the stop.
 */
export function followVoice(
  audio: HTMLAudioElement,
  root: HTMLElement,
  words: readonly AudioWord[],
) {
  let frame = 0;
  let current = -1;
  let marked: Element | null = null;
  let handsAt = -Infinity;
  let ownScrollUntil = -Infinity;
  const onHands = () => {
    handsAt = performance.now();
  };
  // A scroll we did not start (the scrollbar dragged, a link or focus moved the page) is a hand too.
  const onScroll = () => {
    if (performance.now() > ownScrollUntil) onHands();
  };
  const onScrollEnd = () => {
    ownScrollUntil = -Infinity;
  };

  const mark = () => {
    const index = wordIndexAt(words, audio.currentTime * 1000);
    if (index === current) return;
    current = index;
    marked?.removeAttribute('data-reading');
    marked = index < 0 ? null : root.querySelector(`[data-word="${index}"]`);
    if (!marked) return;
    marked.setAttribute('data-reading', 'true');
    if (performance.now() - handsAt <= HANDS_OFF_MS) return;
    if (keepInView(marked)) ownScrollUntil = performance.now() + OWN_SCROLL_MS;
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
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('scrollend', onScrollEnd, { passive: true });
  if (audio.paused) mark();
  else start();
  return () => {
    cancelAnimationFrame(frame);
    audio.removeEventListener('play', start);
    audio.removeEventListener('pause', stop);
    audio.removeEventListener('seeked', mark);
    HAND_EVENTS.forEach((type) => window.removeEventListener(type, onHands));
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('scrollend', onScrollEnd);
    marked?.removeAttribute('data-reading');
  };
}

/**
 * Scrolls only when the word leaves the comfortable middle of the screen, gently if allowed.
 * Says whether it scrolled.
 */
function keepInView(word: Element): boolean {
  if (typeof word.scrollIntoView !== 'function') return false;
  const { top, bottom } = word.getBoundingClientRect();
  const height = window.innerHeight;
  if (top >= height * 0.15 && bottom <= height * 0.7) return false;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  word.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  return true;
}
