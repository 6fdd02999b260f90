// A project's captions are timed by the engine's own word marks, as a single generation's are:
// each cue starts and ends where the voice says its words, not where a share by letters puts them.
import { afterAll, beforeAll, expect, it } from "vitest";
import { allowGenerations, renderingServer } from "../../../../tests/helpers/projects-kit.ts";
import type { TestServer } from "../../../../tests/helpers/test-server.ts";
import { captionCues } from "../../../domain/captions.ts";
import { timedWords } from "../../../domain/word-timing.ts";
import { userWithKey } from "../api-keys/test-kit.ts";
import { marksOf } from "../generations/timing.ts";

let server: TestServer;
beforeAll(async () => {
  server = await renderingServer();
}, 300_000);
afterAll(() => server.close());

const VOICE = "basic-en-us-female-1";
// Short words and long ones, and sentence ends where the voice pauses: a share by letters puts
// the later words well away from where they are said.
const FIRST = "Go. Now. Extraordinarily incomprehensible circumstances arose.";
const SECOND = "Yes. It is so.";

it("each block's cues are the engine's word timings, moved by the blocks before it", async () => {
  const user = await userWithKey(server);
  await allowGenerations(server, user.id, 10);
  const form = new FormData();
  form.set("name", "Timed");
  form.set("default_paragraph_voice_id", VOICE);
  const blocks = [FIRST, SECOND].map((text) => ({
    sub_type: "p",
    nodes: [{ type: "tts_node", text }],
  }));
  form.set("from_content_json", JSON.stringify([{ name: "One", blocks }]));
  const headers = { "xi-api-key": user.key };
  const base = `${server.url}/v1/studio/projects`;
  const made = await fetch(base, { method: "POST", headers, body: form });
  const projectId = ((await made.json()) as { project: { project_id: string } }).project.project_id;
  expect((await fetch(`${base}/${projectId}/convert`, { method: "POST", headers })).status).toBe(
    200,
  );
  const until = Date.now() + 120_000;
  let output = null;
  while (!output && Date.now() < until) {
    const [c] = await server.deps.projects.conversions(user.id, projectId);
    output = c?.status === "done" ? c.output : null;
    if (!output) await new Promise((r) => setTimeout(r, 200));
  }
  const cues = output?.chapters[0]?.cues ?? [];

  // The same words as one generation times them, from the engine's marks.
  const engine = async (text: string) => {
    const said = await server.deps.speech.synthesize({ voiceId: VOICE, text, format: "wav" });
    expect(said.marks?.length).toBeGreaterThan(0);
    const ms = said.durationMs ?? 0;
    return { cues: captionCues(timedWords(text, marksOf(text, said, ms))), ms };
  };
  const first = await engine(FIRST);
  const second = await engine(SECOND);
  // The second block starts where the first block's MP3 ends: its length, rounded up to whole
  // MP3 frames, past what the engine said.
  const n = first.cues.length;
  const offset = (cues[n]?.start ?? 0) - (second.cues[0]?.start ?? 0);
  expect(offset).toBeGreaterThanOrEqual(first.ms);
  expect(offset).toBeLessThan(first.ms + 120);
  const expected = [
    ...first.cues,
    ...second.cues.map((c) => ({ ...c, start: c.start + offset, end: c.end + offset })),
  ];
  expect(cues.map((c) => c.text)).toEqual(expected.map((c) => c.text));
  for (const [i, cue] of cues.entries()) {
    expect(Math.abs(cue.start - (expected[i]?.start ?? -1000))).toBeLessThanOrEqual(2);
    expect(Math.abs(cue.end - (expected[i]?.end ?? -1000))).toBeLessThanOrEqual(2);
  }
}, 180_000);
