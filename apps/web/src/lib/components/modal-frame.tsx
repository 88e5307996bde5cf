import type { ReactNode, RefObject } from 'react';
import { useId } from 'react';
import { createPortal } from 'react-dom';
import { useDialogPanel } from './use-dialog-panel';

interface ModalFrameProps {
  title: string;
  onClose: () => void;
  /** Where focus starts: the safest choice. */
  initialFocus: RefObject<HTMLElement | null>;
  icon?: ReactNode;
  children: ReactNode;
}

/** A calm dialog (the generate screen's, the reader's): a sheet on phones, a card on larger screens. */
export function ModalFrame({ title, onClose, initialFocus, icon, children }: ModalFrameProps) {
  const titleId = useId();
  const panel = useDialogPanel(initialFocus, onClose);

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-canvas/80 backdrop-blur-sm sm:items-center sm:p-4">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="flex max-h-[92dvh] w-full max-w-md flex-col items-center gap-4 overflow-y-auto rounded-t-card bg-surface px-6 pt-8 pb-[max(1.5rem,env(safe-area-inset-bottom))] text-center text-ink shadow-2xl sm:rounded-card"
      >
        {icon}
        <h2 id={titleId} className="text-2xl font-black text-balance">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
