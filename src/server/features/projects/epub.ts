// An .epub is a ZIP (https://www.w3.org/TR/epub-33/#sec-container-zip): META-INF/container.xml
// names the package document, whose spine lists the chapters' XHTML in reading order. Each spine
// document becomes a chapter, titled by its first heading; its headings and paragraphs, blocks.
import { unzipSync } from "fflate";
import type { BlockInput, ChapterInput } from "../../../domain/projects.ts";

export class NotAnEpub extends Error {}

const decoder = new TextDecoder();

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(tag)?.[1];
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, code: string) => {
      if (code.startsWith("#x")) return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
      if (code.startsWith("#")) return String.fromCodePoint(Number.parseInt(code.slice(1), 10));
      return ENTITIES[code.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}

function resolve(base: string, href: string): string {
  const parts = base.split("/").slice(0, -1);
  for (const piece of decodeURIComponent(href.split("#")[0] ?? "").split("/")) {
    if (piece === "..") parts.pop();
    else if (piece !== ".") parts.push(piece);
  }
  return parts.filter(Boolean).join("/");
}

function chapterOf(xhtml: string, fallback: string): ChapterInput | null {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(xhtml)?.[1] ?? xhtml;
  const blocks: BlockInput[] = [];
  for (const m of body.matchAll(/<(h[1-6]|p|li|blockquote)\b[^>]*>([\s\S]*?)<\/\1>/gi)) {
    const said = text(m[2] ?? "");
    if (!said) continue;
    const kind = (m[1] ?? "").toLowerCase().startsWith("h") ? "heading" : "paragraph";
    blocks.push({ kind, parts: [{ text: said, voiceId: null }] });
  }
  if (!blocks.some((b) => b.kind === "paragraph")) return null;
  const first = blocks.find((b) => b.kind === "heading");
  return { title: (first?.parts[0]?.text ?? fallback).slice(0, 200), blocks };
}

/** The book's chapters; throws NotAnEpub when the bytes are no ZIP or no EPUB package. */
export function chaptersFromEpub(bytes: Uint8Array, untitled: string): ChapterInput[] {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch {
    throw new NotAnEpub("not a ZIP");
  }
  const read = (name: string) => {
    const file = files[name];
    return file ? decoder.decode(file) : null;
  };
  const container = read("META-INF/container.xml");
  const opfPath = container && attr(/<rootfile\b[^>]*>/i.exec(container)?.[0] ?? "", "full-path");
  const opf = opfPath ? read(opfPath) : null;
  if (!opfPath || !opf) throw new NotAnEpub("no package document");
  const manifest = new Map<string, string>();
  for (const m of opf.matchAll(/<item\b[^>]*>/gi)) {
    const id = attr(m[0], "id");
    const href = attr(m[0], "href");
    if (id && href) manifest.set(id, resolve(opfPath, href));
  }
  const chapters: ChapterInput[] = [];
  for (const m of opf.matchAll(/<itemref\b[^>]*>/gi)) {
    const path = manifest.get(attr(m[0], "idref") ?? "");
    const xhtml = path ? read(path) : null;
    const chapter = xhtml && chapterOf(xhtml, `${untitled} ${chapters.length + 1}`);
    if (chapter) chapters.push(chapter);
  }
  return chapters;
}
