import type { ButtonHTMLAttributes } from 'react';
import { buttonClass, type ButtonVariant } from './button-styles';

interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** What the button started is on its way: it waits, and says so to assistive technology. */
  busy: boolean;
  variant?: ButtonVariant;
  /** Classes beside the variant's (width, size, spacing). */
  className?: string;
}

/** A button that cannot be pressed twice while the request it started is on its way. */
export function BusyButton({
  busy,
  variant = 'primary',
  className = '',
  disabled = false,
  type = 'button',
  ...rest
}: BusyButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={busy || disabled}
      aria-busy={busy}
      className={buttonClass(variant, className)}
    />
  );
}
