import { cx } from '../../lib/components/cx';

/** A radio drawn as a big tappable tile; the input inside stays for keyboards and screen readers. */
export function choiceClass(checked: boolean, extra = ''): string {
  return cx(
    'relative flex min-h-touch cursor-pointer items-center rounded-control border-2 px-4 transition duration-200 ease-calm select-none motion-reduce:transition-none',
    'has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-accent',
    checked ? 'border-accent bg-accent-soft' : 'border-line bg-surface hover:border-accent/60',
    extra,
  );
}
