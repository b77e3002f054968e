import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { BlobStore } from './storage-blob-stores';
import { isS3Unreachable, storageUnreachable } from './storage-unreachable';

export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** Any S3-compatible endpoint (MinIO, R2, …); AWS when empty. Path-style addressing is used then. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** A bucket that takes longer than this to take and remove the probe is reported down, not waited for. */
const PROBE_TIMEOUT_MS = 3_000;

/** A call's failure as the store's own when the bucket is out of reach (answered 503), else as it is. */
async function reached<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    throw isS3Unreachable(err) ? storageUnreachable(err) : err;
  }
}

const isNotFound = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NotFound' || err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);

/** Bytes in an S3-compatible bucket (`S3_*` settings), so every instance reads the same files. */
export function s3BlobStore(opts: S3StoreOptions): BlobStore & { client: S3Client } {
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint || undefined,
    forcePathStyle: Boolean(opts.endpoint),
    credentials:
      opts.accessKeyId && opts.secretAccessKey
        ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
        : undefined,
  });
  const Bucket = opts.bucket;

  async function exists(key: string): Promise<boolean> {
    try {
      await reached(client.send(new HeadObjectCommand({ Bucket, Key: key })));
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  }

  async function readStream(key: string): Promise<Readable> {
    const res = await reached(client.send(new GetObjectCommand({ Bucket, Key: key })));
    if (!res.Body) throw new Error(`no file ${key}`);
    return res.Body as Readable;
  }

  return {
    provider: 's3',
    client,
    async write(key, body) {
      // Keys carry a random id, so a clash is a bug: refuse it rather than overwrite.
      if (await exists(key)) throw new Error(`file ${key} exists`);
      await reached(
        client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: body.length })),
      );
    },
    async read(key) {
      const chunks: Buffer[] = [];
      for await (const chunk of await readStream(key)) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    readStream,
    async delete(key) {
      await reached(client.send(new DeleteObjectCommand({ Bucket, Key: key })));
    },
    exists,
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await reached(client.send(new ListObjectsV2Command({ Bucket, ContinuationToken })));
        for (const o of page.Contents ?? []) {
          if (o.Key) yield { key: o.Key, modifiedAt: o.LastModified ?? new Date() };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    // The health check's: a small object written and removed (a key the orphan sweep never matches).
    // Bounded: the SDK's retries on an unreachable endpoint would otherwise hold /api/health for seconds.
    async probe() {
      const abortSignal = AbortSignal.timeout(PROBE_TIMEOUT_MS);
      const Key = `.probe-${randomBytes(6).toString('hex')}`;
      await reached(client.send(new PutObjectCommand({ Bucket, Key, Body: 'probe\n' }), { abortSignal }));
      await reached(client.send(new DeleteObjectCommand({ Bucket, Key }), { abortSignal }));
    },
  };
}
