// Sets the admin password in the database: `npm run admin:password` asks for it, or
// `npm run admin:password -- <new password>`. Existing admin sessions are ended.
import { createInterface } from "node:readline/promises";
import { openDatabase } from "../src/server/database.ts";
import { adminSessions } from "../src/server/db/schema.ts";
import { loadEnv } from "../src/server/env.ts";
import { createAdminService } from "../src/server/features/admin-session/service.ts";
import { createAuditService } from "../src/server/features/audit/service.ts";

const env = loadEnv();
let password = process.argv[2];
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question("New admin password (at least 8 characters): ");
  rl.close();
}
if (!password || password.trim().length < 8) {
  console.error("The password must be at least 8 characters.");
  process.exit(1);
}
if (env.ADMIN_PASSWORD) {
  console.warn(
    "Note: ADMIN_PASSWORD is set in the environment and will replace this one at the next start.",
  );
}
const database = await openDatabase(env);
try {
  const now = () => new Date();
  const admin = createAdminService(database.db, createAuditService(database.db, now), now);
  await admin.setPassword(password.trim());
  await database.db.delete(adminSessions);
  console.log("Admin password changed; every admin session was ended.");
} finally {
  await database.close();
}
