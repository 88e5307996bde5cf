import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followVoice } from './follow-voice';
import type { AudioWord } from './word-timings';

const words: AudioWord[] = [0, 1, 2].map((index) => ({
  paragraphIndex: 0,
  start: index * 5,
  end: index * 5 + 4,
  startMs: index * 1000,
  endMs: index * 1000 + 900,
}));

/** A paused audio element whose clock the test sets, then "seeks" to. */
function pausedAudio() {
  const audio = document.createElement('audio');
  Object.defineProperty(audio, 'paused', { value: true });
  let time = 0;
  Object.defineProperty(audio, 'currentTime', { get: () => time });
  return {
    audio,
    seek(ms: number) {
      time = ms / 1000;
      audio.dispatchEvent(new Event('seeked'));
    },
  };
}

/** Words placed far below the screen, so each new one needs a scroll. */
function textBelowTheFold() {
  const root = document.createElement('div');
  const scrolled = vi.fn();
  for (let index = 0; index < words.length; index += 1) {
    const span = document.createElement('span');
    span.dataset.word = String(index);
    span.getBoundingClientRect = () => ({ top: 5000, bottom: 5020 }) as DOMRect;
    span.scrollIntoView = scrolled;
    root.append(span);
  }
  document.body.append(root);
  return { root, scrolled };
}

describe('followVoice', () => {
  let now = 0;
  beforeEach(() => {
    now = 10_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('marks the spoken word and brings it into view', () => {
    const { audio, seek } = pausedAudio();
    const { root, scrolled } = textBelowTheFold();
    const stop = followVoice(audio, root, words);
    expect(scrolled).toHaveBeenCalledTimes(1);
    seek(1500);
    expect(root.querySelector('[data-reading="true"]')?.getAttribute('data-word')).toBe('1');
    expect(scrolled).toHaveBeenCalledTimes(2);
    stop();
    expect(root.querySelector('[data-reading]')).toBeNull();
  });

  it('leaves the page where a scroll it did not start put it, such as a dragged scrollbar', () => {
    const { audio, seek } = pausedAudio();
    const { root, scrolled } = textBelowTheFold();
    const stop = followVoice(audio, root, words);
    scrolled.mockClear();
    now += 2_000;
    window.dispatchEvent(new Event('scroll'));
    seek(1500);
    expect(scrolled).not.toHaveBeenCalled();
    now += 6_000;
    seek(2500);
    expect(scrolled).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not take the scroll it started itself for the reader’s hand', () => {
    const { audio, seek } = pausedAudio();
    const { root, scrolled } = textBelowTheFold();
    const stop = followVoice(audio, root, words);
    window.dispatchEvent(new Event('scroll'));
    seek(1500);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scrollend'));
    seek(2500);
    expect(scrolled).toHaveBeenCalledTimes(3);
    stop();
  });

  it('stops listening when stopped', () => {
    const { audio, seek } = pausedAudio();
    const { root, scrolled } = textBelowTheFold();
    followVoice(audio, root, words)();
    scrolled.mockClear();
    seek(2500);
    expect(scrolled).not.toHaveBeenCalled();
    expect(root.querySelector('[data-reading]')).toBeNull();
  });
});
