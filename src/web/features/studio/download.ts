import { useCallback, useState } from "react";
import { DOWNLOAD_FORMATS, type DownloadFormat, downloadExt } from "../../../domain/generation.ts";
import { toast } from "../../components/toaster.tsx";
import { messageText } from "../../lib/message-text.ts";
import { readStored, store } from "../../lib/storage.ts";
import { studioText } from "./texts.ts";

const FORMAT_KEY = "awaaz:download-format";

const isFormat = (v: string | null): v is DownloadFormat =>
  DOWNLOAD_FORMATS.some((f) => f.id === v);

/** The format last chosen in this browser (MP3 at 128 kbit/s at first). */
export function storedDownloadFormat(): DownloadFormat {
  const stored = readStored(FORMAT_KEY);
  return isFormat(stored) ? stored : "mp3-128";
}

/** The format downloads are made in, remembered in this browser. */
export function useDownloadFormat(): [DownloadFormat, (f: DownloadFormat) => void] {
  const [format, setFormat] = useState<DownloadFormat>(storedDownloadFormat);
  const choose = useCallback((f: DownloadFormat) => {
    store(FORMAT_KEY, f);
    setFormat(f);
  }, []);
  return [format, choose];
}

/** Where a generation downloads from in a format, and the file extension it gets. */
export function downloadOf(generationId: string, format: DownloadFormat) {
  const ext = downloadExt(format);
  return { url: `/api/generations/${encodeURIComponent(generationId)}/download?as=${format}`, ext };
}

const pad = (n: number) => String(n).padStart(2, "0");

function slug(text: string, fallback: string): string {
  const s = text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return s || fallback;
}

/** e.g. awaaz-adam-2026-11-22-1430.mp3: the site, the voice and the local time of generation. */
export function audioFileName(site: string, voiceName: string, at: Date, format: string): string {
  const date = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  const time = `${pad(at.getHours())}${pad(at.getMinutes())}`;
  return `${slug(site, "awaaz")}-${slug(voiceName, "voice")}-${date}-${time}.${format}`;
}

// Fetched as a blob and saved through an <a download>: the server answers `inline` (so the
// player can stream it), which would otherwise open the file instead of saving it under our name.
export async function downloadAudio(url: string, fileName: string): Promise<void> {
  try {
    const res = await fetch(url, { credentials: "same-origin" });
    if (!res.ok) throw new Error(`download failed: ${res.status}`);
    const href = URL.createObjectURL(await res.blob());
    const a = document.createElement("a");
    a.href = href;
    a.download = fileName;
    a.hidden = true;
    document.body.append(a);
    a.click();
    a.remove();
    // Revoked later: the browser reads the blob after click() returns.
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
    toast.success(messageText("generationDownloaded"));
  } catch {
    toast.error(studioText("audioDownloadFailed"));
  }
}
