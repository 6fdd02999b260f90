// The admin password at start: the operator's wins; without one, exactly one is made and shown,
// even when several instances start on one database at the same moment.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../../tests/helpers/test-db.ts";
import type { Database } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import { createAuditService } from "../audit/service.ts";
import { createAdminService } from "./service.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const now = () => new Date();

/** A logger that keeps its warnings, the only way a generated password is shown. */
function capturingLogger() {
  const warnings: string[] = [];
  const logger = { warn: (line: string) => warnings.push(line) } as unknown as Logger;
  return { logger, warnings };
}

describe("ensurePassword", () => {
  it("shows one generated password when six instances start together, and it is the one that works", async () => {
    const instances = Array.from({ length: 6 }, () => ({
      admin: createAdminService(database.db, createAuditService(database.db, now), now),
      ...capturingLogger(),
    }));
    await Promise.all(instances.map((i) => i.admin.ensurePassword(undefined, i.logger)));
    const shown = instances.flatMap((i) => i.warnings);
    expect(shown).toHaveLength(1);
    const password = /generated: (\S+) --/.exec(shown[0] ?? "")?.[1] ?? "";
    const signIn = await instances[5]?.admin.signIn(password, "203.0.113.9");
    expect(signIn?.ok).toBe(true);
  });

  it("sets the operator's ADMIN_PASSWORD and shows nothing", async () => {
    const { logger, warnings } = capturingLogger();
    const admin = createAdminService(database.db, createAuditService(database.db, now), now);
    await admin.ensurePassword("the-operators-own-password", logger);
    expect(warnings).toEqual([]);
    expect((await admin.signIn("the-operators-own-password", "203.0.113.10")).ok).toBe(true);
  });
});
