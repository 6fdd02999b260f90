// Keys never reach the log: every line the server writes during API calls is searched for them.
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import { userWithKey } from "../api-keys/test-kit.ts";

let server: TestServer;
const lines: string[] = [];
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  server = await startTestServer({
    configure: (o) => ({ ...o, logger: pino({ level: "trace" }, sink) }),
  });
});
afterAll(() => server.close());

describe("the log", () => {
  it("never holds a key, valid, wrong or revoked", async () => {
    const { c, key, keyId } = await userWithKey(server);
    const wrong = `${key.slice(0, -4)}abcd`;
    const call = (secret: string, body: unknown) =>
      fetch(`${server.url}/v1/audio/speech`, {
        method: "POST",
        headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      }).then((r) => r.arrayBuffer());
    await call(key, { model: "tts-1", voice: "alloy", input: "Logged?" });
    await call(key, { model: "tts-1", voice: "alloy", input: "" });
    await call(wrong, { model: "tts-1", voice: "alloy", input: "x" });
    await fetch(`${server.url}/v1/voices`, { headers: { "xi-api-key": key } });
    await c.json(`/api/keys/${keyId}`, { method: "DELETE" });
    await call(key, { model: "tts-1", voice: "alloy", input: "x" });
    expect(lines.length).toBeGreaterThan(5);
    const log = lines.join("");
    for (const secret of [key, wrong]) expect(log).not.toContain(secret.slice(4));
  });
});
