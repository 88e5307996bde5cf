// The shop's own colour: what costs money is marked premium everywhere (docs/look-and-feel.md).
export const premiumButtonClass =
  'inline-flex min-h-touch items-center justify-center gap-2 rounded-full bg-premium px-6 ' +
  'text-base font-extrabold text-on-premium transition duration-200 ease-calm hover:brightness-110 ' +
  'active:scale-[0.98] disabled:cursor-not-allowed disabled:opacity-50';
