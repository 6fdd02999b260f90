// Audio in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2), so every instance
// behind a load balancer reads what any other wrote (docs/decisions/007-audio-in-a-bucket.md).
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { type AudioStore, audioContentType, type ByteRange, checkKey } from "./audio-store.ts";

export interface S3StoreConfig {
  bucket: string;
  /** Another provider's address; AWS's own when omitted. */
  endpoint?: string | undefined;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** bucket in the path (`host/bucket/key`), as MinIO and most self-hosted servers want. */
  forcePathStyle: boolean;
}

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.$metadata.httpStatusCode === 404 || err.name === "NoSuchKey" || err.name === "NotFound");

export function createS3AudioStore(config: S3StoreConfig): AudioStore {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
    // Since early 2025 the SDK adds CRC checksums to every upload and checks them on every
    // download by default; some S3-compatible servers (older MinIO and B2 releases) refuse or
    // lack them. Checksums only where an operation requires one. (s3rver, in the tests, happens
    // to accept either.)
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = config.bucket;

  return {
    async put(key, bytes) {
      checkKey(key);
      // One PUT replaces the object whole: a reader sees the old bytes or the new, never half.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: audioContentType(key),
          ContentLength: bytes.byteLength,
        }),
      );
    },
    async get(key) {
      checkKey(key);
      let size: number;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        size = head.ContentLength ?? 0;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
      const fetch = (range?: ByteRange) =>
        client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
      return {
        size,
        async read(range) {
          const bytes = await (await fetch(range)).Body?.transformToByteArray();
          return new Uint8Array(bytes ?? new Uint8Array());
        },
        async stream(range) {
          const answer = await fetch(range);
          if (!answer.Body) return new Blob([]).stream();
          return answer.Body.transformToWebStream() as ReadableStream<Uint8Array>;
        },
      };
    },
    async delete(key) {
      checkKey(key);
      // S3 answers a DELETE of a missing key with success, as the local store does.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *keys(prefix = "") {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: prefix,
            ...(ContinuationToken ? { ContinuationToken } : {}),
          }),
        );
        for (const item of page.Contents ?? []) if (item.Key) yield item.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    // A bucket's PUT is whole or nothing: a crash leaves no partial object behind.
    sweep: async () => {},
    close: async () => client.destroy(),
  };
}
