import type { ReactNode } from 'react';
import { buttonClass } from '../components/button-styles';

interface TermsButtonsProps {
  acceptLabel: string;
  onAccept: () => void;
  /** The quieter answer below: declining, or putting it off. */
  otherLabel: string;
  onOther: () => void;
  /** An answer is being sent. */
  busy: boolean;
  /** Whether the other answer waits for it too (declining does; "not now" never does). */
  otherWaits?: boolean;
  /** Shown under the buttons (an answer that failed). */
  children?: ReactNode;
}

/** Accepting the terms, the one big button, with the other answer under it (docs/product.md#legal). */
export function TermsButtons({
  acceptLabel,
  onAccept,
  otherLabel,
  onOther,
  busy,
  otherWaits = true,
  children,
}: TermsButtonsProps) {
  return (
    <div className="flex w-full flex-col gap-2">
      <button
        type="button"
        disabled={busy}
        onClick={onAccept}
        className={buttonClass('primary', 'w-full text-lg')}
      >
        {acceptLabel}
      </button>
      <button
        type="button"
        disabled={otherWaits && busy}
        onClick={onOther}
        className={buttonClass('ghost', 'w-full')}
      >
        {otherLabel}
      </button>
      {children}
    </div>
  );
}
