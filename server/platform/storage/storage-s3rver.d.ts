// The parts of s3rver (a local S3-compatible server, used by the storage tests) that the tests call.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  export default class S3rver {
    constructor(options: { address?: string; port?: number; silent?: boolean; directory: string });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
