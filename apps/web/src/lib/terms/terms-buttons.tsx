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
  /** Side by side on a wide screen, in a notice, rather than one full-width button above the other. */
  inline?: boolean;
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
  inline = false,
  children,
}: TermsButtonsProps) {
  return (
    <div className={inline ? 'mt-2 flex flex-col gap-2 sm:flex-row' : 'flex w-full flex-col gap-2'}>
      <button
        type="button"
        disabled={busy}
        onClick={onAccept}
        className={buttonClass('primary', inline ? undefined : 'w-full text-lg')}
      >
        {acceptLabel}
      </button>
      <button
        type="button"
        disabled={otherWaits && busy}
        onClick={onOther}
        className={buttonClass('ghost', inline ? undefined : 'w-full')}
      >
        {otherLabel}
      </button>
      {children}
    </div>
  );
}
