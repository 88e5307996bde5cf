import type { ReactNode, RefObject } from 'react';
import { useId } from 'react';
import { createPortal } from 'react-dom';
import { DialogLayer } from './dialog-layer';
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
    <DialogLayer
      panel={panel}
      sheet
      labelledBy={titleId}
      className="flex max-h-[92dvh] w-full max-w-md flex-col items-center gap-4 overflow-y-auto rounded-t-card bg-surface px-6 pt-8 pb-[max(1.5rem,env(safe-area-inset-bottom))] text-center text-ink shadow-2xl sm:rounded-card"
    >
      {icon}
      <h2 id={titleId} className="text-2xl font-black text-balance">
        {title}
      </h2>
      {children}
    </DialogLayer>,
    document.body,
  );
}
