// The admin Voices tab's API against the real app: the operator's settings apply everywhere a
// voice is listed or spoken, and a catalogue install runs as a job whose progress any page polls.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakeServer,
  sendBytes,
  sendJson,
  startFakeServer,
} from "../../../../tests/fakes/http.ts";
import { tinyPiperConfig, tinyPiperOnnx } from "../../../../tests/helpers/piper-model.ts";
import { type TestClient, uniqueEmail } from "../../../../tests/helpers/test-client.ts";
import {
  startTestServer,
  TEST_ADMIN_PASSWORD,
  type TestServer,
  testClock,
} from "../../../../tests/helpers/test-server.ts";
import type { AuditPage } from "../../../domain/admin.ts";
import { message } from "../../../domain/messages.ts";
import { voiceInstalls } from "../../db/schema.ts";
import { findCatalogueVoice } from "../../speech/neural/catalogue.ts";
import type { InstallView } from "./installs.ts";
import type { AdminVoiceView } from "./service.ts";

type Listing = Awaited<
  ReturnType<ReturnType<typeof import("./service.ts").createAdminVoicesService>["list"]>
>;
type PublicVoice = {
  id: string;
  name: string;
  accent: string;
  engine: string;
  previewUrl: string | null;
};

const LESSAC = "en_US-lessac-medium";
const onnx = tinyPiperOnnx();
const config = new TextEncoder().encode(JSON.stringify(tinyPiperConfig()));
const entry = (bytes: Uint8Array) => ({
  size_bytes: bytes.byteLength,
  md5_digest: createHash("md5").update(bytes).digest("hex"),
});

// Piper's voice list and files, with the model's second half held back until `release()`.
let release: () => void = () => {};
const held = new Promise<void>((resolve) => {
  release = resolve;
});
let piper: FakeServer;
const clock = testClock();
let server: TestServer;
let admin: TestClient;
let user: TestClient;

beforeAll(async () => {
  const path = findCatalogueVoice(LESSAC)?.path ?? "";
  piper = await startFakeServer(async (req, res) => {
    if (req.path === "/voices.json")
      return sendJson(res, 200, {
        [LESSAC]: { files: { [path]: entry(onnx), [`${path}.json`]: entry(config) } },
      });
    if (req.path === `/${path}.json`) return sendBytes(res, 200, "application/json", config);
    if (req.path === `/${path}`) {
      res.writeHead(200, {
        "content-type": "application/octet-stream",
        "content-length": onnx.byteLength,
      });
      const half = Math.floor(onnx.byteLength / 2);
      res.write(onnx.subarray(0, half));
      await held;
      res.end(onnx.subarray(half));
      return;
    }
    res.writeHead(404).end();
  });
  server = await startTestServer({ now: clock, env: { NEURAL_VOICES_URL: piper.url } });
  admin = server.client();
  await admin.adminSignIn(TEST_ADMIN_PASSWORD);
  user = server.client();
  await user.signUp(uniqueEmail());
});
afterAll(async () => {
  release();
  await server.close();
  await piper.close();
});

