import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { readId3 } from "../../../../tests/helpers/id3-chapters.ts";
import { chaptersFromEpub, NotAnEpub } from "./epub.ts";
import { id3Tag } from "./id3.ts";

const container = `<?xml version="1.0"?><container><rootfiles><rootfile full-path="OEBPS/book.opf"/></rootfiles></container>`;
const opf = `<package><manifest><item id="c1" href="text/one.xhtml"/><item id="c2" href="text/two.xhtml"/><item id="cover" href="cover.xhtml"/></manifest><spine><itemref idref="cover"/><itemref idref="c1"/><itemref idref="c2"/></spine></package>`;
const page = (h: string, p: string) => `<html><body><h1>${h}</h1><p>${p}</p></body></html>`;

describe("an .epub", () => {
  it("gives a chapter per spine document with text, in reading order", () => {
    const epub = zipSync({
      "META-INF/container.xml": strToU8(container),
      "OEBPS/book.opf": strToU8(opf),
      "OEBPS/cover.xhtml": strToU8("<html><body><img src='c.jpg'/></body></html>"),
      "OEBPS/text/one.xhtml": strToU8(page("The Start", "It began &amp; went <em>on</em>.")),
      "OEBPS/text/two.xhtml": strToU8(page("The End", "It ended.")),
    });
    const chapters = chaptersFromEpub(epub, "Book");
    expect(chapters.map((c) => c.title)).toEqual(["The Start", "The End"]);
    expect(chapters[0]?.blocks[1]?.parts[0]?.text).toBe("It began & went on.");
  });

  it("that is no ZIP, or a ZIP with no book, is refused", () => {
    expect(() => chaptersFromEpub(strToU8("just text"), "Book")).toThrow(NotAnEpub);
    expect(() => chaptersFromEpub(zipSync({ "a.txt": strToU8("x") }), "Book")).toThrow(NotAnEpub);
  });
});

describe("the ID3 tag", () => {
  it("carries title, author and a CHAP per chapter under one CTOC, in Urdu too", () => {
    const tag = id3Tag({
      title: "کتاب",
      author: "A. Writer",
      chapters: [
        { title: "باب ایک", startMs: 0, endMs: 1500 },
        { title: "Two", startMs: 1500, endMs: 4000 },
      ],
    });
    const read = readId3(tag);
    expect(read).toMatchObject({ title: "کتاب", author: "A. Writer", toc: 1 });
    expect(read.chapters).toEqual([
      { id: "ch1", startMs: 0, endMs: 1500, title: "باب ایک" },
      { id: "ch2", startMs: 1500, endMs: 4000, title: "Two" },
    ]);
  });
});
