import fs from 'node:fs';
import S3rver from 's3rver';
import type { S3Config } from '../../config.js';
import { makeTempDir } from '../../test/test-database.js';

/** For tests: a local S3-compatible server on a free port, with one empty bucket. */
export async function startS3TestServer(): Promise<{ config: S3Config; close(): Promise<void> }> {
  // The SDK warns once that its 2027 releases will need Node 22; not news inside a test run.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const directory = makeTempDir('monstory-s3-');
  const bucket = 'monstory-media';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      // s3rver's fixed credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
