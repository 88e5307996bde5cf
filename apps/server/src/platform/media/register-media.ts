import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DiskMediaStore } from './disk-media-store.js';
import { MediaAccess } from './media-access.js';
import type { MediaStore } from './media-store.js';
import { mediaRoutes } from './media.routes.js';
import { createS3MediaStore } from './s3-media-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaStore;
    mediaAccess: MediaAccess;
  }
}

/** An S3-compatible bucket when S3_BUCKET is set, otherwise files under DATA_DIR/media. */
export async function createMediaStore(app: FastifyInstance): Promise<MediaStore> {
  const { media, dataDir } = app.config;
  return media.s3
    ? createS3MediaStore(media.s3, media.publicUrl)
    : new DiskMediaStore(path.join(dataDir, 'media'), media.publicUrl);
}

/** Decorates app.media and app.mediaAccess and serves GET /api/media/*. */
export async function registerMedia(app: FastifyInstance): Promise<void> {
  const store = await createMediaStore(app);
  app.decorate('media', store);
  app.decorate('mediaAccess', new MediaAccess(app.db, app.clock));
  app.addHook('onClose', () => store.close());
  await app.register(mediaRoutes, { prefix: '/api' });
}
