import { LegalDocumentResponseSchema } from '@monstory/contracts/legal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defaultLegalDir } from './legal-documents.js';
import { createLegalLibrary } from './legal.service.js';

// docs/product.md#legal: GET /api/legal/{documentType}/{language}, public on the web and in the native apps.
export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  const library = createLegalLibrary(defaultLegalDir());
  app.get(
    '/legal/:documentType/:language',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ documentType: z.string().max(40), language: z.string().max(20) }),
        response: { 200: LegalDocumentResponseSchema },
      },
    },
    async (request) => library.get(request.params.documentType, request.params.language),
  );
};
