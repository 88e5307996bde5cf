import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { iconButtonClass } from './button-styles';
import { cx } from './cx';

type IconButtonProps = Omit<ComponentProps<'button'>, 'type' | 'children' | 'aria-label'> & {
  icon: LucideIcon;
  /** What the button does, read out in place of the icon it shows. */
  label: string;
  iconClassName?: string;
};

/** A round button that shows only an icon: the label speaks for it, the icon stays silent. */
export function IconButton({
  icon: Icon,
  label,
  iconClassName = 'size-6',
  className,
  ...button
}: IconButtonProps) {
  return (
    <button type="button" aria-label={label} className={cx(iconButtonClass, className)} {...button}>
      <Icon className={iconClassName} aria-hidden="true" />
    </button>
  );
}
