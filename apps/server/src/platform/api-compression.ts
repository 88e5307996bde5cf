import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { acceptsGzip, varyOnAcceptEncoding } from './media/media-encoding.js';

// JSON answers gzip-compressed: a library page's shelves are 15 KB of JSON that gzip makes 2 KB,
// which on a slow phone network is most of the time the page waits for them. zlib runs on the
// thread pool, so compressing never blocks the event loop.

const gzipAsync = promisify(gzip);

/** Smaller answers fit a packet or two; gzip's own framing would cost about what it saves. */
export const API_COMPRESSION_MIN_BYTES = 1024;

export function registerApiCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // The identity service's answers carry session tokens: compressing secrets next to text a
    // caller chose opens the door to BREACH-style guessing, and they are small anyway.
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return payload;
    // Streams (the story's event stream, media files) go as they are.
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    reply.header('vary', varyOnAcceptEncoding(reply.getHeader('vary')));
    if (Buffer.byteLength(payload) < API_COMPRESSION_MIN_BYTES) return payload;
    if (!acceptsGzip(request.headers['accept-encoding'])) return payload;
    const body = await gzipAsync(payload);
    reply.header('content-encoding', 'gzip');
    reply.removeHeader('content-length');
    return body;
  });
}
