import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

interface StoryFacts {
  title: string;
  status: string;
  audioStatus: string;
}

/**
 * Accepts the terms and makes a short story through the API, then waits until it is finished,
 * its narration too when it has one. Pictures and narration unless told otherwise.
 */
export async function makeFinishedStory(
  request: APIRequestContext,
  { images = true, audio = true }: { images?: boolean; audio?: boolean } = {},
): Promise<{ uuid: string; title: string }> {
  const terms = await request.post('/api/profile/accept-terms-and-conditions', {
    data: { marketingOptIn: false },
  });
  expect(terms.ok()).toBe(true);
  const created = await request.post('/api/story', {
    data: {
      age: 5,
      genre: 'BEDTIME',
      length: 'SHORT',
      summary: '',
      addons: { images, audio, interactive: false },
    },
  });
  expect(created.ok()).toBe(true);
  const { uuid } = (await created.json()) as { uuid: string };
  let title = '';
  await expect
    .poll(
      async () => {
        const story = (await (await request.get(`/api/story/${uuid}`)).json()) as StoryFacts;
        title = story.title;
        return story.status === 'READY' && (!audio || story.audioStatus === 'READY');
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBe(true);
  return { uuid, title };
}
