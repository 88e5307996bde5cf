import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { configureApi, resetApiConfig } from '../api/api-config';
import { fakeServer } from '../../test/fake-server';
import { testStory } from './story-fixtures.testing';
import { storyQueryKey } from './story-query';
import { prefetchStoryForVisitor } from './visitor-story';

const UUID = '3f0b6c2e-8a51-4f7e-9d2a-5b7c1e9f4a10';

function pageWith(json: string): Document {
  const doc = document.implementation.createHTMLDocument('story');
  const data = doc.createElement('script');
  data.type = 'application/json';
  data.id = 'open-story';
  data.textContent = json;
  doc.body.append(data);
  return doc;
}

afterEach(() => resetApiConfig());

describe("a visitor's story", () => {
  it('is read from the page it came with, without asking the server, once', async () => {
    const server = fakeServer({});
    configureApi({ fetch: server.fetch });
    const story = testStory({ uuid: UUID, title: 'Tiril and the lost chest', isOwner: false });
    const doc = pageWith(JSON.stringify(story));
    const queryClient = createQueryClient();
    expect(await prefetchStoryForVisitor(queryClient, UUID, doc)).toBe(true);
    expect(queryClient.getQueryData(storyQueryKey(UUID))).toEqual(story);
    expect(server.seen).toHaveLength(0);
    expect(doc.getElementById('open-story')).toBeNull();
  });

  it("is asked for when the page holds another story's or no valid one", async () => {
    const story = testStory({ uuid: UUID, title: 'From the server', isOwner: false });
    const server = fakeServer({ [`GET /api/public/story/${UUID}`]: { status: 200, body: story } });
    configureApi({ fetch: server.fetch });
    const other = JSON.stringify(testStory({ uuid: '3f0b6c2e-8a51-4f7e-9d2a-5b7c1e9f4a99' }));
    for (const doc of [pageWith(other), pageWith('{"uuid": 1'), pageWith('{"title": "x"}')]) {
      const queryClient = createQueryClient();
      expect(await prefetchStoryForVisitor(queryClient, UUID, doc)).toBe(true);
      expect(queryClient.getQueryData(storyQueryKey(UUID))).toMatchObject({
        title: 'From the server',
      });
    }
    expect(server.requests(`GET /api/public/story/${UUID}`)).toHaveLength(3);
  });

  it('is left to the reader when it is not open to everyone', async () => {
    const server = fakeServer({
      [`GET /api/public/story/${UUID}`]: { status: 404, body: { code: 'NOT_FOUND' } },
    });
    configureApi({ fetch: server.fetch });
    const queryClient = createQueryClient();
    const doc = document.implementation.createHTMLDocument('story');
    expect(await prefetchStoryForVisitor(queryClient, UUID, doc)).toBe(false);
  });
});
