import type { LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { AlertDialogFrame } from './alert-dialog-frame';
import { BusyButton } from './busy-button';
import { buttonClass } from './button-styles';

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
  // Focus starts on the safe choice.
  const cancel = useRef<HTMLButtonElement>(null);

  return (
    <AlertDialogFrame
      title={title}
      text={text}
      initialFocus={cancel}
      onEscape={busy ? undefined : onCancel}
      icon={
        Icon && (
          <Icon
            aria-hidden="true"
            className={tone === 'danger' ? 'size-12 text-danger' : 'size-12 text-accent'}
          />
        )
      }
    >
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
        <BusyButton
          onClick={onConfirm}
          busy={busy}
          variant={tone === 'danger' ? 'danger' : 'primary'}
          className="flex-1"
        >
          {confirmLabel}
        </BusyButton>
      </div>
    </AlertDialogFrame>
  );
}
