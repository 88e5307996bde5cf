import { useState } from 'react';

/**
 * True from the first render `on` is true, and from then on. For parts mounted once they are
 * needed that must then stay: their effects clean up after a change (a sign-out) themselves.
 */
export function useLatch(on: boolean): boolean {
  const [latched, setLatched] = useState(on);
  if (on && !latched) setLatched(true);
  return latched || on;
}
