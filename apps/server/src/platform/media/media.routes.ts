import { pipeline } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../app-error.js';
import { acceptsGzip, gzipEtag, isCompressible, varyOnAcceptEncoding } from './media-encoding.js';
import { isContentAddressed, isMediaKey, isPublicKey } from './media-keys.js';
import { parseRange } from './media-range.js';
import type { MediaInfo } from './media-store.js';

// Media files are never documents: even an SVG opened on its own runs no script and loads
// nothing. Cross-origin, because the native app's WebView has an origin of its own
// (capacitor://localhost, https://localhost) and must still show our pictures.
const MEDIA_CSP =
  "default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:; sandbox";

function cacheControl(key: string): string {
  const who = isPublicKey(key) ? 'public' : 'private';
  return isContentAddressed(key) ? `${who}, max-age=31536000, immutable` : `${who}, no-cache`;
}

function mediaHeaders(reply: FastifyReply, key: string, info: MediaInfo) {
  reply
    .header('content-type', info.contentType)
    .header('accept-ranges', 'bytes')
    .header('cache-control', cacheControl(key))
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('content-security-policy', MEDIA_CSP);
  if (info.etag) reply.header('etag', info.etag);
  if (info.lastModified) reply.header('last-modified', info.lastModified.toUTCString());
}

function notModified(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * GET /api/media/<key>: serves a media key from whichever store is configured, with ranges
 * (seeking in narration) and conditional requests. A private key that no access rule or
 * signature grants is answered like a missing one: 404, so keys cannot be probed.
 */
export async function mediaRoutes(app: FastifyInstance) {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    // Public for the auth hook: this route decides itself (public keys, signatures, rules).
    config: { access: 'public' },
    handler: async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!isMediaKey(key) || !(await app.mediaAccess.canRead(key, request))) {
        throw new AppError('NOT_FOUND', 'No such file.');
      }
      const info = await app.media.head(key);
      if (!info) throw new AppError('NOT_FOUND', 'No such file.');
      const wanted = parseRange(request.headers.range, info.size);
      if (wanted.kind === 'unsatisfiable') {
        // Players ask for ranges, not JSON: the bare status and Content-Range are the answer.
        return reply.code(416).header('content-range', `bytes */${info.size}`).send();
      }
      const range = wanted.kind === 'part' ? wanted.range : undefined;
      const compressible = isCompressible(info.contentType);
      // A range is a slice of the stored bytes, so it is always sent as they are.
      const gzip = compressible && !range && acceptsGzip(request.headers['accept-encoding']);
      const etag = gzip && info.etag ? gzipEtag(info.etag) : info.etag;
      mediaHeaders(reply, key, { ...info, etag });
      if (compressible) reply.header('vary', varyOnAcceptEncoding(reply.getHeader('vary')));
      if (notModified(request.headers['if-none-match'], etag)) {
        return reply.code(304).send();
      }
      if (gzip) {
        reply.header('content-encoding', 'gzip');
        if (request.method === 'HEAD') return reply.send();
        const object = await app.media.get(key);
        if (!object) throw new AppError('NOT_FOUND', 'No such file.');
        // zlib works off the event loop; a failing source ends the response instead of hanging.
        return reply.send(
          pipeline(object.body, createGzip(), (error) => {
            if (error) request.log.warn({ err: error, key }, 'media: compressed send failed');
          }),
        );
      }
      const length = range ? range.end - range.start + 1 : info.size;
      reply.header('content-length', length);
      if (range)
        reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
      if (request.method === 'HEAD') return reply.send();
      const object = await app.media.get(key, { range });
      if (!object) throw new AppError('NOT_FOUND', 'No such file.');
      return reply.send(object.body);
    },
  });
}
