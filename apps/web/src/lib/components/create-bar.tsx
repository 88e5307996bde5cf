import { LoaderCircle, WandSparkles } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { BusyButton } from './busy-button';

interface CreateBarProps {
  /** The price beside the button. */
  price: ReactNode;
  pending: boolean;
  label: string;
  pendingLabel: string;
  /** Why creating waits (the safety gate's answer stands): said above, describing the button. */
  note?: string | null;
  /** An alert above everything else in the bar, such as what the form still misses. */
  alert?: ReactNode;
  /** The guided tour's step that points at the button. */
  tourStep?: string;
}

/** A create screen's one primary action, kept at thumb height on phones with the price beside it. */
export function CreateBar({
  price,
  pending,
  label,
  pendingLabel,
  note,
  alert,
  tourStep,
}: CreateBarProps) {
  const noteId = useId();
  return (
    <div
      data-sticky-bar
      className="sticky bottom-[calc(var(--spacing-nav)+env(safe-area-inset-bottom)+0.75rem)] z-20 flex flex-col gap-2 rounded-card border border-line/70 bg-surface/90 p-3 shadow-[0_-10px_40px_-20px_rgb(0_0_0/0.8)] backdrop-blur-md sm:p-4 lg:bottom-6"
    >
      {alert}
      {note && (
        <p id={noteId} className="text-center text-sm font-bold text-pretty">
          {note}
        </p>
      )}
      <div className="flex items-center gap-3">
        {price}
        <BusyButton
          type="submit"
          data-tour={tourStep}
          busy={pending}
          aria-describedby={note ? noteId : undefined}
          className="min-h-14 shrink-0 px-4 text-lg md:px-8"
        >
          {pending ? (
            <LoaderCircle className="size-6 animate-spin" aria-hidden="true" />
          ) : (
            <WandSparkles className="size-6 max-md:hidden" aria-hidden="true" />
          )}
          {pending ? pendingLabel : label}
        </BusyButton>
      </div>
    </div>
  );
}
