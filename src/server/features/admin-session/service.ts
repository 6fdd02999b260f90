// The admin gate (docs/product.md section 10): the operator's password, checked by the server, and a
// server-side session that can be revoked.
import { createHash, randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { and, eq, gt, lte, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { adminCredentials, adminSessions } from "../../db/schema.ts";
import { createRateLimiter } from "../../http/rate-limit.ts";
import type { Logger } from "../../logger.ts";
import type { AuditService } from "../audit/service.ts";

export const ADMIN_SESSION_MS = 24 * 60 * 60 * 1000;
export const ADMIN_CHECK_DELAY_MS = 800;
export const ADMIN_MAX_FAILURES = 5;
export const ADMIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

export type SignInResult =
  | { ok: true; token: string; expiresAt: Date }
  | { ok: false; reason: "invalid" | "rate-limited" };

export function createAdminService(db: Db, audit: AuditService, now: () => Date) {
  const attempts = createRateLimiter(db, {
    name: "admin-sign-in",
    points: ADMIN_MAX_FAILURES,
    durationSeconds: ADMIN_FAILURE_WINDOW_MS / 1000,
  });

  async function storedHash(): Promise<string | null> {
    const [row] = await db.select().from(adminCredentials).where(eq(adminCredentials.id, 1));
    return row?.passwordHash ?? null;
  }

  async function setPassword(password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await db
      .insert(adminCredentials)
      .values({ id: 1, passwordHash })
      .onConflictDoUpdate({ target: adminCredentials.id, set: { passwordHash, updatedAt: now() } });
  }

  /** At start: the operator's ADMIN_PASSWORD wins; without one, a password is made once and shown once. */
  async function ensurePassword(configured: string | undefined, logger: Logger): Promise<void> {
    const hash = await storedHash();
    if (configured) {
      if (!hash || !(await verifyPassword({ hash, password: configured }))) {
        await setPassword(configured);
      }
      return;
    }
    if (hash) return;
    const generated = randomBytes(12).toString("base64url");
    // Instances started together race here: only the one whose row lands shows its password;
    // the others keep it and show nothing, so the password printed is the one that works.
    const made = await db
      .insert(adminCredentials)
      .values({ id: 1, passwordHash: await hashPassword(generated) })
      .onConflictDoNothing()
      .returning({ id: adminCredentials.id });
    if (made.length === 0) return;
    logger.warn(
      `Admin password generated: ${generated} -- it is shown only this once. ` +
        "Set ADMIN_PASSWORD, or run `npm run admin:password` to choose another.",
    );
  }

  async function signIn(password: string, ip: string): Promise<SignInResult> {
    const started = Date.now();
    // The same delay whatever the outcome, so timing says nothing (docs/product.md section 5: 800 ms).
    const answer = async <T>(result: T): Promise<T> => {
      await sleep(Math.max(0, ADMIN_CHECK_DELAY_MS - (Date.now() - started)));
      return result;
    };
    // Every attempt is counted before the password is looked at, in one atomic statement, and a
    // right one hands its point back: thirty parallel guesses cannot all read "no failures yet".
    if (!(await attempts.take(ip))) return answer({ ok: false, reason: "rate-limited" } as const);
    const hash = await storedHash();
    const valid = hash !== null && (await verifyPassword({ hash, password }));
    if (!valid) {
      await audit.record({ action: "admin.sign_in_failed", ip });
      return answer({ ok: false, reason: "invalid" } as const);
    }
    await attempts.giveBack(ip);
    const at = now();
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(at.getTime() + ADMIN_SESSION_MS);
    await db.insert(adminSessions).values({ id: sha256(token), ip, createdAt: at, expiresAt });
    await db.delete(adminSessions).where(lte(adminSessions.expiresAt, at));
    await audit.record({ action: "admin.sign_in", ip });
    return answer({ ok: true, token, expiresAt } as const);
  }

  async function isValid(token: string | undefined): Promise<boolean> {
    if (!token) return false;
    const [row] = await db
      .select({ id: adminSessions.id })
      .from(adminSessions)
      .where(and(eq(adminSessions.id, sha256(token)), gt(adminSessions.expiresAt, now())));
    return Boolean(row);
  }

  async function signOut(token: string | undefined): Promise<void> {
    if (token) await db.delete(adminSessions).where(eq(adminSessions.id, sha256(token)));
  }

  /** Ends every admin session but the caller's (after a password change). */
  async function endOtherSessions(token: string): Promise<void> {
    await db.delete(adminSessions).where(ne(adminSessions.id, sha256(token)));
  }

  async function verifyCurrent(password: string): Promise<boolean> {
    const hash = await storedHash();
    return hash !== null && verifyPassword({ hash, password });
  }

  return { ensurePassword, setPassword, signIn, isValid, signOut, endOtherSessions, verifyCurrent };
}

export type AdminService = ReturnType<typeof createAdminService>;
