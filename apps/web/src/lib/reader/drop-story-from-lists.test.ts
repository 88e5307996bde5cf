import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dropStoryFromLists } from './drop-story-from-lists';

const card = (uuid: string) => ({ uuid, title: uuid });

describe('dropStoryFromLists', () => {
  it('takes the story out of every cached list, page and shelf', () => {
    const client = new QueryClient();
    client.setQueryData(['stories', 'own', 1], {
      items: [card('a'), card('b')],
      page: 1,
      total: 2,
    });
    client.setQueryData(['library', 'stories', {}], {
      pages: [{ items: [card('b'), card('c')], total: 5 }],
      pageParams: [1],
    });
    client.setQueryData(['library', 'shelves', 'no'], {
      shelves: [{ kind: 'popular', genre: null, stories: [card('b'), card('d')] }],
    });
    client.setQueryData(['example-stories', 'no'], [card('b')]);
    client.setQueryData(['profile'], { uuid: 'b' });

    dropStoryFromLists(client, 'b');

    expect(client.getQueryData(['stories', 'own', 1])).toEqual({
      items: [card('a')],
      page: 1,
      total: 1,
    });
    expect(client.getQueryData(['library', 'stories', {}])).toEqual({
      pages: [{ items: [card('c')], total: 4 }],
      pageParams: [1],
    });
    expect(client.getQueryData(['library', 'shelves', 'no'])).toEqual({
      shelves: [{ kind: 'popular', genre: null, stories: [card('d')] }],
    });
    expect(client.getQueryData(['example-stories', 'no'])).toEqual([]);
    expect(client.getQueryData(['profile'])).toEqual({ uuid: 'b' });
  });
});
