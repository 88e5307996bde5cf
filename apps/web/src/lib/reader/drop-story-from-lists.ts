import type { QueryClient } from '@tanstack/react-query';

// A reported story leaves the reporter's lists at once (docs/product.md#ratings-reports), before the server's next answer.
// The lists are pages ({ items }), pages of pages ({ pages }), shelves ({ shelves: [{ stories }] })
// or plain arrays of stories; each is copied without the story.

const LIST_KEYS = [['library'], ['stories'], ['example-stories']] as const;

type Item = { uuid?: unknown };

function without(data: unknown, uuid: string): unknown {
  if (Array.isArray(data)) return data.filter((item: Item) => item?.uuid !== uuid);
  if (typeof data !== 'object' || data === null) return data;
  const record = data as Record<string, unknown>;
  if (Array.isArray(record.items)) {
    const items = without(record.items, uuid) as unknown[];
    const gone = record.items.length - items.length;
    const total = typeof record.total === 'number' ? { total: record.total - gone } : {};
    return { ...record, items, ...total };
  }
  if (Array.isArray(record.pages)) {
    return { ...record, pages: record.pages.map((page) => without(page, uuid)) };
  }
  if (Array.isArray(record.shelves)) {
    return {
      ...record,
      shelves: record.shelves.map((shelf: Record<string, unknown>) => ({
        ...shelf,
        stories: without(shelf.stories, uuid),
      })),
    };
  }
  return data;
}

export function dropStoryFromLists(queryClient: QueryClient, uuid: string): void {
  for (const queryKey of LIST_KEYS) {
    queryClient.setQueriesData({ queryKey }, (data: unknown) =>
      data === undefined ? data : without(data, uuid),
    );
    void queryClient.invalidateQueries({ queryKey });
  }
}
