import { IMAGE_REGENERATION_LIMIT } from '@monstory/contracts/story';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImageModelV3 } from '@ai-sdk/provider';
import type { TestApp } from '../../../test/test-app.js';
import { signUpVerified, type TestAccount } from '../../../test/test-users.js';
import { regenerateImageJob } from './story-image.job.js';
import { createStoryFor, createStoryTestApp, getStory } from '../story.testing.js';

let t: TestApp;
afterEach(() => t.close());

async function illustratedStory(): Promise<{ parent: TestAccount; uuid: string; index: number }> {
  t = await createStoryTestApp();
  const parent = await signUpVerified(t.app);
  const uuid = await createStoryFor(t.app, parent.headers, {
    addons: { images: true, audio: false, interactive: false },
  });
  await t.app.jobs.runUntilIdle();
  const story = await getStory(t.app, parent.headers, uuid);
  const index = story.paragraphs.findIndex((p) => p.image);
  return { parent, uuid, index };
}

function regenerate(headers: Record<string, string>, uuid: string, index: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/story/${uuid}/images/${index}/regenerate`,
    headers,
  });
}

const brokenImages: ImageModelV3 = {
  specificationVersion: 'v3',
  provider: 'test',
  modelId: 'broken',
  maxImagesPerCall: 1,
  doGenerate: async () => {
    throw new Error('image service down');
  },
};

describe('POST /api/story/:uuid/images/:index/regenerate', () => {
  it('remakes a picture with a new seed, up to the limit', async () => {
    const { parent, uuid, index } = await illustratedStory();
    const before = (await getStory(t.app, parent.headers, uuid)).paragraphs[index]!.image!;
    const response = await regenerate(parent.headers, uuid, index);
    expect(response.statusCode).toBe(202);
    expect(response.json().paragraphs[index].image.status).toBe('REGENERATING');
    expect(response.json().imageRegenerationsLeft).toBe(IMAGE_REGENERATION_LIMIT - 1);
    await t.app.jobs.runUntilIdle();
    const after = (await getStory(t.app, parent.headers, uuid)).paragraphs[index]!.image!;
    expect(after.status).toBe('READY');
    expect(after.url).not.toBe(before.url);

    for (let i = 1; i < IMAGE_REGENERATION_LIMIT; i += 1) {
      expect((await regenerate(parent.headers, uuid, index)).statusCode).toBe(202);
      await t.app.jobs.runUntilIdle();
    }
    const refused = await regenerate(parent.headers, uuid, index);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'IMAGE_REGENERATION_LIMIT',
      message: 'You have reached the limit for image regenerations.',
    });
  });

  it('spends exactly one remake per picture remade when taps arrive at once', async () => {
    const { parent, uuid } = await illustratedStory();
    const runs = async () =>
      (
        await t.db
          .selectFrom('story_paragraphs')
          .select(['idx', 'image_run'])
          .where('story_id', '=', uuid)
          .where('image_status', 'is not', null)
          .orderBy('idx')
          .execute()
      ).map((row) => row.image_run);
    const before = await runs();
    const pictures = (await getStory(t.app, parent.headers, uuid)).paragraphs
      .map((p, i) => (p.image ? i : -1))
      .filter((i) => i >= 0);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        regenerate(parent.headers, uuid, pictures[i % pictures.length]!),
      ),
    );
    const accepted = answers.filter((a) => a.statusCode === 202).length;
    expect(answers.every((a) => a.statusCode === 202 || a.statusCode === 409)).toBe(true);
    expect(accepted).toBe(Math.min(IMAGE_REGENERATION_LIMIT, pictures.length));
    await t.app.jobs.runUntilIdle();
    const story = await getStory(t.app, parent.headers, uuid);
    expect(story.imageRegenerationsLeft).toBe(IMAGE_REGENERATION_LIMIT - accepted);
    const after = await runs();
    const remade = after.filter((run, i) => run !== before[i]).length;
    expect(remade).toBe(accepted);
    expect(after.every((run, i) => run - (before[i] ?? 0) <= 1)).toBe(true);
  });

  it('lets only the owner remake: 404 for a private story, 403 for a public one', async () => {
    const { uuid, index } = await illustratedStory();
    const other = await signUpVerified(t.app);
    expect((await regenerate(other.headers, uuid, index)).statusCode).toBe(404);
    await t.db
      .updateTable('stories')
      .set({ library_state: 'PUBLISHED' })
      .where('uuid', '=', uuid)
      .execute();
    const refused = await regenerate(other.headers, uuid, index);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'NOT_OWNER',
      message: 'You can only regenerate images in your own stories.',
    });
  });

  it('keeps the old picture, says FAILED and gives the remake back when it fails', async () => {
    const { parent, uuid, index } = await illustratedStory();
    const before = (await getStory(t.app, parent.headers, uuid)).paragraphs[index]!.image!;
    t.app.ai.image = brokenImages;
    await regenerate(parent.headers, uuid, index);
    for (let attempt = 0; attempt < regenerateImageJob.maxAttempts; attempt += 1) {
      await t.app.jobs.runUntilIdle();
      t.clock.advance(60_000);
    }
    const story = await getStory(t.app, parent.headers, uuid);
    expect(story.paragraphs[index]!.image).toMatchObject({ status: 'FAILED' });
    expect(new URL(story.paragraphs[index]!.image!.url!, 'http://x').pathname).toBe(
      new URL(before.url!, 'http://x').pathname,
    );
    expect(story.imageRegenerationsLeft).toBe(IMAGE_REGENERATION_LIMIT);
    const missing = await regenerate(parent.headers, uuid, 999);
    expect(missing.statusCode).toBe(404);
  });
});
