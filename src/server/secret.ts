// The embedded default needs no settings: a missing auth secret is made once and kept beside
// the data it protects (docs/operations.md).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Env } from "./env.ts";
import type { Logger } from "./logger.ts";

export function resolveAuthSecret(env: Env, logger: Logger): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  const file = path.resolve(env.DATA_DIR, "auth-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  logger.warn(
    `BETTER_AUTH_SECRET is not set: generated one and kept it in ${file}. ` +
      "Set BETTER_AUTH_SECRET to use your own (required when several instances share a database).",
  );
  return secret;
}
