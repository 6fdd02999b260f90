// A generation is counted before it is spoken. A process that stops mid-way must not keep it:
// the next start gives it back, once, and never one that was finished.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { uniqueEmail } from "../../../../tests/helpers/test-client.ts";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import { message } from "../../../domain/messages.ts";
import { type CreateAppOptions, createApp, prepare } from "../../app.ts";
import { generationReservations, profiles } from "../../db/schema.ts";
import { createSpeech, SpeechError } from "../../speech/index.ts";

const HOUR = 60 * 60_000;
let server: TestServer;
let options: CreateAppOptions;
beforeAll(async () => {
  server = await startTestServer({
    configure: (o) => {
      const real = createSpeech({ embedded: { workers: 1 } }, o.logger);
      options = {
        ...o,
        generationsPerMinute: 1000,
        speech: {
          ...real,
          // "HANG" speaks until the client leaves: the process stops before it is done.
          synthesize: (req) =>
            req.text.includes("HANG")
              ? new Promise((_, reject) =>
                  req.signal?.addEventListener("abort", () =>
                    reject(new SpeechError("SPEECH_ABORTED", message("speechFailed"))),
                  ),
                )
              : real.synthesize(req),
        },
      };
      return options;
    },
  });
});
afterAll(() => server.close());

const used = async (userId: string) =>
  (await server.deps.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]
    ?.voicesGenerated;

/** The same database started again, later: what a restart after a crash does first. */
async function restartLater() {
  const later = new Date(Date.now() + 2 * HOUR);
  const { deps } = createApp({ ...options, now: () => later });
  await prepare(deps);
}

describe("a generation reserved when the process stopped", () => {
  it("is given back at the next start, once, and a finished one is not", async () => {
    const c = server.client();
    await c.signUp(uniqueEmail());
    const userId = (await c.json<{ user: { id: string } }>("/api/me")).body.user.id;
    const done = await c.json("/api/generations", { body: { voiceId: "adam", text: "Done." } });
    expect(done.status).toBe(201);
    const away = new AbortController();
    const cut = c
      .request("/api/generations", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ voiceId: "adam", text: "HANG on." }),
        signal: away.signal,
      })
      .catch(() => null);
    await vi.waitFor(async () => expect(await used(userId)).toBe(2));

    await restartLater();
    expect(await used(userId)).toBe(1);
    const rows = server.deps.db
      .select()
      .from(generationReservations)
      .where(eq(generationReservations.userId, userId));
    expect(await rows).toEqual([]);

    // The "crashed" request ends after all: what the start gave back is not given twice.
    away.abort();
    await cut;
    await new Promise((r) => setTimeout(r, 300));
    expect(await used(userId)).toBe(1);
  });
});
