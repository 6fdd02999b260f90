import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../../tests/helpers/test-db.ts";
import type { Database, Db } from "../../db/client.ts";
import { createLogger } from "../../logger.ts";
import { createSettingsService } from "./service.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The database with its SELECTs counted. */
function counting(db: Db) {
  const counter = { selects: 0 };
  const counted = new Proxy(db, {
    get(target, key) {
      if (key === "select") {
        return (...args: Parameters<Db["select"]>) => {
          counter.selects++;
          return target.select(...args);
        };
      }
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db: counted, counter };
}

describe("settings service", () => {
  it("answers many reads at once with one read of the row", async () => {
    const { db, counter } = counting(database.db);
    const service = createSettingsService(db, createLogger("silent"));
    await service.seed();
    const reads = await Promise.all(Array.from({ length: 25 }, () => service.read()));
    expect(counter.selects).toBe(1);
    expect(new Set(reads).size).toBe(1);
    await service.read();
    expect(counter.selects).toBe(1);
  });

  it("reads the row again after an update or forget, and answers what was saved", async () => {
    const { db, counter } = counting(database.db);
    const service = createSettingsService(db, createLogger("silent"));
    const before = await service.get();
    const saved = await service.update({ ...before, siteName: "Renamed" });
    expect(saved.settings.siteName).toBe("Renamed");
    expect((await service.get()).siteName).toBe("Renamed");
    const afterUpdate = counter.selects;
    service.forget();
    await Promise.all([service.get(), service.get(), service.get()]);
    expect(counter.selects).toBe(afterUpdate + 1);
  });
});
