/** Joins the class names that are switched on; falsy entries are dropped. */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
