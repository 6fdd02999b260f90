// The official SDKs pointed at a test server, and how their failures and the history read.
import { ElevenLabsClient, ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { eq } from "drizzle-orm";
import OpenAI from "openai";
import { expect } from "vitest";
import type { TestServer } from "../../../../tests/helpers/test-server.ts";
import { generations, profiles } from "../../db/schema.ts";
import { userWithKey } from "../api-keys/test-kit.ts";

async function failure(call: () => Promise<unknown>): Promise<unknown> {
  return call().then(
    () => null,
    (e: unknown) => e,
  );
}

/** `server` is read when called: the test server starts in beforeAll. */
export function sdkKit(server: () => TestServer) {
  return {
    elevenlabs: (key: string) =>
      new ElevenLabsClient({ apiKey: key, baseUrl: server().url, maxRetries: 0 }),
    openai: (key: string) =>
      new OpenAI({ apiKey: key, baseURL: `${server().url}/v1`, maxRetries: 0 }),
    bytesOf: async (stream: ReadableStream<Uint8Array>) =>
      new Uint8Array(await new Response(stream).arrayBuffer()),
    async elevenLabsFailure(call: () => Promise<unknown>) {
      const error = await failure(call);
      expect(error).toBeInstanceOf(ElevenLabsError);
      const e = error as ElevenLabsError;
      return { status: e.statusCode, body: e.body };
    },
    async openAiFailure(call: () => Promise<unknown>) {
      const error = await failure(call);
      expect(error).toBeInstanceOf(OpenAI.APIError);
      const e = error as InstanceType<typeof OpenAI.APIError>;
      return { status: e.status, error: e.error };
    },
    /** A user on a paid plan of `voiceLimit` generations for a day, and a key of theirs. */
    async proUserWithKey(voiceLimit: number) {
      const user = await userWithKey(server());
      await server()
        .deps.db.update(profiles)
        .set({ accountStatus: "pro", voiceLimit, planExpiresAt: new Date(Date.now() + 86_400_000) })
        .where(eq(profiles.userId, user.id));
      return user;
    },
    historyOf: (userId: string) =>
      server().deps.db.select().from(generations).where(eq(generations.userId, userId)),
  };
}
