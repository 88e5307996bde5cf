import type { Auth } from 'better-auth';
import { openAPI } from 'better-auth/plugins';
import {
  HTTP_METHODS,
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiPathItem,
} from './openapi-types.js';

/** Where the bridge in platform/auth/auth.routes.ts mounts better-auth. */
export const AUTH_BASE_PATH = '/api/auth';

export interface AuthOpenApi {
  paths: Record<string, OpenApiPathItem>;
  schemas: Record<string, JsonSchema>;
}

/**
 * better-auth's own description of its routes (the `openAPI` plugin's generator), run against
 * the live instance's options without mounting the plugin: the reference page it would add
 * loads a script from a CDN, and the schema route would be one more public endpoint.
 */
export async function authOpenApi(auth: Auth): Promise<AuthOpenApi> {
  const context = await auth.$context;
  const generate = openAPI({ disableDefaultReference: true }).endpoints.generateOpenAPISchema;
  const document = (await generate({ context } as never)) as unknown as OpenApiDocument;
  const paths: Record<string, OpenApiPathItem> = {};
  for (const [path, item] of Object.entries(document.paths)) {
    paths[`${AUTH_BASE_PATH}${path}`] = tagged(item);
  }
  return { paths, schemas: document.components?.schemas ?? {} };
}

/** One tag, `auth`, instead of better-auth's "Default" and its own groups. */
function tagged(item: OpenApiPathItem): OpenApiPathItem {
  const result: OpenApiPathItem = {};
  for (const method of HTTP_METHODS) {
    const operation = item[method];
    if (operation) result[method] = { ...operation, tags: ['auth'] };
  }
  return result;
}
