import { useEffect } from 'react';
import type { RefObject } from 'react';

const FOCUSABLE = 'button:not([disabled]), [href], input, select, textarea, [tabindex="0"]';

/**
 * Keeps keyboard focus inside `container` while mounted: focus starts on `initial`, Tab wraps
 * around, focus that escapes is pulled back, and on unmount it returns to where it was.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  initial: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    initial.current?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      const root = container.current;
      if (event.key !== 'Tab' || !root) return;
      const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!container.current?.contains(event.target as Node)) initial.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      previous?.focus?.();
    };
  }, [container, initial]);
}
