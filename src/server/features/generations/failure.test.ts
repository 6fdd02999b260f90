import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../../../tests/helpers/test-client.ts";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import { message } from "../../../domain/messages.ts";
import { createSpeech, type Speech, SpeechError } from "../../speech/index.ts";

// The real engines, except that synthesis fails the way a provider does.
let server: TestServer;
let failing: Speech;
beforeAll(async () => {
  server = await startTestServer({
    configure: (o) => {
      const real = createSpeech({ embedded: { workers: 1 } }, o.logger);
      failing = {
        ...real,
        synthesize: () =>
          Promise.reject(new SpeechError("SPEECH_TIMEOUT", message("speechTimeout"))),
      };
      return { ...o, speech: failing };
    },
  });
});
afterAll(() => server.close());

describe("a failed synthesis", () => {
  it("answers with the mapped message and gives the generation back", async () => {
    const c = server.client();
    await c.signUp(uniqueEmail());
    const res = await c.json("/api/generations", {
      body: { voiceId: "basic-en-us-male-1", text: "hello" },
    });
    expect(res.status).toBe(504);
    expect(res.body).toEqual({
      error: { code: "SPEECH_TIMEOUT", message: message("speechTimeout") },
    });
    const me = await c.json<{ profile: { voicesGenerated: number; remaining: number } }>("/api/me");
    expect(me.body.profile).toMatchObject({ voicesGenerated: 0, remaining: 2 });
  });
});
