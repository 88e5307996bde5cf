import {
  ExampleStoriesSchema,
  LibraryQuerySchema,
  OwnStoriesQuerySchema,
  ShelvesQuerySchema,
  ShelvesSchema,
  StoryPageSchema,
} from '@monstory/contracts/library';
import { StorySchema } from '@monstory/contracts/story';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth/caller.js';
import { onStoryDeleted } from '../story/story-deleted.js';
import { StoryParamsSchema } from '../story/story-params.js';
import { registerExampleStories } from './examples/register-example-stories.js';
import { libraryChanged, watchLibraryChanges } from './library-caches.js';
import {
  exampleStories,
  libraryPage,
  libraryShelves,
  ownStoriesPage,
  publicStory,
} from './library.service.js';
import { storyActionRoutes } from './story-actions.routes.js';

// The library and the reader's calls (docs/decisions/0008-library.md). Lists need a guest or a
// verified user (the default access); example stories and a story open to everyone need no
// account at all.

/** Bytes that already are the route's schema as JSON go out as they are, not serialized again. */
function sendJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  registerExampleStories(app);
  const stopWatchingChanges = await watchLibraryChanges(app.services);
  app.addHook('onClose', () => stopWatchingChanges());
  // Deleting a published story changes the library (the story module tells, not calls, us).
  const stopWatchingDeletes = onStoryDeleted(app.db, (story) => {
    if (story.wasPublished) libraryChanged(app.services);
  });
  app.addHook('onClose', () => stopWatchingDeletes());

  app.get(
    '/library/stories',
    { schema: { querystring: LibraryQuerySchema, response: { 200: StoryPageSchema } } },
    async (request, reply) => {
      const page = await libraryPage(app.services, callerOf(request).user.id, request.query);
      return Buffer.isBuffer(page) ? sendJson(reply, page) : page;
    },
  );

  app.get(
    '/library/shelves',
    { schema: { querystring: ShelvesQuerySchema, response: { 200: ShelvesSchema } } },
    async (request) => ({
      shelves: await libraryShelves(
        app.services,
        callerOf(request).user.id,
        request.query.language,
      ),
    }),
  );

  app.get(
    '/stories',
    { schema: { querystring: OwnStoriesQuerySchema, response: { 200: StoryPageSchema } } },
    async (request) => ownStoriesPage(app.services, callerOf(request), request.query),
  );

  app.get(
    '/example-stories',
    {
      config: { access: 'public' },
      schema: { querystring: ShelvesQuerySchema, response: { 200: ExampleStoriesSchema } },
    },
    async (request) => ({ items: await exampleStories(app.services, request.query.language) }),
  );

  app.get(
    '/public/story/:uuid',
    {
      config: { access: 'public' },
      schema: { params: StoryParamsSchema, response: { 200: StorySchema } },
    },
    async (request) => publicStory(app.services, request.params.uuid),
  );

  await app.register(storyActionRoutes);
};
