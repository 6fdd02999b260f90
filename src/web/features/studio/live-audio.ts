// Audio that plays while the rest is still being spoken: a MediaSource fed with a streamed
// generation's MP3 frames (docs/architecture.md, "Streamed generations"). Where the browser has
// no MediaSource for MP3 (older iPhones), the studio waits for the whole file instead.

export function canPlayLive(): boolean {
  return typeof MediaSource !== "undefined" && MediaSource.isTypeSupported("audio/mpeg");
}

export interface LiveAudio {
  /** For the <audio> element: the source opens once an element loads it. */
  readonly src: string;
  append(bytes: Uint8Array<ArrayBuffer>): void;
  /** No more audio: the player learns the whole duration. */
  end(): void;
  /** The source is no longer shown. */
  release(): void;
}

export function createLiveAudio(): LiveAudio {
  const media = new MediaSource();
  const src = URL.createObjectURL(media);
  const queue: Uint8Array<ArrayBuffer>[] = [];
  let buffer: SourceBuffer | null = null;
  let ending = false;
  // One append at a time: a SourceBuffer refuses another while it is updating.
  const pump = () => {
    if (!buffer || buffer.updating || media.readyState !== "open") return;
    const next = queue.shift();
    if (next) buffer.appendBuffer(next);
    else if (ending) media.endOfStream();
  };
  media.addEventListener(
    "sourceopen",
    () => {
      buffer = media.addSourceBuffer("audio/mpeg");
      // Pieces follow each other whatever their own timestamps say.
      buffer.mode = "sequence";
      buffer.addEventListener("updateend", pump);
      pump();
    },
    { once: true },
  );
  return {
    src,
    append(bytes) {
      queue.push(bytes);
      pump();
    },
    end() {
      ending = true;
      pump();
    },
    release: () => URL.revokeObjectURL(src),
  };
}
