import { useEffect, useState } from 'react';

const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * False once the page has been hidden (another tab, the phone locked) for `graceMs`: a quick
 * look elsewhere keeps live connections open, a tab left in the background closes them.
 */
export function usePageAwake(graceMs: number): boolean {
  const [awake, setAwake] = useState(() => !isHidden());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      clearTimeout(timer);
      if (isHidden()) timer = setTimeout(() => setAwake(false), graceMs);
      else setAwake(true);
    };
    document.addEventListener('visibilitychange', onChange);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onChange);
    };
  }, [graceMs]);
  return awake;
}
