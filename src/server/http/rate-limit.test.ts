import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../../tests/helpers/test-client.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import { rateLimit } from "../db/schema.ts";
import { createRateLimiter } from "./rate-limit.ts";

// Two app instances on ONE database, as two processes behind a load balancer would run.
let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  const limits = { rateLimit: true, env: { TRUST_PROXY: "1" } };
  a = await startTestServer({ ...limits, configure: (o) => ({ ...o, generationsPerMinute: 3 }) });
  b = await startTestServer({
    ...limits,
    configure: (o) => ({ ...o, database: a.deps.database, generationsPerMinute: 3 }),
  });
});
afterAll(async () => {
  // b borrowed a's database: it goes first.
  await b.close();
  await a.close();
});

describe("database rate limiter", () => {
  it("lets exactly `points` of 20 parallel takes through", async () => {
    const limiter = createRateLimiter(a.deps.db, {
      name: "t-parallel",
      points: 5,
      durationSeconds: 60,
    });
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.take("k")));
    expect(results.filter(Boolean)).toHaveLength(5);
  });

  it("keeps keys and limiters apart, and takes back a returned point", async () => {
    const one = createRateLimiter(a.deps.db, { name: "t-one", points: 1, durationSeconds: 60 });
    const two = createRateLimiter(a.deps.db, { name: "t-two", points: 1, durationSeconds: 60 });
    expect(await one.take("x")).toBe(true);
    expect(await one.take("x")).toBe(false);
    expect(await one.take("y")).toBe(true);
    expect(await two.take("x")).toBe(true);
    await two.giveBack("x");
    expect(await two.take("x")).toBe(true);
    expect(await two.take("x")).toBe(false);
  });

  it("says how long a refused key waits: none while a point is left, at most the window", async () => {
    const limiter = createRateLimiter(a.deps.db, {
      name: "t-wait",
      points: 1,
      durationSeconds: 30,
    });
    expect(await limiter.wait("fresh")).toBe(0);
    expect(await limiter.take("k")).toBe(true);
    expect(await limiter.take("k")).toBe(false);
    const seconds = await limiter.wait("k");
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(30);
  });

  it("shares the generation budget between two app instances", async () => {
    const taken = [
      await a.deps.generationLimiter.take("user-1"),
      await b.deps.generationLimiter.take("user-1"),
      await a.deps.generationLimiter.take("user-1"),
      await b.deps.generationLimiter.take("user-1"),
      await a.deps.generationLimiter.take("user-1"),
    ];
    expect(taken).toEqual([true, true, true, false, false]);
    expect(await b.deps.generationLimiter.take("user-2")).toBe(true);
  });

  it("shares the sign-in budget between two app instances", async () => {
    const email = uniqueEmail();
    const from = (server: TestServer) =>
      server.client({ ip: "198.51.100.20" }).signIn(email, "wrong-pass");
    const statuses: number[] = [];
    for (const server of [a, b, a, b, a, b, a]) statuses.push((await from(server)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // better-auth's in-memory store is one Map per process, which two instances in one test
    // process would share too: the row shows the count lives in the database.
    const rows = await a.deps.db.select().from(rateLimit);
    expect(rows.find((r) => r.key.includes("198.51.100.20"))?.count).toBe(5);
  });

  it("does not count the session look-up every page makes", async () => {
    const c = a.client({ ip: "198.51.100.21" });
    for (let i = 0; i < 3; i++) expect((await c.json("/api/auth/get-session")).status).toBe(200);
    const rows = await a.deps.db.select().from(rateLimit);
    expect(rows.filter((r) => r.key.includes("198.51.100.21"))).toEqual([]);
  });
});
