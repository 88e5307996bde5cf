import { narrationWpm } from '@monstory/contracts/story-shape';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWordsPerMinute } from '../../../ai/providers/speech-input.js';
import type { TestApp } from '../../../test/test-app.js';
import { signUpVerified, type TestAccount } from '../../../test/test-users.js';
import { fakeSpeechModel } from '../story-fake-models.testing.js';
import { createStoryFor, createStoryTestApp, giveCredits } from '../story.testing.js';

// A story is narrated at its own age band's pace, the one its minutes label is worked out with.

let t: TestApp;
let parent: TestAccount;
const asked: { wordsPerMinute: number | undefined }[] = [];

beforeAll(async () => {
  t = await createStoryTestApp();
  const speech = fakeSpeechModel();
  t.app.ai.speech = {
    ...speech,
    doGenerate(options) {
      asked.push({ wordsPerMinute: readWordsPerMinute(options.providerOptions) });
      return speech.doGenerate(options);
    },
  };
  parent = await signUpVerified(t.app);
  await giveCredits(t.app, parent.userId, 1_000);
});
afterAll(() => t.close());

describe('story narration pace', () => {
  it.each([
    [3, 120],
    [5, 120],
    [6, 135],
    [8, 135],
    [9, 150],
    [12, 150],
  ])('narrates a story for age %i at %i words a minute', async (age, wordsPerMinute) => {
    const uuid = await createStoryFor(t.app, parent.headers, { age });
    await t.app.jobs.runUntilIdle();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/story/${uuid}/audio/generate`,
      headers: parent.headers,
    });
    expect(response.statusCode, response.body).toBe(202);
    asked.length = 0;
    await t.app.jobs.runUntilIdle();
    expect(asked).toHaveLength(1);
    expect(asked[0]?.wordsPerMinute).toBe(wordsPerMinute);
    expect(asked[0]?.wordsPerMinute).toBe(narrationWpm(age));
  });
});
