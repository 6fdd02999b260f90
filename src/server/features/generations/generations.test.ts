import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../../../tests/helpers/test-client.ts";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import { message } from "../../../domain/messages.ts";
import { profiles } from "../../db/schema.ts";
import { isMp3, mp3DurationMs, wavDurationMs } from "../../speech/audio.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ configure: (o) => ({ ...o, generationsPerMinute: 1000 }) });
});
afterAll(() => server.close());

async function newUser() {
  const c = server.client();
  await c.signUp(uniqueEmail());
  const me = await c.json<{ user: { id: string } }>("/api/me");
  return { c, id: me.body.user.id };
}

const gen = (body: Record<string, unknown>) => ({ body });
type Created = {
  generation: { id: string; audioUrl: string; voiceName: string };
  remaining: number;
};

describe("POST /api/generations preconditions", () => {
  it("needs a voice and non-blank text", async () => {
    const { c } = await newUser();
    for (const body of [
      { text: "hello" },
      { voiceId: "basic-en-us-male-1", text: "   " },
      { voiceId: "", text: "hi" },
    ]) {
      const res = await c.json("/api/generations", gen(body));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: { message: message("generationSelectVoiceAndText") },
      });
    }
  });

  it("refuses text over 5000 characters", async () => {
    const { c } = await newUser();
    const long = await c.json(
      "/api/generations",
      gen({ voiceId: "basic-en-us-male-1", text: "a".repeat(5001) }),
    );
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ error: { message: message("generationTextTooLong") } });
  });

  it("refuses an unknown voice with 400", async () => {
    const { c } = await newUser();
    const res = await c.json("/api/generations", gen({ voiceId: "no-such-voice", text: "hello" }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: "UNKNOWN_VOICE" } });
  });

  it("refuses a deactivated account with the catalogue's message and shows remaining and limit 0", async () => {
    const { c, id } = await newUser();
    await server.deps.db
      .update(profiles)
      .set({ status: "inactive" })
      .where(eq(profiles.userId, id));
    const res = await c.json(
      "/api/generations",
      gen({ voiceId: "basic-en-us-male-1", text: "hello" }),
    );
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: { message: message("generationDeactivated") } });
    const me = await c.json<{ profile: { remaining: number; limit: number } }>("/api/me");
    expect(me.body.profile).toMatchObject({ remaining: 0, limit: 0 });
  });

  it("answers 401 when signed out", async () => {
    expect(
      (
        await server
          .client()
          .json("/api/generations", gen({ voiceId: "basic-en-us-male-1", text: "x" }))
      ).status,
    ).toBe(401);
  });
});

