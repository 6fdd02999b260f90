// A generation still speaking when its account is deleted must leave no audio behind: the file
// it stores after the deletion's sweep is removed, whichever finishes first.
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { uniqueEmail } from "../../../../tests/helpers/test-client.ts";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import { profiles } from "../../db/schema.ts";
import { createSpeech } from "../../speech/index.ts";
import { type AudioStore, createLocalAudioStore } from "../../storage/audio-store.ts";

let server: TestServer;
let store: AudioStore;
let gate: PromiseWithResolvers<void>;
/** Run once, right after the next sweep of a user's audio has listed its files. */
let afterSweep: ((prefix: string) => Promise<void>) | null = null;

beforeAll(async () => {
  server = await startTestServer({
    configure: (o) => {
      const real = createSpeech({ embedded: { workers: 1 } }, o.logger);
      store = createLocalAudioStore(path.join(o.env.DATA_DIR, "audio"));
      return {
        ...o,
        audio: {
          ...store,
          async *keys(prefix) {
            yield* store.keys(prefix);
            const then = afterSweep;
            afterSweep = null;
            await then?.(prefix ?? "");
          },
        },
        speech: {
          ...real,
          synthesize: async (req) => {
            await gate.promise;
            return real.synthesize(req);
          },
        },
      };
    },
  });
});
afterAll(() => server.close());

async function filesOf(userId: string): Promise<string[]> {
  const out: string[] = [];
  for await (const key of store.keys(`${userId}/`)) out.push(key);
  return out;
}

async function signedUp() {
  const c = server.client();
  await c.signUp(uniqueEmail());
  const me = await c.json<{ user: { id: string } }>("/api/me");
  return { c, userId: me.body.user.id };
}

describe("deleting an account while a generation speaks", () => {
  it("removes the file the generation stores after the account is gone", async () => {
    gate = Promise.withResolvers();
    const { c, userId } = await signedUp();
    const pending = c.json("/api/generations", { body: { voiceId: "adam", text: "Too late." } });
    // Reserved, so speaking (held at the gate).
    await vi.waitFor(async () => {
      const [row] = await server.deps.db.select().from(profiles).where(eq(profiles.userId, userId));
      expect(row?.voicesGenerated).toBe(1);
    });
    await server.deps.account.erase(userId);
    gate.resolve();
    await pending;
    expect(await filesOf(userId)).toEqual([]);
  });

  it("sweeps the user's audio again once the user row is gone", async () => {
    const { userId } = await signedUp();
    // A generation that lands between the first sweep and the user row's deletion.
    afterSweep = (prefix) => store.put(`${prefix}landed-late.mp3`, new Uint8Array([1, 2, 3]));
    await server.deps.account.erase(userId);
    expect(await filesOf(userId)).toEqual([]);
  });
});
