import type { LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { buttonClass } from './button-styles';
import { useFocusTrap } from './use-focus-trap';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  icon?: LucideIcon;
  /** A destructive action gets the warm warning colour. */
  tone?: 'default' | 'danger';
  busy?: boolean;
  /** Shown under the text, e.g. why the action failed. */
  error?: string | null;
}

/** Asks before something that cannot be taken back in one tap (log out, delete the account). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open) return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

function DialogPanel({
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  icon: Icon,
  tone = 'default',
  busy = false,
  error,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  // Focus starts on the safe choice.
  useFocusTrap(panel, cancel);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !busy) onCancel();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [busy, onCancel]);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-canvas/80 p-4 backdrop-blur-sm sm:items-center">
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className="flex w-full max-w-md flex-col items-center gap-4 rounded-card bg-surface px-6 py-8 text-center text-ink shadow-2xl"
      >
        {Icon && (
          <Icon
            aria-hidden="true"
            className={tone === 'danger' ? 'size-12 text-danger' : 'size-12 text-accent'}
          />
        )}
        <h2 id={titleId} className="text-2xl font-bold text-balance">
          {title}
        </h2>
        <p id={textId} className="text-lg text-pretty text-ink-muted">
          {text}
        </p>
        {error && (
          <p role="alert" className="text-base font-bold text-danger">
            {error}
          </p>
        )}
        <div className="mt-2 flex w-full flex-col-reverse gap-3 sm:flex-row">
          <button
            ref={cancel}
            type="button"
            onClick={onCancel}
            disabled={busy}
            className={buttonClass('secondary', 'flex-1')}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
            className={buttonClass(tone === 'danger' ? 'danger' : 'primary', 'flex-1')}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
