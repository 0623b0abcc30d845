// s3rver ships no types: the part of its API the restore drill uses (its README, and the store
// it keeps objects in, lib/stores/filesystem.js).
declare module "s3rver" {
  type S3rverOptions = {
    address?: string;
    port?: number;
    directory?: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  };
  type ListOptions = { delimiter?: string; prefix?: string; startAfter?: string; maxKeys?: number };
  type Listing = { objects: { key: string }[]; commonPrefixes: string[]; isTruncated: boolean };
  export default class S3rver {
    constructor(options?: S3rverOptions);
    store: { listObjects(bucket: string, options: ListOptions): Promise<Listing> };
    run(): Promise<unknown>;
    close(): Promise<void>;
  }
}
