import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { createAppPage } from './app-page.js';
import type { AppPageHints } from './app-page.js';
import { acceptsGzip } from './media/media-encoding.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><meta charset="utf-8"><title>Monstory</title>
<p>The Monstory web app is not built yet. Run <code>npm run build</code>, then start the server again.</p>
<p>The API is running under <code>/api</code>.</p>
</html>
`;

function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * Serves the built SPA from `webDistDir` and answers every unknown route: JSON 404 under /api
 * (and for non-GET methods), index.html for the browser's client-side routes.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  hints: AppPageHints = {},
) {
  const indexFile = path.join(webDistDir, 'index.html');
  const built = fs.existsSync(indexFile);
  const assetsDir = path.join(webDistDir, 'assets') + path.sep;
  // Read once: a build replaces the files, and the server is started again after one.
  const page = built ? createAppPage(await fs.promises.readFile(indexFile, 'utf8'), hints) : null;

  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // "/" is a client route like any other: the page handler below answers it.
      index: false,
      preCompressed: true,
      cacheControl: false,
      // Vite puts content-hashed files in assets/: they never change under the same name.
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    if (!page) {
      return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    }
    const { body, gzipped } = await page.render({
      path: request.url.split('?')[0] ?? '/',
      cookie: request.headers.cookie,
      acceptsGzip: acceptsGzip(request.headers['accept-encoding']),
      acceptLanguage: request.headers['accept-language'],
    });
    reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', REVALIDATE)
      // The page says whether a session cookie came with it, and that it is compressed; Home
      // comes rendered in the visitor's language.
      .header('vary', 'Cookie, Accept-Encoding, Accept-Language');
    if (gzipped) reply.header('content-encoding', 'gzip');
    return reply.send(request.method === 'HEAD' ? undefined : body);
  }

  if (page) app.get('/', sendPage);

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (!isPageRequest || isApiPath(request.url)) {
      throw new AppError('ROUTE_NOT_FOUND');
    }
    // A missing hashed file is a stale chunk from an older build; index.html would only turn
    // that into a confusing MIME-type error in the browser.
    if (request.url.startsWith('/assets/')) {
      throw new AppError('NOT_FOUND', 'No such file.');
    }
    return sendPage(request, reply);
  });
}
