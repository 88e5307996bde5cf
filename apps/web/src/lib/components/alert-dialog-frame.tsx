import type { ReactNode, RefObject } from 'react';
import { useId } from 'react';
import { DialogLayer } from './dialog-layer';
import { useDialogPanel } from './use-dialog-panel';

interface AlertDialogFrameProps {
  title: string;
  text: string;
  /** Where focus starts. */
  initialFocus: RefObject<HTMLElement | null>;
  onEscape?: () => void;
  icon?: ReactNode;
  /** The answers, under the text. */
  children: ReactNode;
}

/**
 * A dialog that waits for an answer. The backdrop has no click handler on purpose: it is not
 * dismissed by a stray tap.
 */
export function AlertDialogFrame({
  title,
  text,
  initialFocus,
  onEscape,
  icon,
  children,
}: AlertDialogFrameProps) {
  const titleId = useId();
  const textId = useId();
  const panel = useDialogPanel(initialFocus, onEscape);

  return (
    <DialogLayer
      panel={panel}
      role="alertdialog"
      labelledBy={titleId}
      describedBy={textId}
      className="flex w-full max-w-md flex-col items-center gap-4 rounded-card bg-surface px-6 py-8 text-center text-ink shadow-2xl"
    >
      {icon}
      <h2 id={titleId} className="text-2xl font-bold text-balance">
        {title}
      </h2>
      <p id={textId} className="text-lg text-pretty text-ink-muted">
        {text}
      </p>
      {children}
    </DialogLayer>
  );
}
