import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import { utcOffsetMinutes } from "../../../domain/calendar.ts";
import type { AppEnv } from "../../app-env.ts";
import { statusRoutes } from "./routes.ts";
import {
  checkStatus,
  createStatusService,
  type SpeechHealth,
  type StatusReport,
  type StatusSources,
} from "./service.ts";

const at = new Date("2026-11-05T10:00:00.000Z");
const sources = (over: Partial<StatusSources> = {}): StatusSources => ({
  ping: async () => {},
  speech: { status: async () => ({ embedded: { ok: true } }) },
  now: () => at,
  timeZone: async () => "Asia/Karachi",
  warn: () => {},
  ...over,
});

describe("checkStatus", () => {
  it("reports the database and the engine up: operational", async () => {
    const report = await checkStatus(sources());
    expect(report.checkedAt).toBe(at.toISOString());
    expect(report.overall).toBe("operational");
    expect(report.components.map(({ id, state }) => ({ id, state }))).toEqual([
      { id: "database", state: "up" },
      { id: "embedded", state: "up" },
    ]);
  });

  it("lists each engine; one down makes the service degraded and its detail stays in the log", async () => {
    const warnings: object[] = [];
    const speech: SpeechHealth = {
      status: async () => ({
        embedded: { ok: true, detail: "eSpeak NG, 1/1 workers" },
        openai: { ok: false, detail: "http://10.0.0.5:8880 answered 500" },
      }),
    };
    const report = await checkStatus(sources({ speech, warn: (o) => warnings.push(o) }));
    expect(report.overall).toBe("degraded");
    expect(report.components.slice(1).map(({ id, name, state }) => ({ id, name, state }))).toEqual([
      { id: "embedded", name: "Built-in voices (eSpeak NG)", state: "up" },
      { id: "openai", name: "OpenAI-compatible voices", state: "down" },
    ]);
    expect(JSON.stringify(report)).not.toContain("10.0.0.5");
    expect(warnings).toContainEqual({
      engine: "openai",
      detail: "http://10.0.0.5:8880 answered 500",
    });
  });

  it("calls the service down when the database is, and gives up on a hung check", async () => {
    const down = await checkStatus(sources({ ping: () => Promise.reject(new Error("refused")) }));
    expect(down.overall).toBe("down");
    expect(down.components[0]).toMatchObject({ id: "database", state: "down", ms: null });

    const hung: SpeechHealth = { status: () => new Promise(() => {}) };
    const slow = await checkStatus(sources({ speech: hung, timeoutMs: 20 }));
    expect(slow.components[1]).toMatchObject({ id: "speech", state: "down" });
  });
});

describe("the operator's clock in the report", () => {
  it("gives the zone's UTC offset at the check, summer time included", async () => {
    expect((await checkStatus(sources())).utcOffsetMinutes).toBe(300);
    const newYork = sources({ timeZone: async () => "America/New_York" });
    expect((await checkStatus(newYork)).utcOffsetMinutes).toBe(-300);
    const july = new Date("2026-07-05T10:00:00.000Z");
    expect((await checkStatus({ ...newYork, now: () => july })).utcOffsetMinutes).toBe(-240);
    const kolkata = sources({ timeZone: async () => "Asia/Kolkata" });
    expect((await checkStatus(kolkata)).utcOffsetMinutes).toBe(330);
  });

  it("reports without it when the settings cannot be read, or hang", async () => {
    const warnings: object[] = [];
    const failed = await checkStatus(
      sources({
        timeZone: () => Promise.reject(new Error("database down")),
        warn: (o) => warnings.push(o),
      }),
    );
    expect(failed.utcOffsetMinutes).toBeNull();
    expect(failed.overall).toBe("operational");
    expect(warnings).toHaveLength(1);
    const hung = await checkStatus(
      sources({ timeZone: () => new Promise(() => {}), timeoutMs: 20 }),
    );
    expect(hung.utcOffsetMinutes).toBeNull();
  });
});

describe("createStatusService", () => {
  it("serves one check to every caller for the TTL, then checks again", async () => {
    let pings = 0;
    let now = at.getTime();
    const service = createStatusService(10_000);
    const src = sources({ ping: async () => void pings++, now: () => new Date(now) });
    const [a, b] = await Promise.all([service.report(src), service.report(src)]);
    expect(a).toBe(b);
    now += 9_000;
    await service.report(src);
    expect(pings).toBe(1);
    now += 2_000;
    const c = await service.report(src);
    expect(pings).toBe(2);
    expect(c.checkedAt).toBe(new Date(now).toISOString());
  });
});

describe("GET /api/status", () => {
  let server: TestServer;
  let app: Hono<AppEnv>;
  beforeAll(async () => {
    server = await startTestServer();
    app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set("deps", server.deps);
        await next();
      })
      .route("/api/status", statusRoutes());
  });
  afterAll(() => server.close());

  it("pings the real database and is never cached by the browser", async () => {
    const res = await app.request("/api/status");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as StatusReport;
    expect(body.components[0]).toMatchObject({ id: "database", state: "up" });
    expect(body.components[0]?.ms).toBeTypeOf("number");
    expect(Date.parse(body.checkedAt)).not.toBeNaN();
    const { timezone } = await server.deps.settings.get();
    expect(body.utcOffsetMinutes).toBe(utcOffsetMinutes(new Date(body.checkedAt), timezone));
  });
});
