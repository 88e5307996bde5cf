import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

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
export async function registerWebApp(app: FastifyInstance, webDistDir: string) {
  const built = fs.existsSync(path.join(webDistDir, 'index.html'));
  const assetsDir = path.join(webDistDir, 'assets') + path.sep;

  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      preCompressed: true,
      cacheControl: false,
      // Vite puts content-hashed files in assets/: they never change under the same name.
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      },
    });
  }

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
    if (!built) {
      return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    }
    return reply.code(200).sendFile('index.html');
  });
}