describe("generating", () => {
  it("makes real MP3 speech, counts it, and refuses the third on the free plan", async () => {
    const { c } = await newUser();
    const first = await c.json<Created>(
      "/api/generations",
      gen({ voiceId: "basic-en-us-male-1", text: "Hello from Awaaz." }),
    );
    expect(first.status).toBe(201);
    expect(first.body.remaining).toBe(1);
    const audio = await c.request(first.body.generation.audioUrl);
    expect(audio.status).toBe(200);
    expect(audio.headers.get("content-type")).toBe("audio/mpeg");
    const bytes = new Uint8Array(await audio.arrayBuffer());
    expect(bytes.byteLength).toBeGreaterThan(1000);
    const second = await c.json<Created>(
      "/api/generations",
      gen({ voiceId: "basic-en-us-female-1", text: "Second one." }),
    );
    expect(second.body.remaining).toBe(0);
    const third = await c.json(
      "/api/generations",
      gen({ voiceId: "basic-en-us-male-1", text: "Third." }),
    );
    expect(third.status).toBe(402);
    expect(third.body).toMatchObject({
      error: { code: "QUOTA_EXCEEDED", message: message("generationLimitReached") },
    });
    const me = await c.json<{ profile: { voicesGenerated: number; remaining: number } }>("/api/me");
    expect(me.body.profile).toMatchObject({ voicesGenerated: 2, remaining: 0 });
  });

  it("lets exactly 2 of 50 parallel requests through when 2 are left", async () => {
    const { c, id } = await newUser();
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        c.json("/api/generations", gen({ voiceId: "basic-en-us-male-1", text: "Race." })),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 402)).toHaveLength(48);
    const [row] = await server.deps.db.select().from(profiles).where(eq(profiles.userId, id));
    expect(row?.voicesGenerated).toBe(2);
  });

  it("keeps the first 100 characters as the preview, never half of one", async () => {
    const { c } = await newUser();
    // A thumbs-up with a skin tone is one character of four UTF-16 units, from the 99th unit on.
    const text = `${"Go ".repeat(33)}👍🏽 and more words after it.`;
    const res = await c.json<Created & { generation: { textPreview: string } }>(
      "/api/generations",
      gen({ voiceId: "adam", text }),
    );
    expect(res.status).toBe(201);
    expect(res.body.generation.textPreview).toBe(`${"Go ".repeat(33)}👍🏽`);
  });

  it("speaks Urdu text and returns WAV when asked", async () => {
    const { c } = await newUser();
    const res = await c.json<Created>(
      "/api/generations",
      gen({ voiceId: "basic-ur-female-1", text: "السلام علیکم، آپ کیسے ہیں؟", format: "wav" }),
    );
    expect(res.status).toBe(201);
    const audio = await c.request(res.body.generation.audioUrl);
    const bytes = new Uint8Array(await audio.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe("RIFF");
  });

  it("serves byte ranges, hides audio from other users, lists and deletes", async () => {
    const { c } = await newUser();
    const created = await c.json<Created>(
      "/api/generations",
      gen({ voiceId: "basic-en-us-male-3", text: "Range me." }),
    );
    const url = created.body.generation.audioUrl;
    const partial = await c.request(url, { headers: { range: "bytes=0-99" } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get("content-range")).toMatch(/^bytes 0-99\/\d+$/);
    expect((await partial.arrayBuffer()).byteLength).toBe(100);

    const other = await newUser();
    expect((await other.c.request(url)).status).toBe(404);
    expect(
      (await other.c.json(`/api/generations/${created.body.generation.id}`, { method: "DELETE" }))
        .status,
    ).toBe(404);

    const list = await c.json<{ items: { id: string }[]; total: number }>("/api/generations");
    expect(list.body.items.map((i) => i.id)).toEqual([created.body.generation.id]);
    expect(
      (await c.json(`/api/generations/${created.body.generation.id}`, { method: "DELETE" })).status,
    ).toBe(200);
    expect((await c.request(url)).status).toBe(404);
  });
});

describe("GET /api/generations/:id/download", () => {
  it("gives the audio as MP3 at 128 or 64 kbit/s, or as WAV, the same length; only to its owner", async () => {
    const { c } = await newUser();
    const made = await c.json<Created & { generation: { durationMs: number } }>(
      "/api/generations",
      gen({
        voiceId: "basic-en-us-male-1",
        text: "A download in three formats, the same speech in each.",
      }),
    );
    expect(made.status).toBe(201);
    const { id, durationMs } = made.body.generation;
    const fetchAs = async (as: string) => {
      const res = await c.request(`/api/generations/${id}/download?as=${as}`);
      return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
    };
    const hi = await fetchAs("mp3-128");
    const lo = await fetchAs("mp3-64");
    const wav = await fetchAs("wav");
    expect(hi.res.headers.get("content-type")).toBe("audio/mpeg");
    expect(hi.res.headers.get("content-disposition")).toBe(
      `attachment; filename="awaaz-${id}.mp3"`,
    );
    expect(wav.res.headers.get("content-type")).toBe("audio/wav");
    for (const mp3 of [hi.bytes, lo.bytes]) {
      expect(isMp3(mp3)).toBe(true);
      expect(Math.abs((mp3DurationMs(mp3) ?? 0) - durationMs)).toBeLessThan(150);
    }
    // Twice the bitrate, about twice the bytes for the same seconds.
    expect(hi.bytes.length / lo.bytes.length).toBeGreaterThan(1.8);
    expect(hi.bytes.length / lo.bytes.length).toBeLessThan(2.2);
    expect(Math.abs((wavDurationMs(wav.bytes) ?? 0) - durationMs)).toBeLessThan(150);

    const stranger = await newUser();
    expect((await stranger.c.request(`/api/generations/${id}/download?as=wav`)).status).toBe(404);
    expect((await c.request(`/api/generations/${id}/download?as=flac`)).status).toBe(400);
  });
});

