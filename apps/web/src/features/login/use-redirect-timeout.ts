import { useEffect, useState } from 'react';

/** After this long without reaching the next page, Login offers a refresh (docs/product.md#errors). */
export const REDIRECT_TIMEOUT_MS = 10_000;

/** True once `active` has lasted REDIRECT_TIMEOUT_MS; false again when it ends. */
export function useRedirectTimeout(active: boolean): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setExpired(true), REDIRECT_TIMEOUT_MS);
    return () => {
      clearTimeout(timer);
      setExpired(false);
    };
  }, [active]);
  return active && expired;
}
