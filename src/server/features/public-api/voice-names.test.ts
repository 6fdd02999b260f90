// OpenAI's voice names where an OpenAI engine is configured: the engine's own voice answers to its
// name before the embedded voice the name stands for elsewhere.
import { afterAll, beforeAll, expect, it } from "vitest";
import { type FakeOpenAi, startFakeOpenAi } from "../../../../tests/fakes/openai.ts";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import { userWithKey } from "../api-keys/test-kit.ts";
import { sdkKit } from "./test-kit.ts";

let fake: FakeOpenAi;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: null, serverVoices: null });
  server = await startTestServer({
    env: { OPENAI_TTS_BASE_URL: fake.url, OPENAI_TTS_VOICES: "alloy" },
  });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const { openai, historyOf } = sdkKit(() => server);

it("a configured OpenAI voice answers to its own name, in any script", async () => {
  const { key, id } = await userWithKey(server);
  const client = openai(key);
  for (const input of ["Hello.", "آپ کیسے ہیں؟"])
    await (
      await client.audio.speech.create({ model: "tts-1", voice: "alloy", input })
    ).arrayBuffer();
  expect((await historyOf(id)).map((r) => r.voiceId)).toEqual(["oai:alloy", "oai:alloy"]);
});
