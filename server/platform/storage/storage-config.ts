import type { Env } from '../env';
import { dataDirLayout } from './data-dir';
import { folderBlobStore, memoryBlobStore, type BlobStore } from './storage-blob-stores';
import { s3BlobStore } from './storage-s3';

/** The configured store: S3 when `S3_BUCKET` is set, memory under tests, else `DATA_DIR/files`. */
export function blobStoreFromEnv(env: Env): BlobStore {
  if (env.S3_BUCKET) {
    return s3BlobStore({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  if (env.NODE_ENV === 'test') return memoryBlobStore();
  return folderBlobStore(dataDirLayout(env.DATA_DIR).files);
}
