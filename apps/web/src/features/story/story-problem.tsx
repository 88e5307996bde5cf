import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A story that cannot be shown: one picture, what happened, and the ways on (retry, a new
 * story), side by side from tablet width and stacked on a phone.
 */
export function StoryProblem({
  icon: Icon,
  iconClass,
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  iconClass: string;
  title: string;
  text?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-5 py-10 text-center">
      <span className="grid size-24 place-items-center rounded-full bg-surface-raised">
        <Icon className={`size-12 ${iconClass}`} aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-black text-balance">{title}</h1>
      {text}
      <div className="flex w-full flex-col gap-2 sm:flex-row">{children}</div>
    </section>
  );
}
