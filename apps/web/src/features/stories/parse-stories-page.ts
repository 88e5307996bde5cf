/**
 * docs/product.md#stories: the stories list's page number is an integer, default 1. Anything that is not a
 * plain positive whole number ("abc", "0", "-3", "2.5", "1e3") means the first page.
 */
export function parseStoriesPage(raw: string | null | undefined): number {
  if (!raw || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
