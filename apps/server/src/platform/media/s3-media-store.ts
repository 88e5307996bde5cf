import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type * as S3SdkModule from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.js';
import { assertMediaKey, assertMediaPrefix, isContentAddressed } from './media-keys.js';
import { checkContentType } from './media-put.js';
import type { ByteRange, MediaInfo, MediaObject, MediaStore, PutOptions } from './media-store.js';
import { mediaUrl } from './media-url.js';

type S3Sdk = typeof S3SdkModule;

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
}

/** `bytes 0-99/1000` → 1000. */
function totalSize(contentRange: string | undefined, contentLength: number | undefined): number {
  const total = contentRange?.match(/\/(\d+)$/)?.[1];
  return total === undefined ? (contentLength ?? 0) : Number(total);
}

/** The scale-out store: an S3-compatible bucket (AWS, R2, MinIO…). */
export class S3MediaStore implements MediaStore {
  readonly kind = 's3';
  readonly #sdk: S3Sdk;
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #publicBaseUrl: string | undefined;

  /** Use createS3MediaStore(), which loads the AWS SDK only when a bucket is configured. */
  constructor(config: S3Config, publicBaseUrl: string | undefined, sdk: S3Sdk) {
    this.#sdk = sdk;
    this.#bucket = config.bucket;
    this.#publicBaseUrl = publicBaseUrl;
    this.#client = new sdk.S3Client({
      region: config.region,
      ...(config.endpoint && { endpoint: config.endpoint }),
      forcePathStyle: config.forcePathStyle,
      ...(config.accessKeyId &&
        config.secretAccessKey && {
          credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
        }),
      // Many S3-compatible servers reject the SDK's newer default checksum headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Uint8Array | Readable, options: PutOptions = {}): Promise<void> {
    const contentType = checkContentType(key, options.contentType);
    // Pictures and narration are small: buffering gives S3 the length it needs up front.
    const bytes = body instanceof Readable ? await buffer(body) : body;
    await this.#client.send(
      new this.#sdk.PutObjectCommand({
        Bucket: this.#bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        // For a CDN or public bucket serving MEDIA_PUBLIC_URL directly.
        CacheControl: isContentAddressed(key) ? 'public, max-age=31536000, immutable' : 'no-cache',
      }),
    );
  }

  async head(key: string): Promise<MediaInfo | undefined> {
    assertMediaKey(key);
    try {
      const head = await this.#client.send(
        new this.#sdk.HeadObjectCommand({ Bucket: this.#bucket, Key: key }),
      );
      return {
        contentType: checkContentType(key, undefined),
        size: head.ContentLength ?? 0,
        etag: head.ETag,
        lastModified: head.LastModified,
      };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async get(key: string, options: { range?: ByteRange } = {}): Promise<MediaObject | undefined> {
    assertMediaKey(key);
    const { range } = options;
    try {
      const object = await this.#client.send(
        new this.#sdk.GetObjectCommand({
          Bucket: this.#bucket,
          Key: key,
          ...(range && { Range: `bytes=${range.start}-${range.end}` }),
        }),
      );
      return {
        body: object.Body as Readable,
        contentType: checkContentType(key, undefined),
        size: totalSize(object.ContentRange, object.ContentLength),
        etag: object.ETag,
        lastModified: object.LastModified,
        range,
      };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertMediaKey(key);
    await this.#client.send(new this.#sdk.DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }

  async deletePrefix(prefix: string): Promise<number> {
    assertMediaPrefix(prefix);
    let deleted = 0;
    let token: string | undefined;
    do {
      const page = await this.#client.send(
        new this.#sdk.ListObjectsV2Command({
          Bucket: this.#bucket,
          Prefix: prefix,
          ...(token && { ContinuationToken: token }),
        }),
      );
      const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
      if (keys.length > 0) {
        const result = await this.#client.send(
          new this.#sdk.DeleteObjectsCommand({
            Bucket: this.#bucket,
            Delete: { Objects: keys, Quiet: true },
          }),
        );
        if (result.Errors?.length) {
          throw new Error(`Could not delete ${result.Errors.length} media objects under ${prefix}`);
        }
        deleted += keys.length;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return deleted;
  }

  url(key: string): string {
    return mediaUrl(key, this.#publicBaseUrl);
  }

  async close(): Promise<void> {
    this.#client.destroy();
  }
}

export async function createS3MediaStore(
  config: S3Config,
  publicBaseUrl: string | undefined,
): Promise<S3MediaStore> {
  return new S3MediaStore(config, publicBaseUrl, await import('@aws-sdk/client-s3'));
}
