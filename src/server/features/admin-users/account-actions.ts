// The admin's help with the account itself: a password-reset link to hand over by hand (when the
// site cannot e-mail one) and deletion, both through the account feature's own functions so a
// link or a deletion is made one way whoever asks. Each is audited with the admin's reason.
import { eq } from "drizzle-orm";
import { adminText } from "../../../domain/admin.ts";
import type { AppDeps } from "../../app-env.ts";
import { user } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";

export type AccountActionDeps = Pick<AppDeps, "db" | "audit" | "account">;

async function emailOf(deps: AccountActionDeps, id: string): Promise<string> {
  const [owner] = await deps.db.select({ email: user.email }).from(user).where(eq(user.id, id));
  if (!owner) throw new ApiError(404, "NOT_FOUND", adminText.userNotFound);
  return owner.email;
}

export async function resetLink(
  deps: AccountActionDeps,
  id: string,
  reason: string,
  origin: string,
  ip: string,
): Promise<string> {
  const email = await emailOf(deps, id);
  const url = await deps.account.resetLink(id, origin);
  if (!url) throw new ApiError(404, "NOT_FOUND", adminText.userNotFound);
  // The link itself is a password: it is shown to the admin once and never written down.
  await deps.audit.record({ action: "user.reset_link", target: id, detail: { email, reason }, ip });
  return url;
}

export async function deleteAccount(
  deps: AccountActionDeps,
  id: string,
  reason: string,
  ip: string,
): Promise<void> {
  await emailOf(deps, id); // 404 for an unknown user, before anything is touched
  await deps.account.erase(id);
  // No address: the account and every mention of it are gone (docs/product.md, "Your account").
  await deps.audit.record({ action: "user.delete", target: id, detail: { reason }, ip });
}
