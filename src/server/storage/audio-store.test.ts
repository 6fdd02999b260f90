// One contract, two stores: whatever the app does with local files it does with a bucket.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../../../tests/helpers/s3-server.ts";
import { type AudioStore, createLocalAudioStore, TMP_SWEEP_AGE_MS } from "./audio-store.ts";
import { createS3AudioStore } from "./s3-audio-store.ts";

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array) => new TextDecoder().decode(data);

async function all(keys: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const key of keys) out.push(key);
  return out.sort();
}

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

const stores: [string, () => AudioStore][] = [
  ["local files", () => createLocalAudioStore(fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-a-")))],
  ["an S3 bucket", () => createS3AudioStore(s3.config)],
];

describe.each(stores)("the audio store on %s", (_name, make) => {
  let store: AudioStore;
  // Each test its own prefix: the bucket is shared by the file.
  let n = 0;
  const key = (name: string) => `u${n}/${name}`;
  beforeAll(() => {
    store = make();
  });
  afterAll(() => store.close());

  it("gives back what was put, whole and by byte range, with its size", async () => {
    n++;
    await store.put(key("a.mp3"), bytes("ID3 0123456789"));
    const audio = await store.get(key("a.mp3"));
    expect(audio?.size).toBe(14);
    expect(text((await audio?.read()) ?? bytes(""))).toBe("ID3 0123456789");
    expect(text((await audio?.read({ start: 4, end: 7 })) ?? bytes(""))).toBe("0123");
    expect(text((await audio?.read({ start: 13, end: 13 })) ?? bytes(""))).toBe("9");
  });

  it("streams the same bytes, whole and by byte range", async () => {
    n++;
    await store.put(key("s.mp3"), bytes("ID3 0123456789"));
    const audio = await store.get(key("s.mp3"));
    const streamed = async (range?: { start: number; end: number }) =>
      audio ? new Response(await audio.stream(range)).text() : "";
    expect(await streamed()).toBe("ID3 0123456789");
    expect(await streamed({ start: 4, end: 7 })).toBe("0123");
    expect(await streamed({ start: 13, end: 13 })).toBe("9");
  });

  it("answers null for a missing key, replaces on a second put, and deletes idempotently", async () => {
    n++;
    expect(await store.get(key("none.mp3"))).toBeNull();
    await store.put(key("b.wav"), bytes("first"));
    await store.put(key("b.wav"), bytes("second!"));
    const audio = await store.get(key("b.wav"));
    expect(audio?.size).toBe(7);
    expect(text((await audio?.read()) ?? bytes(""))).toBe("second!");
    await store.delete(key("b.wav"));
    expect(await store.get(key("b.wav"))).toBeNull();
    await store.delete(key("b.wav"));
  });

  it("lists keys by prefix, nested ones included", async () => {
    n++;
    await store.put(key("x.mp3"), bytes("x"));
    await store.put(key("deep/y.mp3"), bytes("y"));
    await store.put(`other${n}/z.mp3`, bytes("z"));
    expect(await all(store.keys(`u${n}/`))).toEqual([key("deep/y.mp3"), key("x.mp3")]);
  });

  it("stores 20 files put at once, each whole", async () => {
    n++;
    const names = Array.from({ length: 20 }, (_, i) => key(`p${i}.mp3`));
    await Promise.all(names.map((k) => store.put(k, bytes(`audio of ${k}`))));
    expect(await all(store.keys(`u${n}/`))).toEqual([...names].sort());
    for (const k of names) {
      expect(text((await (await store.get(k))?.read()) ?? bytes(""))).toBe(`audio of ${k}`);
    }
  });

  it("refuses keys that could leave the store's folder or differ between stores", async () => {
    for (const bad of ["../x.mp3", "/abs.mp3", "a/../../x.mp3", "a//b.mp3", "a/.hidden", ""]) {
      await expect(store.put(bad, bytes("x"))).rejects.toThrow(/bad audio key/);
      await expect(store.get(bad)).rejects.toThrow(/bad audio key/);
    }
  });
});

describe("the local store's temporary files", () => {
  const tmpFiles = (root: string) =>
    (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith(".tmp"));

  it("leaves none behind when a write fails", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-tmp-"));
    const store = createLocalAudioStore(root);
    // "u/a" is a folder already (it holds "u/a/b"), so the rename onto it fails.
    await store.put("u/a/b", bytes("inside"));
    await expect(store.put("u/a", bytes("cannot land"))).rejects.toThrow();
    expect(tmpFiles(root)).toEqual([]);
  });

  it("sweeps those a crash left an hour ago or more, and keeps a write under way", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-tmp-"));
    const store = createLocalAudioStore(root);
    await store.put("u/kept.mp3", bytes("audio"));
    const old = path.join(root, "u", "gone.mp3.123.tmp");
    const fresh = path.join(root, "u", "writing.mp3.456.tmp");
    fs.writeFileSync(old, "half");
    fs.writeFileSync(fresh, "half");
    const past = new Date(Date.now() - TMP_SWEEP_AGE_MS - 60_000);
    fs.utimesSync(old, past, past);
    await store.sweep();
    expect(tmpFiles(root)).toEqual([path.join("u", "writing.mp3.456.tmp")]);
    expect(await all(store.keys())).toEqual(["u/kept.mp3"]);
  });
});
