import type { LucideIcon } from 'lucide-react';
import { cx } from '../../lib/components/cx';

export interface ChipOption<T> {
  value: T;
  label: string;
  hint?: string;
  icon?: LucideIcon;
  /** The genre's colour behind its icon. */
  colours?: { from: string; to: string };
}

interface ChipGroupProps<T> {
  legend: string;
  name: string;
  options: readonly ChipOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** One question of the filter sheet: a row of big round choices, exactly one picked. */
export function ChipGroup<T>({ legend, name, options, value, onChange }: ChipGroupProps<T>) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-3 text-lg font-black">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option, index) => {
          const checked = option.value === value;
          const Icon = option.icon;
          return (
            <label
              key={index}
              className={cx(
                'inline-flex min-h-touch cursor-pointer items-center gap-2 rounded-full border-2 py-1 pr-4 select-none',
                'transition duration-200 ease-calm',
                'has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-accent',
                Icon ? 'pl-2' : 'pl-4',
                checked
                  ? 'border-accent bg-accent-soft font-extrabold'
                  : 'border-line bg-surface-raised font-bold hover:border-accent/60',
              )}
            >
              <input
                type="radio"
                name={name}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              {Icon && (
                <span
                  aria-hidden="true"
                  className="grid size-8 shrink-0 place-items-center rounded-full text-canvas"
                  style={
                    option.colours
                      ? {
                          backgroundImage: `linear-gradient(140deg, ${option.colours.from}, ${option.colours.to})`,
                        }
                      : undefined
                  }
                >
                  <Icon className="size-5" strokeWidth={2.25} />
                </span>
              )}
              <span>{option.label}</span>
              {option.hint && (
                <span className="text-sm font-bold text-ink-muted">{option.hint}</span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
