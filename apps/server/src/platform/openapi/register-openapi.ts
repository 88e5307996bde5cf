import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { DEFAULT_ACCESS } from '../auth/access.js';
import { AUTH_BASE_PATH, authOpenApi } from './auth-openapi.js';
import type { OpenApiDocument } from './openapi-types.js';

export const OPENAPI_PATH = '/api/openapi.json';
/** The API has one version, the one the web app and the native shells of the same build speak. */
const API_VERSION = '1';

const DESCRIPTION = [
  'The Monstory API, generated from the route schemas (zod, in @monstory/contracts).',
  '',
  'Send the session token as `Authorization: Bearer <token>`; the web app may use the session',
  'cookie instead. `x-access` on each operation says who may call it: `public` (anyone),',
  '`signed-in` (any session), `guest-or-verified` (a guest or a verified account) or',
  '`verified` (a verified account only). Errors are `{ error: { code, message, fields? } }`.',
  '',
  `Routes under ${AUTH_BASE_PATH} are better-auth's own (sign-up, sign-in, guests, sessions,`,
  "password reset): described by better-auth's generator, which checks the session itself",
  '(they carry no `x-access`) and answers in its `{ code, message }` shape.',
  '',
  'This is the API of the embedded default: with Stripe configured in production, the test-only',
  '`DELETE /api/subscription` is not there.',
].join('\n');

const zodTransform = createJsonSchemaTransform({ skipList: [] });

/** Only the public API: not the web app's pages, not the test-only /api/dev routes. */
function isDocumented(url: string): boolean {
  return (
    url.startsWith('/api/') &&
    !url.startsWith('/api/dev/') &&
    !url.startsWith(`${AUTH_BASE_PATH}/`) &&
    url !== OPENAPI_PATH
  );
}

/** The first segment after /api groups the operations: story, library, profile… */
function tagOf(url: string): string {
  return url.split('/')[2] ?? 'api';
}

/**
 * Registers @fastify/swagger, which collects every route added after it, and serves the
 * document. Register it before the route modules.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Monstory API', version: API_VERSION, description: DESCRIPTION },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: (input) => {
      if (!isDocumented(input.url)) return { schema: { hide: true }, url: input.url };
      const { schema, url } = zodTransform(input);
      const access = input.route.config?.access ?? DEFAULT_ACCESS;
      return {
        url,
        schema: {
          ...schema,
          tags: [tagOf(url)],
          'x-access': access,
          ...(access !== 'public' && { security: [{ bearerAuth: [] }] }),
        },
      };
    },
  });

  let document: Promise<OpenApiDocument> | undefined;
  app.get(OPENAPI_PATH, { config: { access: 'public' } }, async () => {
    document ??= openApiDocument(app).catch((error: unknown) => {
      document = undefined;
      throw error;
    });
    return document;
  });
}

/** The routes' document with better-auth's paths and models merged in, paths sorted. */
export async function openApiDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const own = app.swagger() as unknown as OpenApiDocument;
  const auth = await authOpenApi(await app.identity.auth());
  const schemas = { ...own.components?.schemas };
  for (const [name, schema] of Object.entries(auth.schemas)) {
    if (name in schemas) throw new Error(`OpenAPI: schema ${name} is defined twice`);
    schemas[name] = schema;
  }
  const paths = { ...own.paths, ...auth.paths };
  const sorted = Object.fromEntries(
    Object.entries(paths).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return { ...own, components: { ...own.components, schemas }, paths: sorted };
}
