// Audio with HTTP Range support, so the browser's player can seek and show a duration.
import type { Context } from "hono";
import type { StoredAudio } from "../storage/audio-store.ts";

export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | "invalid" {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === "" && m[2] === "")) return "invalid";
  let start: number;
  let end: number;
  if (m[1] === "") {
    // "bytes=-500": the last 500 bytes.
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start > end || start >= size) return "invalid";
  return { start, end };
}

export async function sendAudio(
  c: Context,
  audio: StoredAudio,
  contentType: string,
  filename: string,
  cacheControl = "private, max-age=3600",
) {
  c.header("Content-Type", contentType);
  c.header("Accept-Ranges", "bytes");
  c.header("Cache-Control", cacheControl);
  c.header("Content-Disposition", `inline; filename="${filename}"`);
  const range = parseRange(c.req.header("range"), audio.size);
  if (range === "invalid") {
    c.header("Content-Range", `bytes */${audio.size}`);
    return c.body(null, 416);
  }
  if (range) {
    c.header("Content-Range", `bytes ${range.start}-${range.end}/${audio.size}`);
    c.header("Content-Length", String(range.end - range.start + 1));
    return c.body(await audio.stream(range), 206);
  }
  c.header("Content-Length", String(audio.size));
  return c.body(await audio.stream(), 200);
}
