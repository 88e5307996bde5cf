import { useSyncExternalStore } from 'react';
import { holdWhilePlaying } from '../offline/app-update';
import { ListeningMeter } from '../reader/listening-meter';
import { postListening } from '../reader/reader-api';
import { clearMediaSession, setUpMediaSession, showInMediaSession } from './media-session';
import type { PlayerSource } from './player-source';
import { currentPlayerSource, setPlayerSource } from './player-source';

export { usePlayerSource } from './player-source';
export type { PlayerSource } from './player-source';

// The shell's one narration player (Shell, docs/product.md#shell). The audio element lives here, outside React,
// so a tap on "play" starts it within the tap (iOS only allows that) and it keeps playing while
// the child moves between screens. The player bar shows it; read-along reads its clock.

export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5] as const;

export interface Playback {
  playing: boolean;
  /** Seconds. */
  position: number;
  /** Seconds; 0 until the audio's length is known. */
  duration: number;
  rate: number;
}

type Listener = () => void;

let playback: Playback = { playing: false, position: 0, duration: 0, rate: 1 };
let element: HTMLAudioElement | null = null;
const meter = new ListeningMeter();
const playbackListeners = new Set<Listener>();

function report(seconds: number) {
  const source = currentPlayerSource();
  if (!source || seconds <= 0) return;
  postListening(source.uuid, seconds).catch((error: unknown) =>
    console.warn('Listening time was not saved', error),
  );
}

function refresh(audio: HTMLAudioElement) {
  playback = {
    playing: !audio.paused && !audio.ended,
    position: Number.isFinite(audio.currentTime) ? audio.currentTime : 0,
    duration: Number.isFinite(audio.duration) ? audio.duration : 0,
    rate: audio.playbackRate,
  };
  playbackListeners.forEach((listener) => listener());
}

function wire(audio: HTMLAudioElement) {
  audio.addEventListener('play', () => {
    meter.from(audio.currentTime);
    refresh(audio);
  });
  audio.addEventListener('timeupdate', () => {
    if (!audio.paused) report(meter.tick(audio.currentTime, audio.playbackRate));
    refresh(audio);
  });
  audio.addEventListener('seeking', () => meter.from(audio.currentTime));
  for (const stopped of ['pause', 'ended'] as const) {
    audio.addEventListener(stopped, () => {
      report(meter.stop());
      refresh(audio);
    });
  }
  for (const changed of ['loadedmetadata', 'durationchange', 'ratechange', 'emptied'] as const) {
    audio.addEventListener(changed, () => refresh(audio));
  }
  // A new release of the app waits until the narration stops (the update reloads the page).
  holdWhilePlaying(audio);
  // Closing the tab while listening still counts what was heard.
  window.addEventListener('pagehide', () => report(meter.stop()));
  setUpMediaSession({
    play: () => play(audio),
    pause: () => audio.pause(),
    seekTo,
    close: closePlayer,
    position: () => audio.currentTime,
  });
}

/** The one audio element, made on first use. */
export function audioElement(): HTMLAudioElement {
  if (!element) {
    element = document.createElement('audio');
    element.preload = 'metadata';
    element.dataset.shellPlayer = '';
    wire(element);
  }
  return element;
}

/** Puts a story's narration in the player and starts it (call it from the tap). */
export function playStory(next: PlayerSource): void {
  const audio = audioElement();
  if (currentPlayerSource()?.src !== next.src) {
    report(meter.stop());
    audio.src = next.src;
    audio.playbackRate = playback.rate;
    audio.defaultPlaybackRate = playback.rate;
  }
  setPlayerSource(next);
  showInMediaSession(next);
  play(audio);
}

function play(audio: HTMLAudioElement) {
  // A refusal (autoplay rules, a broken file) leaves the player showing "play".
  audio.play().catch(() => refresh(audio));
}

export function togglePlay(): void {
  const audio = audioElement();
  if (audio.paused) play(audio);
  else audio.pause();
}

export function seekTo(seconds: number): void {
  const audio = audioElement();
  const end = Number.isFinite(audio.duration) ? audio.duration : seconds;
  audio.currentTime = Math.min(Math.max(0, seconds), end);
  meter.from(audio.currentTime);
  refresh(audio);
}

export function setPlaybackRate(rate: number): void {
  const audio = audioElement();
  audio.playbackRate = rate;
  audio.defaultPlaybackRate = rate;
  refresh(audio);
}

/** Stops the narration, reports what was heard and hides the player. */
export function closePlayer(): void {
  if (!currentPlayerSource() || !element) return;
  element.pause();
  report(meter.stop());
  element.removeAttribute('src');
  element.load();
  setPlayerSource(null);
  clearMediaSession();
  refresh(element);
}

const subscribe = (listeners: Set<Listener>) => (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const subscribePlayback = subscribe(playbackListeners);

/** Position, length, speed and state, several times a second while playing: the bar only. */
export function usePlayback(): Playback {
  return useSyncExternalStore(
    subscribePlayback,
    () => playback,
    () => playback,
  );
}
