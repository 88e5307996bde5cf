import { storyMinutes } from '@monstory/contracts/story-shape';
import { describe, expect, it } from 'vitest';
import { insertTestStory, libraryAppPerFile, send } from './library.testing.js';

// The length filter and the minutes on the cards: a story is found under the length it was made
// with and shows its own age band's minutes, the ones the generate form showed when it was made.

const t = libraryAppPerFile();

const list = async (query: string) => {
  const response = await send(t.app, t.reader.headers, 'GET', `/api/library/stories?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: { uuid: string; age: number; minutes: number }[] }).items;
};

describe('the library length filter', () => {
  it("finds each story under its own length, with its own band's minutes", async () => {
    for (const age of [4, 7, 10]) {
      for (const length of ['SHORT', 'LONG'] as const) {
        await insertTestStory(t.app, t.author.userId, {
          library_state: 'PUBLISHED',
          genre: 'FRIENDSHIP',
          age,
          length,
        });
      }
    }

    const short = await list('genre=FRIENDSHIP&length=SHORT');
    expect(short.map((card) => [card.age, card.minutes]).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [4, storyMinutes(4, 'SHORT')],
      [7, storyMinutes(7, 'SHORT')],
      [10, storyMinutes(10, 'SHORT')],
    ]);
    // Three different minute labels under one length: the bands' own, not one shared figure.
    expect(new Set(short.map((card) => card.minutes)).size).toBe(3);

    const olderLong = await list('genre=FRIENDSHIP&length=LONG&ageBand=9-12');
    expect(olderLong.map((card) => [card.age, card.minutes])).toEqual([
      [10, storyMinutes(10, 'LONG')],
    ]);
  });
});