const adminList = async () => (await admin.json<Listing>("/api/admin/voices")).body;
const userVoices = async () => (await user.json<PublicVoice[]>("/api/voices")).body;
const patch = (id: string, body: Record<string, unknown>) =>
  admin.json<{ voice: AdminVoiceView }>(`/api/admin/voices/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body,
  });
const generate = (voiceId: string, text = "Hello there") =>
  user.json<{ generation: { voiceName: string }; error?: { code: string; message: string } }>(
    "/api/generations",
    { body: { voiceId, text } },
  );
const remaining = async () =>
  (await user.json<{ profile: { remaining: number } }>("/api/me")).body.profile.remaining;

async function installUntil(id: string, done: (i: InstallView) => boolean): Promise<InstallView> {
  for (let i = 0; i < 1200; i++) {
    const res = await admin.json<{ install: InstallView }>(`/api/admin/voices/installs/${id}`);
    if (done(res.body.install)) return res.body.install;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("install did not get there");
}

describe("admin voices", () => {
  it("lists every engine's voices with their status, and the catalogue; admins only", async () => {
    expect((await user.json("/api/admin/voices")).status).toBe(401);
    const list = await adminList();
    const adam = list.voices.find((v) => v.id === "basic-en-us-male-1");
    expect(adam).toMatchObject({
      engine: "embedded",
      language: "en",
      enabled: true,
      relabelled: false,
    });
    expect(list.voices.filter((v) => v.engine === "embedded")).toHaveLength(16);
    expect(list.catalogue.find((c) => c.key === LESSAC)).toMatchObject({ installed: false });
  });

  it("turns a voice off: not listed, not spoken, no preview, no quota spent; and on again", async () => {
    const before = await remaining();
    const off = await patch("basic-en-us-male-1", { enabled: false });
    expect(off.body.voice).toMatchObject({ id: "basic-en-us-male-1", enabled: false });
    expect((await userVoices()).map((v) => v.id)).not.toContain("basic-en-us-male-1");
    const refused = await generate("basic-en-us-male-1");
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({
      code: "UNKNOWN_VOICE",
      message: message("voicesDisabled"),
      key: "messages.voicesDisabled",
    });
    // Its former id names the same voice, turned off too.
    expect((await generate("adam")).body.error?.message).toBe(message("voicesDisabled"));
    expect((await user.request("/api/voices/adam/preview")).status).toBe(404);
    expect((await user.request("/api/voices/basic-en-us-male-1/preview")).status).toBe(404);
    expect(await remaining()).toBe(before);
    expect((await adminList()).voices.find((v) => v.id === "basic-en-us-male-1")?.enabled).toBe(
      false,
    );

    await patch("basic-en-us-male-1", { enabled: true });
    expect((await userVoices()).map((v) => v.id)).toContain("basic-en-us-male-1");
    const audit = await admin.json<AuditPage>("/api/admin/audit");
    const rows = audit.body.items.filter((r) => r.action === "voice.update");
    expect(rows.map((r) => [r.target, r.detail])).toEqual([
      ["basic-en-us-male-1", { enabled: true }],
      ["basic-en-us-male-1", { enabled: false }],
    ]);
  });

  it("relabels a voice everywhere: the list, a generation's history and back again", async () => {
    const res = await patch("basic-en-us-female-1", { name: "Narrator Pro", accent: "Scottish" });
    expect(res.body.voice).toMatchObject({
      name: "Narrator Pro",
      accent: "Scottish",
      relabelled: true,
    });
    expect(res.body.voice.original).toMatchObject({
      name: "Basic English (US), female 1",
      accent: "American",
    });
    expect((await userVoices()).find((v) => v.id === "basic-en-us-female-1")).toMatchObject({
      name: "Narrator Pro",
      accent: "Scottish",
    });
    const made = await generate("basic-en-us-female-1");
    expect(made.status).toBe(201);
    expect(made.body.generation.voiceName).toBe("Narrator Pro");

    await patch("basic-en-us-female-1", { name: null, accent: "" });
    expect((await userVoices()).find((v) => v.id === "basic-en-us-female-1")).toMatchObject({
      name: "Basic English (US), female 1",
      accent: "American",
    });
  });

  it("refuses unknown voices and bad labels", async () => {
    expect((await patch("nobody", { enabled: false })).status).toBe(404);
    expect((await patch("basic-en-us-male-1", { gender: "robot" })).status).toBe(400);
    expect((await patch("basic-en-us-male-1", { name: "x".repeat(61) })).status).toBe(400);
  });

  it("refuses text in a script the voice cannot read, naming voices that can, quota kept", async () => {
    const before = await remaining();
    const res = await generate("basic-en-us-male-1", "السلام علیکم، آپ کیسے ہیں؟");
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe("SPEECH_INVALID_INPUT");
    expect(res.body.error?.message).toBe(
      message("voicesCannotRead", {
        voice: "Basic English (US), male 1",
        script: "arabic",
        voices: "Basic Urdu, female; Basic Urdu, male",
      }),
    );
    // The key and values ride along, so a reader of another language is told in theirs.
    expect(res.body.error).toMatchObject({
      key: "messages.voicesCannotRead",
      values: {
        voice: "Basic English (US), male 1",
        script: "arabic",
        voices: "Basic Urdu, female; Basic Urdu, male",
      },
    });
    expect(await remaining()).toBe(before);
  });
});

describe("installing a catalogue voice", () => {
  it("runs in the background with progress any request can read, then the voice is everywhere", async () => {
    const started = await admin.json<{ install: InstallView }>("/api/admin/voices/installs", {
      body: { source: LESSAC },
    });
    expect(started.status).toBe(202);
    expect(started.body.install).toMatchObject({ source: LESSAC, status: "running" });
    const id = started.body.install.id;

    // Half the model has arrived and the rest is held back: the job is mid-download.
    const midway = await installUntil(id, (i) => i.receivedBytes > 0);
    expect(midway).toMatchObject({
      status: "running",
      phase: "download",
      totalBytes: onnx.byteLength,
    });
    expect(midway.receivedBytes).toBeLessThan(onnx.byteLength);
    // Another admin page (a fresh client) sees the same job in the tab's list.
    const other = server.client();
    await other.adminSignIn(TEST_ADMIN_PASSWORD);
    expect((await other.json<Listing>("/api/admin/voices")).body.installs[0]?.id).toBe(id);
    const again = await admin.json<{ error: { code: string } }>("/api/admin/voices/installs", {
      body: { source: LESSAC },
    });
    expect([again.status, again.body.error.code]).toEqual([409, "INSTALL_RUNNING"]);

    release();
    const done = await installUntil(id, (i) => i.status !== "running");
    expect(done).toMatchObject({ status: "done", voiceId: `neural:${LESSAC}`, error: null });

    const listed = (await userVoices()).find((v) => v.id === `neural:${LESSAC}`);
    expect(listed).toMatchObject({ engine: "neural", name: "Lessac" });
    expect(listed?.previewUrl).toBe(
      `/api/voices/${encodeURIComponent(`neural:${LESSAC}`)}/preview`,
    );
    expect((await adminList()).catalogue.find((c) => c.key === LESSAC)?.installed).toBe(true);

    // Spoken like any other voice: quota, history, MP3 and WAV, a preview (a new user: the
    // free quota is two generations).
    const listener = server.client();
    await listener.signUp(uniqueEmail());
    const left = async () =>
      (await listener.json<{ profile: { remaining: number } }>("/api/me")).body.profile.remaining;
    expect(await left()).toBe(2);
    const voiceId = `neural:${LESSAC}`;
    for (const format of ["mp3", "wav"] as const) {
      const made = await listener.json<{
        generation: { id: string; format: string; engine: string };
      }>("/api/generations", { body: { voiceId, text: "Hello from a neural voice.", format } });
      expect(made.status).toBe(201);
      expect(made.body.generation).toMatchObject({ format, engine: "neural" });
      const audio = await listener.request(`/api/generations/${made.body.generation.id}/audio`);
      expect(audio.headers.get("content-type")).toBe(format === "mp3" ? "audio/mpeg" : "audio/wav");
      expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
    expect(await left()).toBe(0);
    const history = await listener.json<{ items: { voiceName: string; engine: string }[] }>(
      "/api/generations",
    );
    expect(history.body.items.slice(0, 2)).toEqual([
      expect.objectContaining({ voiceName: "Lessac", engine: "neural" }),
      expect.objectContaining({ voiceName: "Lessac", engine: "neural" }),
    ]);
    const preview = await listener.request(`/api/voices/${encodeURIComponent(voiceId)}/preview`);
    expect([preview.status, preview.headers.get("content-type")]).toEqual([200, "audio/mpeg"]);
    const twice = await admin.json<{ error: { code: string } }>("/api/admin/voices/installs", {
      body: { source: LESSAC },
    });
    expect([twice.status, twice.body.error.code]).toEqual([409, "ALREADY_INSTALLED"]);
    const audit = await admin.json<AuditPage>("/api/admin/audit");
    expect(audit.body.items.some((r) => r.action === "voice.install" && r.target === LESSAC)).toBe(
      true,
    );
  });

  it("shows why an install failed, and refuses what is not in the catalogue", async () => {
    const started = await admin.json<{ install: InstallView }>("/api/admin/voices/installs", {
      body: { source: "en_US-ryan-medium" },
    });
    const failed = await installUntil(started.body.install.id, (i) => i.status !== "running");
    expect(failed.status).toBe("failed");
    expect(failed.error).toContain("en_US-ryan-medium");
    const unknown = await admin.json("/api/admin/voices/installs", {
      body: { source: "../../etc" },
    });
    expect(unknown.status).toBe(404);
  });

  it("reads a running install whose instance stopped as failed, and lets it start again", async () => {
    const source = "en_GB-alan-medium";
    const stopped = new Date(clock().getTime() - 3 * 60_000);
    await server.deps.db.insert(voiceInstalls).values({
      id: "cut-off",
      source,
      status: "running",
      createdAt: stopped,
      updatedAt: stopped,
    });
    const res = await admin.json<{ install: InstallView }>("/api/admin/voices/installs/cut-off");
    expect(res.body.install).toMatchObject({
      status: "failed",
      error: message("voicesInstallInterrupted"),
    });
    const restarted = await admin.json<{ install: InstallView }>("/api/admin/voices/installs", {
      body: { source },
    });
    expect(restarted.status).toBe(202);
  });
});
