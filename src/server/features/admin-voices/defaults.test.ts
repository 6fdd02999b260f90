// The default neural voices, installed in the background from a local mirror of Piper's voices
// (never the real one): what a fresh instance gets, what the admin and the studio see, and what
// happens when the mirror is unreachable or serves something wrong.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  type MirrorOptions,
  type PiperMirror,
  startPiperMirror,
} from "../../../../tests/helpers/piper-mirror.ts";
import { requireEspeakData } from "../../../../tests/helpers/piper-model.ts";
import { uniqueEmail } from "../../../../tests/helpers/test-client.ts";
import {
  startTestServer,
  TEST_ADMIN_PASSWORD,
  type TestServer,
} from "../../../../tests/helpers/test-server.ts";
import type { DefaultVoicesStatus } from "../../../domain/admin-voices.ts";
import { DEFAULT_VOICES } from "../../speech/neural/catalogue.ts";
import { backoffMs } from "./defaults.ts";

requireEspeakData();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "awaaz-defaults-"));
const open: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(open.map((o) => o.close()));
  fs.rmSync(tmp, { recursive: true, force: true });
});
let n = 0;

async function mirror(keys: readonly string[], options: MirrorOptions = {}): Promise<PiperMirror> {
  const m = await startPiperMirror(path.join(tmp, `mirror-${++n}`), keys, options);
  open.push(m);
  return m;
}

async function instance(env: Record<string, string>): Promise<TestServer> {
  const server = await startTestServer({
    env: { VOICES_DIR: path.join(tmp, `voices-${++n}`), ...env },
  });
  open.push(server);
  return server;
}

const defaultsOf = (server: TestServer) => server.deps.adminVoices.defaults;

