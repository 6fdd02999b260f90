// A file to save rather than play: named for the disk and never cached.
import type { Context } from "hono";

/** `filename` is ASCII (the fallback every browser reads); `utf8Name`, when given, the real one. */
export function attachment(
  c: Context,
  body: ReadableStream<Uint8Array> | string | ArrayBuffer,
  contentType: string,
  filename: string,
  utf8Name?: string,
) {
  const star = utf8Name ? `; filename*=UTF-8''${encodeURIComponent(utf8Name)}` : "";
  return c.body(body, 200, {
    "Content-Type": contentType,
    "Content-Disposition": `attachment; filename="${filename}"${star}`,
    "Cache-Control": "private, no-store",
  });
}
