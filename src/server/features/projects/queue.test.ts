// The render queue on the embedded database: an idle slot does not ask PGlite for work (each
// question runs on the server's event loop); a job sent wakes it at once, and a failed job's
// retry wakes it when it falls due. Counted from the statements that reach the database.

import type { Db as IDatabase } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPglite } from "../../db/client.ts";
import { createLogger } from "../../logger.ts";
import { createProjectQueue, type JobData, type ProjectQueue } from "./queue.ts";

let database: Database;
let queue: ProjectQueue;
let fetches = 0;
const handled: { data: JobData; lastTry: boolean }[] = [];
const failOnce = new Set<number>();

const until = async (done: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  database = await openPglite(undefined);
  if (database.queue.backend !== "pglite") throw new Error("expected PGlite");
  const db = database.queue.db;
  // pg-boss's fetch is the one statement that takes the next job.
  const counting: IDatabase = {
    ...db,
    executeSql: (text, values) => {
      if (/WITH\s+next\s+AS/.test(text)) fetches += 1;
      return db.executeSql(text, values);
    },
  };
  queue = createProjectQueue({ db: counting, backend: "pglite" }, createLogger("silent"));
  await queue.start(2, async (data, lastTry) => {
    handled.push({ data, lastTry });
    if (data.kind === "block" && failOnce.delete(data.position)) throw new Error("first try fails");
  });
}, 60_000);
afterAll(async () => {
  await queue?.stop();
  await database?.close();
});

describe("the render queue on the embedded database", () => {
  it("asks for work once a slot when idle, and not again while nothing is sent", async () => {
    await until(() => fetches >= 2);
    await sleep(3_000);
    expect(fetches).toBe(2);
  });

  it("takes a job sent at once, without waiting for a poll", async () => {
    const sent = Date.now();
    await queue.send([{ data: { kind: "block", conversionId: "c1", position: 0 }, priority: 0 }]);
    await until(() => handled.length === 1, 2_000);
    expect(Date.now() - sent).toBeLessThan(2_000);
    expect(handled[0]?.data).toEqual({ kind: "block", conversionId: "c1", position: 0 });
  });

  it("retries a failed job when its retry falls due, with every slot asleep", async () => {
    failOnce.add(7);
    await queue.send([{ data: { kind: "block", conversionId: "c2", position: 7 }, priority: 0 }]);
    await until(
      () => handled.filter((h) => h.data.kind === "block" && h.data.position === 7).length === 2,
    );
    const tries = handled.filter((h) => h.data.kind === "block" && h.data.position === 7);
    expect(tries.map((t) => t.lastTry)).toEqual([false, false]);
  });
});
