import type { ReactNode, RefObject } from 'react';
import { cx } from './cx';

interface DialogLayerProps {
  /** The panel's ref from useDialogPanel: focus is kept inside it. */
  panel: RefObject<HTMLDivElement | null>;
  role?: 'dialog' | 'alertdialog';
  labelledBy: string;
  describedBy?: string;
  /** The panel's own look. */
  className: string;
  /** A sheet from the bottom edge on phones; without it, a card with room around it everywhere. */
  sheet?: boolean;
  /** A tap beside the panel; left out where a stray tap must not answer the dialog. */
  onBackdropClick?: () => void;
  children: ReactNode;
}

/** The dimmed layer over the page every modal dialog stands on, with its panel. */
export function DialogLayer({
  panel,
  role = 'dialog',
  labelledBy,
  describedBy,
  className,
  sheet = false,
  onBackdropClick,
  children,
}: DialogLayerProps) {
  return (
    <div
      className={cx(
        'fixed inset-0 z-50 flex items-end justify-center bg-canvas/80 backdrop-blur-sm sm:items-center',
        sheet ? 'sm:p-4' : 'p-4',
      )}
      onClick={
        onBackdropClick && ((event) => event.target === event.currentTarget && onBackdropClick())
      }
    >
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        className={className}
      >
        {children}
      </div>
    </div>
  );
}
