// A response body pulled from an async generator as the client reads (the public API's audio, the
// studio's streamed generation).
import type { Context } from "hono";

/**
 * A failure mid-way errors the stream, so the connection is cut rather than ended as if the body
 * were whole; a client that goes away cancels it, which returns the generator (and so stops the
 * work behind it). A proxy is asked not to buffer: the first bytes are the point.
 */
export function streamBody(c: Context, chunks: AsyncGenerator<Uint8Array>, contentType: string) {
  c.header("Content-Type", contentType);
  c.header("Cache-Control", "no-store");
  c.header("X-Accel-Buffering", "no");
  return c.body(
    new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        } catch (error) {
          controller.error(error);
        }
      },
      async cancel() {
        await chunks.return(undefined);
      },
    }),
  );
}
