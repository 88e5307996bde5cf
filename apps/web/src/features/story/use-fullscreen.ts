import { useCallback, useSyncExternalStore } from 'react';

// The Fullscreen API, where the browser has it (iPhone Safari does not for pages).

function subscribe(listener: () => void) {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
}

const isFullscreen = () =>
  document.fullscreenElement !== null && document.fullscreenElement !== undefined;

export function useFullscreen() {
  const active = useSyncExternalStore(subscribe, isFullscreen, () => false);
  const supported = typeof document.documentElement.requestFullscreen === 'function';
  const toggle = useCallback(() => {
    const request = active
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    // A refusal (no user gesture, an iframe without permission) leaves the page as it was.
    void request.catch(() => {});
  }, [active]);
  return { active, supported, toggle };
}
