import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useFocusTrap } from './use-focus-trap';

/**
 * The ref for a modal panel: focus stays inside it, starting on `initialFocus`, and Escape calls
 * `onEscape` (left out while Escape must do nothing, e.g. during a request).
 */
export function useDialogPanel(
  initialFocus: RefObject<HTMLElement | null>,
  onEscape?: () => void,
): RefObject<HTMLDivElement | null> {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, initialFocus);

  useEffect(() => {
    if (!onEscape) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onEscape]);

  return panel;
}
