import { vi } from 'vitest';

// jsdom has media elements without media: these stand in for the audio clock and the frames, so
// tests move time by hand ("the narration is now at 12.5 s") instead of waiting for it.

interface MediaState {
  paused: boolean;
  currentTime: number;
  duration: number;
}

export function installFakeMedia() {
  const states = new WeakMap<HTMLMediaElement, MediaState>();
  const state = (media: HTMLMediaElement): MediaState => {
    let found = states.get(media);
    if (!found) {
      found = { paused: true, currentTime: 0, duration: Number.NaN };
      states.set(media, found);
    }
    return found;
  };
  const fire = (media: HTMLMediaElement, ...types: string[]) =>
    types.forEach((type) => media.dispatchEvent(new Event(type)));
  const proto = HTMLMediaElement.prototype;

  vi.spyOn(proto, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return state(this).paused;
  });
  vi.spyOn(proto, 'ended', 'get').mockReturnValue(false);
  vi.spyOn(proto, 'duration', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return state(this).duration;
  });
  vi.spyOn(proto, 'currentTime', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return state(this).currentTime;
  });
  vi.spyOn(proto, 'currentTime', 'set').mockImplementation(function (
    this: HTMLMediaElement,
    seconds: number,
  ) {
    state(this).currentTime = seconds;
    fire(this, 'seeking', 'seeked', 'timeupdate');
  });
  vi.spyOn(proto, 'play').mockImplementation(function (this: HTMLMediaElement) {
    state(this).paused = false;
    fire(this, 'play', 'playing');
    return Promise.resolve();
  });
  vi.spyOn(proto, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    if (state(this).paused) return;
    state(this).paused = true;
    fire(this, 'pause');
  });
  vi.spyOn(proto, 'load').mockImplementation(function (this: HTMLMediaElement) {
    Object.assign(state(this), { paused: true, currentTime: 0, duration: Number.NaN });
    fire(this, 'emptied');
  });

  const audio = () => {
    const found = document.querySelector('audio');
    if (!found) throw new Error('no audio element in the page');
    return found;
  };
  return {
    audio,
    /** The file's length became known. */
    setDuration(seconds: number) {
      state(audio()).duration = seconds;
      fire(audio(), 'loadedmetadata', 'durationchange');
    },
    /** The narration played on to `seconds`, reporting the time as a browser does. */
    playTo(seconds: number, step = 0.25) {
      const media = audio();
      for (let t = state(media).currentTime + step; t <= seconds + 1e-9; t += step) {
        state(media).currentTime = t;
        fire(media, 'timeupdate');
      }
    },
  };
}

/** Animation frames that run only when the test says so. */
export function installFakeFrames() {
  const pending = new Map<number, FrameRequestCallback>();
  let next = 1;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    pending.set(next, callback);
    return next++;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
    pending.delete(id);
  });
  return {
    /** Runs the frames asked for so far (those they ask for wait for the next call). */
    runFrame() {
      const now = [...pending.entries()];
      pending.clear();
      now.forEach(([, callback]) => callback(performance.now()));
    },
    get waiting() {
      return pending.size;
    },
  };
}
