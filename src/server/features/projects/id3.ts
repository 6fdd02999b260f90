// An ID3v2.3 tag with the book's title and author and its chapters: a CHAP frame per chapter
// (start and end in milliseconds) under one ordered, top-level CTOC, as the ID3 chapter addendum
// describes (https://id3.org/id3v2-chapters-1.0). Text is UTF-16 with a byte-order mark, which
// v2.3 readers all take, so Urdu titles survive.

export interface TagChapter {
  title: string;
  startMs: number;
  endMs: number;
}

export interface Tag {
  title: string;
  author?: string | null;
  chapters?: TagChapter[];
}

function bytes(...parts: (Uint8Array | number[])[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const latin1 = (text: string) => Array.from(text, (c) => c.charCodeAt(0) & 0xff);
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

function utf16(text: string): number[] {
  const out = [0xff, 0xfe];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out.push(c & 0xff, c >> 8);
  }
  return out;
}

function frame(id: string, body: Uint8Array): Uint8Array {
  return bytes(latin1(id), u32(body.length), [0, 0], body);
}

const textFrame = (id: string, text: string) => frame(id, bytes([1], utf16(text)));

function chapFrame(id: string, chapter: TagChapter): Uint8Array {
  return frame(
    "CHAP",
    bytes(
      latin1(id),
      [0],
      u32(Math.round(chapter.startMs)),
      u32(Math.round(chapter.endMs)),
      // Byte offsets unknown: readers use the times.
      u32(0xffffffff),
      u32(0xffffffff),
      textFrame("TIT2", chapter.title),
    ),
  );
}

function ctocFrame(ids: string[], title: string): Uint8Array {
  const children = ids.flatMap((id) => [...latin1(id), 0]);
  // Flags: top-level (2) and ordered (1); the count is one byte, and a project has at most 200.
  return frame(
    "CTOC",
    bytes(latin1("toc"), [0, 0x03, ids.length], children, textFrame("TIT2", title)),
  );
}

function syncsafe(n: number): number[] {
  return [(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f];
}

export function id3Tag(tag: Tag): Uint8Array {
  const frames: Uint8Array[] = [textFrame("TIT2", tag.title)];
  if (tag.author) frames.push(textFrame("TPE1", tag.author));
  const chapters = tag.chapters ?? [];
  if (chapters.length > 0) {
    const ids = chapters.map((_, i) => `ch${i + 1}`);
    frames.push(ctocFrame(ids, tag.title));
    chapters.forEach((c, i) => {
      frames.push(chapFrame(ids[i] ?? `ch${i + 1}`, c));
    });
  }
  const body = bytes(...frames);
  return bytes(latin1("ID3"), [3, 0, 0], syncsafe(body.length), body);
}
