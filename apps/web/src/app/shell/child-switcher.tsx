import type { Child } from '@monstory/contracts/children';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChildAvatar } from '../../lib/children/child-avatar';
import type { Family } from '../../lib/children/children-query';
import { cx } from '../../lib/components/cx';

/**
 * The account's children as big avatars in the profile menu: one tap makes a child the one this
 * device reads as. The chosen child wears a ring and a tick, and is announced as checked.
 */
export function ChildSwitcher({
  family: answer,
  onChoose,
}: {
  family: Family | undefined;
  onChoose: (child: Child) => void;
}) {
  const { t } = useTranslation('account');
  const headingId = useId();
  if (!answer || answer.children.length === 0) return null;

  return (
    <>
      <div className="h-px bg-line" role="none" />
      <div role="group" aria-labelledby={headingId} className="flex flex-col gap-2 px-1">
        <span
          id={headingId}
          className="px-2 pt-1 text-sm font-bold tracking-wide text-ink-muted uppercase"
        >
          {t('children.heading')}
        </span>
        <div className="grid grid-cols-3 gap-1">
          {answer.children.map((child, place) => {
            const active = child.id === answer.activeChildId;
            return (
              <button
                key={child.id}
                type="button"
                role="menuitemradio"
                aria-checked={active}
                onClick={() => onChoose(child)}
                className={cx(
                  'flex min-h-28 min-w-0 flex-col items-center justify-start gap-1.5 rounded-control px-1 py-2 transition duration-200 ease-calm motion-reduce:transition-none',
                  'hover:bg-surface-raised focus-visible:bg-surface-raised',
                  active && 'bg-accent-soft',
                )}
              >
                <span className="relative">
                  <ChildAvatar
                    child={child}
                    place={place}
                    className={cx(
                      'size-16 text-2xl ring-offset-2 ring-offset-surface',
                      active ? 'ring-4 ring-accent' : 'ring-2 ring-line',
                    )}
                  />
                  {active && (
                    <span className="absolute -right-1 -bottom-1 grid size-6 place-items-center rounded-full bg-accent text-on-accent">
                      <Check className="size-4" strokeWidth={3} aria-hidden="true" />
                    </span>
                  )}
                </span>
                {/* A long name is cut in the tile; the button's name carries all of it. */}
                <span
                  data-layout-clip
                  className={cx(
                    'w-full truncate text-center text-sm font-extrabold',
                    active ? 'text-accent' : 'text-ink',
                  )}
                >
                  {child.name}
                </span>
              </button>
            );
          })}
        </div>
      </div>
    </>
  );
}
