import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/auth/caller.js';
import { StoryParamsSchema } from '../story/story-params.js';
import { storyBook } from './book.service.js';

/** A file name a download can carry: the title's letters and digits, or just "story". */
function fileName(title: string): string {
  const plain = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60);
  return `${plain || 'story'}.pdf`;
}

export const bookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/story/:uuid/book.pdf',
    { schema: { params: StoryParamsSchema } },
    async (request, reply) => {
      const { title, pdf } = await storyBook(
        app.services,
        callerOf(request).user,
        request.params.uuid,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName(title)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
