export type PageItem = number | 'gap';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The page links to show: all of them when there are few, otherwise always seven slots – the
 * first, the last and the current page with its neighbours, with a gap (of at least two pages)
 * where pages are left out: 1 … 9 10 11 … 20.
 */
export function pageNumbers(current: number, total: number): PageItem[] {
  if (total <= 7) return range(1, total);
  if (current <= 4) return [...range(1, 5), 'gap', total];
  if (current >= total - 3) return [1, 'gap', ...range(total - 4, total)];
  return [1, 'gap', current - 1, current, current + 1, 'gap', total];
}
