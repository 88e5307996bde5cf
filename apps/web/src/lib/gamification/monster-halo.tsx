import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';

/** A monster on its round, glowing stage with a sparkle at its shoulder: the monster invitations. */
export function MonsterHalo({ children }: { children: ReactNode }) {
  return (
    <span className="relative grid size-40 place-items-center rounded-full bg-surface-raised shadow-[0_0_0_12px_var(--mo-surface),0_24px_70px_-24px_var(--mo-monster)]">
      {children}
      <Sparkles className="absolute -top-1 right-2 size-8 text-premium" aria-hidden="true" />
    </span>
  );
}
