// One look for every button and button-like link: at least 48 px tall (docs/look-and-feel.md), fully rounded,
// calm 200 ms transitions.
const base =
  'inline-flex min-h-touch items-center justify-center gap-2 rounded-full px-6 text-base font-extrabold ' +
  'transition duration-200 ease-calm select-none disabled:cursor-not-allowed disabled:opacity-50';

const variants = {
  primary:
    'bg-accent text-on-accent shadow-[0_10px_30px_-12px_var(--mo-accent)] hover:brightness-110 active:scale-[0.98]',
  secondary: 'border-2 border-line bg-surface text-ink hover:border-accent hover:bg-surface-raised',
  ghost: 'text-ink hover:bg-surface-raised',
  /** Only for what cannot be taken back (deleting the account). */
  danger: 'bg-danger text-on-accent hover:brightness-110 active:scale-[0.98]',
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

/** A round, icon-only control; give it an accessible name with aria-label. */
export const iconButtonClass =
  'inline-grid size-touch shrink-0 place-items-center rounded-full text-ink transition duration-200 ease-calm ' +
  'hover:bg-surface-raised active:scale-95';

/** A quiet text action that still has a full-size touch target. */
export const linkButtonClass =
  'inline-flex min-h-touch items-center justify-center rounded-full px-4 font-bold text-accent underline-offset-4 hover:underline';
