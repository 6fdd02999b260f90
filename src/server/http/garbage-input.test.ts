// Every endpoint of the app, read from the app itself so a route added later is walked too, gets
// malformed path params, queries and bodies: none may answer 5xx, and every 4xx keeps its shape.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeMp3, MP3_FRAME_MS } from "../../../tests/fakes/audio.ts";
import type { TestClient } from "../../../tests/helpers/test-client.ts";
import { uniqueEmail } from "../../../tests/helpers/test-client.ts";
import {
  startTestServer,
  TEST_ADMIN_PASSWORD,
  type TestServer,
} from "../../../tests/helpers/test-server.ts";
import { createSpeech } from "../speech/index.ts";
import { CONTENT_TYPES, type SynthesisRequest, type SynthesisResult } from "../speech/types.ts";
import { speechConfigFromEnv } from "../speech-config.ts";
import {
  BODY_GARBAGE,
  type Endpoint,
  endpointsOf,
  fieldsOf,
  PARAM_GARBAGE,
  VALUE_GARBAGE,
} from "./garbage-kit.ts";

let server: TestServer;
let client: TestClient;
let apiKey: string | undefined;
// How often each error code answered: the walk must reach the validators, not stop at a guard.
const codes = new Map<string, number>();
const email = uniqueEmail("garbage");
// Valid bodies, so a single wrong field gets past the others to the service and the database.
const examples = new Map<string, Record<string, unknown>>();

async function signedIn() {
  if ((await client.json("/api/me")).status !== 200) {
    const res = await client.signIn(email);
    if (res.status !== 200) await client.signUp(email);
  }
  const admin = await client.json<{ admin: boolean }>("/api/admin/session");
  if (!admin.body.admin) await client.adminSignIn(TEST_ADMIN_PASSWORD);
}

beforeAll(async () => {
  // Real voices, instant audio: the walk is about input, and the embedded engine would take
  // seconds to render the landing page's samples.
  server = await startTestServer({
    configure: (o) => {
      const real = createSpeech(speechConfigFromEnv(o.env), o.logger);
      const synthesize = async (req: SynthesisRequest): Promise<SynthesisResult> => ({
        audio: fakeMp3(4),
        contentType: CONTENT_TYPES[req.format],
        format: req.format,
        durationMs: 4 * MP3_FRAME_MS,
      });
      const synthesizeStream = async function* (req: SynthesisRequest) {
        yield await synthesize(req);
      };
      // Limits would turn most of the walk into 429s before the validators see it.
      return {
        ...o,
        speech: { ...real, synthesize, synthesizeStream },
        generationsPerMinute: 1_000_000,
        apiKeyRequestsPerMinute: 1_000_000,
      };
    },
  });
  client = server.client();
  await signedIn();
  // The public API takes a key, not the session.
  apiKey = (await client.json<{ key?: string }>("/api/keys", { body: { name: "walk" } })).body.key;
  const plans = await client.json<{ plans: Record<string, unknown>[] }>("/api/admin/plans");
  const settings = await client.json<Record<string, unknown>>("/api/admin/settings");
  const plan = plans.body.plans[0] ?? {};
  const broadcast = { title: "Title", description: "Description" };
  const add = (key: string, body: Record<string, unknown>) => examples.set(key, body);
  add("POST /api/payments", {
    planId: plan.id,
    billingCycle: "monthly",
    tid: "TID123456",
    wallet: { type: "JazzCash", number: "03001234567" },
  });
  add("POST /api/generations", { voiceId: "basic-en-us-male-1", text: "Hello there" });
  add("POST /api/admin/plans", plan);
  add("PUT /api/admin/plans/:id", plan);
  add("POST /api/admin/broadcasts", broadcast);
  add("PUT /api/admin/broadcasts/:id", broadcast);
  add("PUT /api/admin/settings", settings.body);
  add("PATCH /api/admin/users/:id", { status: "active" });
  add("POST /api/admin/users/:id/grants", { generations: 5, days: 1, reason: "Bonus" });
  add("POST /api/admin/users/:id/end-plan", { reason: "Refunded" });
  add("POST /api/admin/users/:id/reset-link", { reason: "Asked on WhatsApp" });
  add("DELETE /api/admin/users/:id", { reason: "Asked to be forgotten" });
  add("POST /api/admin/payments/:id/reject", { reason: "No such transfer" });
  const rules = [{ type: "alias", stringToReplace: "ETA", alias: "estimated time of arrival" }];
  add("POST /api/pronunciation", { name: "Mine", rules });
  add("PUT /api/pronunciation/:id", { name: "Mine", rules });
  add("POST /api/pronunciation/hear", { voiceId: "basic-en-us-male-1", rule: rules[0] });
  add("PUT /api/admin/pronunciation", { rules });
  const project = { name: "Book", defaultVoiceId: "basic-en-us-male-1", text: "# One\n\nHello." };
  add("POST /api/projects", project);
  add("PATCH /api/projects/:id", { name: "Book" });
  add("PUT /api/projects/:id/blocks/:blockId", { parts: [{ text: "Hi", voiceId: null }] });
  add("POST /v1/pronunciation-dictionaries/add-from-rules", {
    name: "Mine",
    rules: [{ type: "alias", string_to_replace: "ETA", alias: "estimated time of arrival" }],
  });
});
afterAll(() => server?.close());

interface Probe {
  path: string;
  body?: string;
  type?: string;
}

const withParams = (path: string, value: string) => path.replace(/:\w+(\{[^}]*\})?/g, value);

