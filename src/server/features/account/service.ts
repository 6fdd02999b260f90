// The user's own account beyond better-auth's endpoints (docs/product.md, "Your account"): the
// data export, deletion, and the reset link the admin hands over by hand.
import { randomBytes } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { RESET_LINK_SECONDS } from "../../../domain/account.ts";
import { byKey, message } from "../../../domain/messages.ts";
import type { AppDeps } from "../../app-env.ts";
import { resetPageUrl } from "../../auth.ts";
import {
  auditLog,
  generations,
  notifications,
  payments,
  profiles,
  user,
  verification,
} from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import { generationView } from "../generations/view.ts";
import { notificationView } from "../notifications/service.ts";
import { paymentView } from "../payments/service.ts";

type Deps = Pick<AppDeps, "db" | "auth" | "audio" | "now" | "logger">;

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService(deps: Deps) {
  const { db, auth } = deps;

  /** Whether the account has a password at all: one made with Google has none. */
  async function credentialOf(userId: string) {
    const ctx = await auth.$context;
    const credential = await ctx.internalAdapter.findCredentialAccount(userId);
    return credential?.password ? { ctx, hash: credential.password } : null;
  }

  /**
   * A one-time link to /reset-password for this user, valid RESET_LINK_SECONDS: the same token
   * better-auth's e-mailed link carries, so POST /api/auth/reset-password takes it the same way.
   * Null when there is no such user.
   */
  async function resetLink(userId: string, origin: string): Promise<string | null> {
    const [found] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
    if (!found) return null;
    const ctx = await auth.$context;
    const token = randomBytes(18).toString("base64url");
    await ctx.internalAdapter.createVerificationValue({
      value: userId,
      identifier: `reset-password:${token}`,
      expiresAt: new Date(Date.now() + RESET_LINK_SECONDS * 1000),
    });
    return resetPageUrl(origin, token);
  }

  /** Everything the site keeps about the user; audio as links to the owner-only route. */
  async function exportData(userId: string, origin: string) {
    const [account] = await db
      .select({ id: user.id, name: user.name, email: user.email, createdAt: user.createdAt })
      .from(user)
      .where(eq(user.id, userId));
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
    const paid = await db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt));
    const made = await db
      .select()
      .from(generations)
      .where(eq(generations.userId, userId))
      .orderBy(desc(generations.createdAt));
    const notes = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt));
    return {
      exportedAt: deps.now().toISOString(),
      account,
      profile: profile ?? null,
      payments: paid.map(paymentView),
      generations: made.map((row) => {
        const view = generationView(row);
        return { ...view, audioUrl: `${origin}${view.audioUrl}` };
      }),
      notifications: notes.map(notificationView),
    };
  }

  /**
   * The user's own deletion (DELETE /api/account): their password first, or, for an account
   * that has none, its own address typed out.
   */
  async function remove(userId: string, proof: { password?: string; email?: string }) {
    const credential = await credentialOf(userId);
    if (credential) {
      const { ctx, hash } = credential;
      if (!proof.password || !(await ctx.password.verify({ hash, password: proof.password }))) {
        throw new ApiError(403, "WRONG_PASSWORD", byKey("accountWrongPassword"));
      }
    } else {
      const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
      if (!owner || proof.email?.trim().toLowerCase() !== owner.email.toLowerCase()) {
        throw new ApiError(403, "WRONG_EMAIL", byKey("accountWrongEmail"));
      }
    }
    await erase(userId);
  }

  /**
   * Deletes the account, the one way for the user's own deletion and the admin's: its audio
   * files, then every row about the user (better-auth's rows, the profile, generations,
   * notifications and API keys go with the user row). Payments stay for the operator's accounts
   * with the payer's id and address removed; a pending one is closed.
   */
  async function erase(userId: string): Promise<void> {
    await removeAudio(userId);
    const [gone] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
    await db.transaction(async (tx) => {
      // The audit trail keeps what was done, not to whom: the address leaves every entry.
      await tx
        .update(auditLog)
        .set({ detail: sql`${auditLog.detail} - 'email'` })
        .where(eq(auditLog.target, userId));
      if (gone) {
        await tx
          .update(auditLog)
          .set({
            detail: sql`jsonb_set(${auditLog.detail}, '{userEmail}', to_jsonb(${message("accountDeletedPayment")}::text))`,
          })
          .where(sql`${auditLog.detail}->>'userEmail' = ${gone.email}`);
      }
      await tx
        .update(payments)
        .set({
          status: "rejected",
          rejectionReason: message("accountDeletedPayment"),
          processedAt: deps.now(),
        })
        .where(and(eq(payments.userId, userId), eq(payments.status, "pending")));
      await tx
        .update(payments)
        .set({ userId: null, userEmail: message("accountDeletedPayment") })
        .where(eq(payments.userId, userId));
      // Reset links made for the user hold the id as their value.
      await tx.delete(verification).where(eq(verification.value, userId));
      await tx.delete(user).where(eq(user.id, userId));
    });
    // A generation that finished during the deletion stored its file after the first sweep
    // (one finishing from now on finds no user and deletes its own: generations/steps.ts).
    await removeAudio(userId);
  }

  async function removeAudio(userId: string): Promise<void> {
    for await (const key of deps.audio.keys(`${userId}/`)) await deps.audio.delete(key);
  }

  return {
    resetLink,
    exportData,
    remove,
    erase,
    hasPassword: async (userId: string) => Boolean(await credentialOf(userId)),
  };
}
