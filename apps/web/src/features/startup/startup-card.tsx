import type { LucideIcon } from 'lucide-react';
import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { buttonClass } from '../../lib/components/button-styles';

interface StartupCardProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  actionLabel: string;
  onAction: () => void;
}

/** The calm card every start-up problem is told in: one heading, a few words, one big button. */
export function StartupCard({
  icon: Icon,
  title,
  children,
  actionLabel,
  onAction,
}: StartupCardProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex w-full max-w-md flex-col items-center gap-4 rounded-card bg-surface px-6 py-8 text-center shadow-xl"
    >
      <Icon aria-hidden="true" className="size-12 text-accent" />
      <h1 id={titleId} className="text-2xl leading-tight font-bold">
        {title}
      </h1>
      <div className="flex flex-col gap-2 text-lg text-ink-muted">{children}</div>
      <StartupButton label={actionLabel} onClick={onAction} autoFocus />
    </section>
  );
}

interface StartupButtonProps {
  label: string;
  onClick: () => void;
  autoFocus?: boolean;
}

export function StartupButton({ label, onClick, autoFocus }: StartupButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      // A problem card appears on its own; putting focus on its one action saves a search.
      autoFocus={autoFocus}
      className={buttonClass('primary', 'mt-2 min-h-14 w-full text-xl')}
    >
      <RotateCcw aria-hidden="true" className="size-6" />
      {label}
    </button>
  );
}