/** Every malformed request for one endpoint: params, query fields, whole bodies, body fields. */
function probesFor(endpoint: Endpoint): Probe[] {
  const { method, path } = endpoint;
  const valid = withParams(path, "1");
  const probes: Probe[] = [];
  if (path.includes(":")) for (const v of PARAM_GARBAGE) probes.push({ path: withParams(path, v) });
  const queryKeys = endpoint.validations.filter((v) => v.target === "query").flatMap(fieldsOf);
  for (const key of queryKeys) {
    for (const value of [...PARAM_GARBAGE, "a&page=1&page=2&q=x&q=y"]) {
      probes.push({ path: `${valid}?${key}=${value}` });
    }
  }
  // A query nobody reads: one huge and one NUL-holding, to show it is ignored everywhere.
  for (const value of ["%00", "x".repeat(1024 * 1024)])
    probes.push({ path: `${valid}?other=${value}` });
  if (method === "GET") return probes;
  for (const garbage of BODY_GARBAGE) probes.push({ path: valid, ...garbage });
  const example = examples.get(`${method} ${path}`) ?? {};
  const fields = endpoint.validations.filter((v) => v.target === "json").flatMap(fieldsOf);
  for (const field of new Set([...fields, ...Object.keys(example), "unknownField"])) {
    for (const value of VALUE_GARBAGE) {
      probes.push({ path: valid, body: JSON.stringify({ ...example, [field]: value }) });
    }
  }
  return probes;
}

const isPublicApi = (path: string) => /^\/v[12]\//.test(path);

// Ours everywhere; better-auth's own and the public API's (the shapes their clients read) besides.
function shapeProblem(path: string, body: unknown): string | undefined {
  const b = body as Record<string, Record<string, unknown> | undefined> | null;
  const isText = (v: unknown) => typeof v === "string" && v.length > 0;
  const ours =
    b && isText(b.error?.code) && isText(b.error?.message) && Object.keys(b).length === 1;
  if (ours) return undefined;
  if (path.startsWith("/api/auth/") && isText(b?.message)) return undefined;
  // ElevenLabs' {detail: {status, message}}, or for bad input FastAPI's {detail: [{loc, msg}]}.
  const detail: unknown = b?.detail;
  const elevenLabs =
    isText(b?.detail?.message) ||
    (Array.isArray(detail) &&
      detail.length > 0 &&
      detail.every((d: { loc?: unknown; msg?: unknown }) => Array.isArray(d.loc) && isText(d.msg)));
  const openAi = isText(b?.error?.message) && "type" in (b?.error ?? {});
  if (isPublicApi(path) && (elevenLabs || openAi)) return undefined;
  return "not in the error shape";
}

// In process rather than over a socket: Node itself refuses a request line past 16 KB and may
// cut the connection under a refused 1 MB body, and this test is about what the app answers.
async function send(endpoint: Endpoint, probe: Probe): Promise<string | undefined> {
  // Host as a browser sends it: the origin check compares Origin with it.
  const headers = new Headers({ origin: server.url, host: new URL(server.url).host });
  headers.set("cookie", [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
  if (probe.body !== undefined) headers.set("content-type", probe.type ?? "application/json");
  if (apiKey && isPublicApi(probe.path)) {
    headers.set("xi-api-key", apiKey);
    headers.set("authorization", `Bearer ${apiKey}`);
  }
  const res = await server.app.request(server.url + probe.path, {
    method: endpoint.method,
    headers,
    ...(probe.body === undefined ? {} : { body: probe.body }),
  });
  const what = `${endpoint.method} ${probe.path.slice(0, 120)} ${probe.body?.slice(0, 80) ?? ""}`;
  // A streamed answer (the CSV export) can fail after its 200: that is a 5xx too, just late.
  const text = await res.text().catch((error: unknown) => `stream failed: ${String(error)}`);
  if (text.startsWith("stream failed")) return `${what} -> ${res.status} ${text.slice(0, 200)}`;
  if (res.status >= 500) return `${what} -> ${res.status} ${text.slice(0, 200)}`;
  if (res.status < 400) return undefined;
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    return `${what} -> ${res.status} not JSON: ${text.slice(0, 100)}`;
  }
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  if (typeof code === "string") codes.set(code, (codes.get(code) ?? 0) + 1);
  const problem = shapeProblem(probe.path, body);
  return problem ? `${what} -> ${res.status} ${problem}: ${text.slice(0, 200)}` : undefined;
}

describe("garbage input", () => {
  it("walks every endpoint, including better-auth's", () => {
    const keys = endpointsOf(server.app, server.deps.auth).map((e) => `${e.method} ${e.path}`);
    expect(keys).toContain("POST /api/admin/payments/:id/approve");
    expect(keys).toContain("POST /api/auth/sign-in/email");
    expect(keys).toContain("GET /api/generations/:id/audio");
  });

  it("never answers 5xx, and every 4xx in the error shape", { timeout: 240_000 }, async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const endpoint of endpointsOf(server.app, server.deps.auth)) {
      // Sign-out, session revocation and the like end a session: start each endpoint signed in.
      await signedIn();
      const probes = probesFor(endpoint);
      sent += probes.length;
      const results = await Promise.all(probes.map((p) => send(endpoint, p)));
      problems.push(...results.filter((r) => r !== undefined));
    }
    expect(problems).toEqual([]);
    expect(codes.get("CROSS_SITE_REQUEST") ?? 0).toBe(0);
    expect(codes.get("BAD_REQUEST")).toBeGreaterThan(1000);
    expect(sent).toBeGreaterThan(1000);
  });
});
