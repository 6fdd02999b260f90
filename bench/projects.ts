// npm run bench:projects — a 100,000-character, 2-voice project rendered with eSpeak on the job
// queue (pg-boss on an embedded PGlite, in this process), against the same text spoken as single
// requests of up to 5,000 characters, as many at once as there are speech workers: the project's
// characters a second over the single requests' (target >= 0.8x). Both encode MP3.

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { piecesOf } from "../src/domain/phrases.ts";
import { blockText } from "../src/domain/projects.ts";
import { MAX_TEXT } from "../src/domain/text.ts";
import { createApp, prepare } from "../src/server/app.ts";
import { openPglite } from "../src/server/db/client.ts";
import { profiles, user as userTable } from "../src/server/db/schema.ts";
import { parseEnv } from "../src/server/env.ts";
import { chaptersFromContentJson } from "../src/server/features/projects/studio-input.ts";
import { createLogger } from "../src/server/logger.ts";
import { bookContent } from "../tests/helpers/project-content.ts";

const CHARACTERS = 100_000;
const TARGET = 0.8;
const VOICES: [string, string] = ["basic-en-us-male-1", "basic-en-us-female-1"];
const workers = os.availableParallelism();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-bench-projects-"));
const env = parseEnv({
  NODE_ENV: "production",
  LOG_LEVEL: "silent",
  DATA_DIR: dataDir,
  SPEECH_WORKERS: String(workers),
  ADMIN_PASSWORD: "bench-admin-password",
});
const database = await openPglite(undefined);
await database.migrate();
const { deps } = createApp({
  env,
  database,
  logger: createLogger("silent"),
  secret: "b".repeat(40),
});
await prepare(deps);

const chapters = chaptersFromContentJson(JSON.stringify(bookContent(10, CHARACTERS, VOICES)));
const blocks = chapters.flatMap((c) => c.blocks);
const characters = blocks.reduce((n, b) => n + blockText(b).trim().length, 0);

// Single requests: the same text in pieces of at most 5,000 characters, each piece one voice.
const requests = blocks.flatMap((b) =>
  b.parts.flatMap((p) =>
    piecesOf(p.text, MAX_TEXT).map((text) => ({ text, voice: p.voiceId ?? VOICES[0] })),
  ),
);
let next = 0;
const singleStart = performance.now();
await Promise.all(
  Array.from({ length: workers }, async () => {
    while (next < requests.length) {
      const r = requests[next++];
      if (r) await deps.speech.synthesize({ voiceId: r.voice, text: r.text, format: "mp3" });
    }
  }),
);
const singleSeconds = (performance.now() - singleStart) / 1000;

const id = "bench-user";
await database.db.insert(userTable).values({ id, name: "bench", email: "bench@example.com" });
const owner = { id, email: "bench@example.com", name: "bench" };
await deps.profiles.ensure(owner);
await database.db.update(profiles).set({ voiceLimit: 1000 }).where(eq(profiles.userId, id));
await deps.projects.startWorkers(workers);
const projectId = await deps.projects.create(owner, {
  name: "Bench",
  title: null,
  author: null,
  defaultVoiceId: VOICES[0],
  callbackUrl: null,
  chapters,
});
const projectStart = performance.now();
const conversionId = await deps.projects.convert(owner, projectId);
for (;;) {
  const conversion = await deps.projects.findConversion(id, conversionId);
  if (conversion && conversion.status !== "running") {
    if (conversion.status !== "done") throw new Error(`conversion ${conversion.status}`);
    break;
  }
  await new Promise((r) => setTimeout(r, 100));
}
const projectSeconds = (performance.now() - projectStart) / 1000;

const single = characters / singleSeconds;
const project = characters / projectSeconds;
const ratio = project / single;
console.log(`characters: ${characters}, speech workers: ${workers}`);
console.log(
  `single requests: ${singleSeconds.toFixed(1)} s, ${single.toFixed(0)} chars/s (${requests.length} requests)`,
);
console.log(
  `project on the queue: ${projectSeconds.toFixed(1)} s, ${project.toFixed(0)} chars/s (assembly included)`,
);
console.log(
  `ratio: ${ratio.toFixed(2)}x (target >= ${TARGET}x) ${ratio >= TARGET ? "met" : "MISSED"}`,
);

await deps.projects.stop();
await deps.speech.close();
await deps.downloads.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