type Word = { text: string; start: number; end: number };
type Captions = { cues: { start: number; end: number; text: string }[]; words: Word[] };

describe("GET /api/generations/:id/captions", () => {
  it("gives the lines and the words as eSpeak spoke them, as JSON for the player and SRT or WebVTT files; only to its owner", async () => {
    const { c } = await newUser();
    const text = "The first line is here. [pause 1s] And the second line follows it.";
    const made = await c.json<Created & { generation: { durationMs: number; captions: boolean } }>(
      "/api/generations",
      gen({ voiceId: "basic-en-us-female-1", text }),
    );
    const { id, durationMs, captions } = made.body.generation;
    expect(captions).toBe(true);
    const json = await c.json<Captions>(`/api/generations/${id}/captions`);
    expect(json.body.cues.map((q) => q.text)).toEqual([
      "The first line is here.",
      "And the second line follows it.",
    ]);
    const [first, second] = json.body.cues;
    // The pause is no one's words: its second, less the fading sound of the words around it
    // (eSpeak's break starts as the sound decays), is silence between the two cues.
    expect((second?.start ?? 0) - (first?.end ?? 0)).toBeGreaterThanOrEqual(800);
    expect(json.body.cues.at(-1)?.end).toBeLessThanOrEqual(durationMs);
    const { words } = json.body;
    expect(words.map((w) => w.text).join(" ")).toBe(text.replace(" [pause 1s]", ""));
    expect(words[0]?.start).toBeLessThan(0.2);
    for (const [i, w] of words.entries()) {
      expect(w.end).toBeGreaterThan(w.start);
      expect(w.start).toBeGreaterThanOrEqual(words[i - 1]?.end ?? 0);
      expect(w.end).toBeLessThanOrEqual(durationMs / 1000);
    }

    const srt = await c.request(`/api/generations/${id}/captions/download?as=srt`);
    expect(srt.headers.get("content-type")).toBe("application/x-subrip; charset=utf-8");
    expect(await srt.text()).toMatch(
      /^1\n00:00:00,\d{3} --> 00:00:0\d,\d{3}\nThe first line is here\.\n/,
    );
    const vtt = await c.request(`/api/generations/${id}/captions/download`);
    expect(vtt.headers.get("content-disposition")).toBe(`attachment; filename="awaaz-${id}.vtt"`);
    expect(await vtt.text()).toMatch(/^WEBVTT\n\n00:00:00\.\d{3} --> /);
    const byWord = await c.request(`/api/generations/${id}/captions/download?as=srt&by=word`);
    expect(byWord.headers.get("content-disposition")).toBe(
      `attachment; filename="awaaz-${id}-words.srt"`,
    );
    expect(await byWord.text()).toMatch(/^1\n00:00:00,\d{3} --> 00:00:00,\d{3}\nThe\n\n2\n/);

    const stranger = await newUser();
    expect((await stranger.c.request(`/api/generations/${id}/captions`)).status).toBe(404);
    expect((await stranger.c.request(`/api/generations/${id}/captions/download`)).status).toBe(404);
    expect((await c.request(`/api/generations/${id}/captions/download?as=ass`)).status).toBe(400);
    expect((await c.request(`/api/generations/${id}/captions/download?by=letter`)).status).toBe(
      400,
    );
  });

  it("shows a blank line's pause between the words around it", async () => {
    const { c } = await newUser();
    const text = "The first sentence ends here.\n\nThe second one starts after a pause.";
    const made = await c.json<Created>(
      "/api/generations",
      gen({ voiceId: "basic-en-us-male-1", text }),
    );
    const { words } = (
      await c.json<Captions>(`/api/generations/${made.body.generation.id}/captions`)
    ).body;
    const before = words.findIndex((w) => w.text === "here.");
    const gap = (words[before + 1]?.start ?? 0) - (words[before]?.end ?? 0);
    expect(words[before + 1]?.text).toBe("The");
    expect(gap).toBeGreaterThanOrEqual(0.5);
  });
});
