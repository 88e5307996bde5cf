import { Check, EllipsisVertical } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { cx } from '../../lib/components/cx';
import { IconButton } from '../../lib/components/icon-button';

export interface MoreMenuItem {
  key: string;
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  /** A switch (e.g. "in the library"): shown with a tick when on. */
  checked?: boolean;
  tone?: 'danger';
}

/**
 * The reader's less frequent tools behind one button, so the bar fits a phone held in one hand.
 * A menu in the ARIA sense: arrows move, Escape closes and focus goes back to the button.
 */
export function StoryMoreMenu({ label, items }: { label: string; items: MoreMenuItem[] }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role^="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !trigger.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = [...(menu.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => entries[(index + entries.length) % entries.length]?.focus();
    if (event.key === 'ArrowDown') focus(at + 1);
    else if (event.key === 'ArrowUp') focus(at - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(entries.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
      if (event.key === 'Escape') trigger.current?.focus();
    } else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div className="relative">
      <IconButton
        icon={EllipsisVertical}
        label={label}
        ref={trigger}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      />
      {open && (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onKeyDown}
          className="absolute top-full right-0 z-40 mt-1 flex w-64 flex-col rounded-card border-2 border-line bg-surface-raised p-2 shadow-2xl"
        >
          {items.map(({ key, label: itemLabel, icon: Icon, onSelect, checked, tone }) => (
            <li key={key} role="none">
              <button
                type="button"
                role={checked === undefined ? 'menuitem' : 'menuitemcheckbox'}
                aria-checked={checked}
                tabIndex={-1}
                onClick={() => {
                  setOpen(false);
                  onSelect();
                }}
                className={cx(
                  'flex min-h-touch w-full items-center gap-3 rounded-control px-3 text-left font-bold',
                  'transition duration-200 ease-calm hover:bg-surface focus-visible:bg-surface',
                  tone === 'danger' ? 'text-danger' : 'text-ink',
                )}
              >
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                <span className="flex-1">{itemLabel}</span>
                {checked && <Check className="size-5 text-accent" aria-hidden="true" />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