async function settled(server: TestServer): Promise<DefaultVoicesStatus> {
  for (let i = 0; i < 600; i++) {
    const status = defaultsOf(server).status();
    if (status.voices.every((v) => v.state !== "installing") && !status.coming) return status;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the default voices never settled");
}

// Each install loads its voice once in a child process: several take a while on a busy machine.
describe("default neural voices", { timeout: 180_000 }, () => {
  it("a fresh instance installs English, Hindi and Urdu voices and speaks Urdu with the Urdu one", async () => {
    const piper = await mirror(DEFAULT_VOICES);
    const server = await instance({ NEURAL_VOICES_URL: piper.url });
    const user = server.client();
    await user.signUp(uniqueEmail());
    expect((await user.json("/api/voices/coming")).body).toEqual({ coming: false, percent: 0 });
    defaultsOf(server).start();
    const status = await settled(server);
    expect(status.voices.map((v) => v.state)).toEqual(DEFAULT_VOICES.map(() => "installed"));
    expect((await user.json("/api/voices/coming")).body).toEqual({ coming: false, percent: 100 });
    for (const key of DEFAULT_VOICES) expect(piper.modelDownloads(key)).toBe(1);

    const voices = (
      await user.json<{ id: string; language: string; engine: string }[]>("/api/voices")
    ).body;
    const neuralLanguages = voices
      .filter((v) => v.engine === "neural")
      .map((v) => v.language.split("-")[0]);
    expect(new Set(neuralLanguages)).toEqual(new Set(["en", "hi", "ur"]));
    const spoken = await user.json<{ generation: { engine: string; voiceName: string } }>(
      "/api/generations",
      { body: { voiceId: "neural:ur_PK-fasih-medium", text: "آپ کیسے ہیں؟" } },
    );
    expect(spoken.status).toBe(201);
    expect(spoken.body.generation).toMatchObject({ engine: "neural", voiceName: "Fasih" });
  });

  it("a default voice deleted while the server runs: not spoken, eSpeak answers, the admin sees it and can reinstall", async () => {
    const key = "ur_PK-fasih-medium";
    const piper = await mirror([key]);
    const voicesDir = path.join(tmp, "deleted-voices");
    const server = await instance({
      NEURAL_VOICES_URL: piper.url,
      NEURAL_DEFAULT_VOICES: key,
      VOICES_DIR: voicesDir,
    });
    await defaultsOf(server).retry();
    expect(defaultsOf(server).status().voices[0]?.state).toBe("installed");
    fs.rmSync(path.join(voicesDir, key), { recursive: true });

    const admin = server.client();
    await admin.adminSignIn(TEST_ADMIN_PASSWORD);
    const listed = await admin.json<{ defaults: DefaultVoicesStatus }>("/api/admin/voices");
    expect(listed.body.defaults.voices[0]).toMatchObject({ state: "failed" });
    expect(listed.body.defaults.voices[0]?.error).toContain("its folder is gone");
    const user = server.client();
    await user.signUp(uniqueEmail());
    const gone = await user.json("/api/generations", {
      body: { voiceId: `neural:${key}`, text: "آپ کیسے ہیں؟" },
    });
    expect(gone.status).toBe(400);
    const basicUrdu = (
      await user.json<{ id: string; engine: string; language: string }[]>("/api/voices")
    ).body.find((v) => v.engine === "embedded" && v.language.startsWith("ur"));
    const spoken = await user.json("/api/generations", {
      body: { voiceId: basicUrdu?.id, text: "آپ کیسے ہیں؟" },
    });
    expect(spoken.status).toBe(201);

    await defaultsOf(server).retry();
    expect(defaultsOf(server).status().voices[0]?.state).toBe("installed");
    expect(piper.modelDownloads(key)).toBe(2);
  });

  it("two instances sharing VOICES_DIR download each voice once", async () => {
    const keys = ["en_GB-cori-medium", "ur_PK-fasih-medium"];
    const piper = await mirror(keys);
    const voicesDir = path.join(tmp, "shared-voices");
    const env = {
      NEURAL_VOICES_URL: piper.url,
      NEURAL_DEFAULT_VOICES: keys.join(","),
      VOICES_DIR: voicesDir,
    };
    const [a, b] = await Promise.all([instance(env), instance(env)]);
    await Promise.all([defaultsOf(a).retry(), defaultsOf(b).retry()]);
    // One may have found the other holding a voice: it looks again and finds it installed.
    await Promise.all([defaultsOf(a).retry(), defaultsOf(b).retry()]);
    for (const server of [a, b])
      expect(
        defaultsOf(server)
          .status()
          .voices.map((v) => v.state),
      ).toEqual(["installed", "installed"]);
    for (const key of keys) expect(piper.modelDownloads(key)).toBe(1);
  });

  it("offline: eSpeak keeps answering, the admin sees why and when it retries, and can try again", async () => {
    const server = await instance({
      NEURAL_VOICES_URL: "http://127.0.0.1:9/piper",
      NEURAL_DEFAULT_VOICES: "ur_PK-fasih-medium",
    });
    const admin = server.client();
    await admin.adminSignIn(TEST_ADMIN_PASSWORD);
    const started = Date.now();
    defaultsOf(server).start();
    const status = await settled(server);
    expect(status.voices[0]).toMatchObject({ state: "failed" });
    expect(status.voices[0]?.error).toContain(
      "could not reach http://127.0.0.1:9/piper/voices.json",
    );
    expect(status.attempt).toBe(1);
    const next = Date.parse(status.nextTryAt ?? "");
    expect(next - started).toBeGreaterThanOrEqual(backoffMs(1) - 1000);
    expect(next - Date.now()).toBeLessThanOrEqual(backoffMs(1));

    const listed = await admin.json<{ defaults: DefaultVoicesStatus }>("/api/admin/voices");
    expect(listed.body.defaults).toMatchObject({ attempt: 1, coming: false });
    const again = await admin.json<{ defaults: DefaultVoicesStatus }>(
      "/api/admin/voices/defaults/retry",
      { method: "POST" },
    );
    expect(again.status).toBe(202);
    expect((await settled(server)).attempt).toBe(2);

    const user = server.client();
    await user.signUp(uniqueEmail());
    const basic = (await user.json<{ id: string; engine: string }[]>("/api/voices")).body.find(
      (v) => v.engine === "embedded",
    );
    const spoken = await user.json("/api/generations", {
      body: { voiceId: basic?.id, text: "Still speaking." },
    });
    expect(spoken.status).toBe(201);
  });

  it("retries after 1, 2, 4 … minutes, at most hourly", () => {
    expect([1, 2, 3, 4, 7, 8, 20].map((a) => backoffMs(a) / 60_000)).toEqual([
      1, 2, 4, 8, 60, 60, 60,
    ]);
  });

  it("says what is wrong with a mirror's voice, and installs nothing half-done", async () => {
    const keys = ["en_GB-cori-medium", "hi_IN-priyamvada-medium", "ur_PK-fasih-medium"];
    const piper = await mirror(keys, {
      withoutFiles: ["en_GB-cori-medium"],
      wrongChecksum: ["hi_IN-priyamvada-medium"],
      wrongLanguage: ["ur_PK-fasih-medium"],
    });
    const server = await instance({
      NEURAL_VOICES_URL: piper.url,
      NEURAL_DEFAULT_VOICES: keys.join(","),
    });
    await defaultsOf(server).retry();
    const [cori, priyamvada, fasih] = defaultsOf(server).status().voices;
    expect(cori?.error).toContain("has no files for en_GB-cori-medium");
    expect(priyamvada?.error).toMatch(/MD5|checksum/i);
    expect(fasih?.error).toContain("is for the language en_US");
    expect(
      defaultsOf(server)
        .status()
        .voices.map((v) => v.state),
    ).toEqual(["failed", "failed", "failed"]);
    const { voices } = await server.deps.speech.listVoices();
    expect(voices.filter((v) => v.engine === "neural")).toEqual([]);
  });

  it("never installs a voice whose MODEL_CARD says non-commercial, and does not retry it", async () => {
    const piper = await mirror(["hi_IN-priyamvada-medium"], {
      licences: { "hi_IN-priyamvada-medium": "CC BY-NC-SA 4.0" },
    });
    const server = await instance({
      NEURAL_VOICES_URL: piper.url,
      NEURAL_DEFAULT_VOICES: "hi_IN-priyamvada-medium",
    });
    await defaultsOf(server).retry();
    const status = defaultsOf(server).status();
    expect(status.voices[0]).toMatchObject({ state: "refused" });
    expect(status).toMatchObject({ attempt: 0, nextTryAt: null });
    expect(piper.modelDownloads("hi_IN-priyamvada-medium")).toBe(0);
  });

  it("NEURAL_DEFAULT_VOICES=none installs nothing", async () => {
    const piper = await mirror(DEFAULT_VOICES);
    const server = await instance({ NEURAL_VOICES_URL: piper.url, NEURAL_DEFAULT_VOICES: "none" });
    defaultsOf(server).start();
    await settled(server);
    expect(defaultsOf(server).status().voices).toEqual([]);
    expect(piper.requests).toEqual([]);
  });
});
