// Quota and plan-expiry rules (docs/product.md sections 4 and 5), one copy for the server and the web.

export const UNLIMITED = 999_999;
const DAY_MS = 24 * 60 * 60 * 1000;

export function isUnlimited(limit: number): boolean {
  return limit >= UNLIMITED;
}

/**
 * A limited plan's total, however it was added up (renewals, grants, twelve months): it stops
 * one below UNLIMITED, so finite generations never turn into unlimited ones (docs/product.md
 * section 4).
 */
export function limitedTotal(generations: number): number {
  return Math.min(UNLIMITED - 1, generations);
}

export interface QuotaFields {
  accountStatus: "free" | "pro";
  planExpiresAt: Date | null;
  voicesGenerated: number;
  voiceLimit: number | null;
  status: "active" | "inactive";
}

/** A pro plan whose expiry has passed is over: checked when the profile is read and before each generation. */
export function isPlanExpired(p: Pick<QuotaFields, "accountStatus" | "planExpiresAt">, now: Date) {
  return p.accountStatus === "pro" && p.planExpiresAt !== null && p.planExpiresAt <= now;
}

/** The fields a profile takes when its pro plan reverts to free. */
export const freeProfileFields = {
  accountStatus: "free",
  planId: null,
  planName: null,
  planAmount: null,
  planExpiresAt: null,
  voicesGenerated: 0,
  voiceLimit: null,
} as const;

export interface Quota {
  limit: number;
  remaining: number;
  unlimited: boolean;
  daysLeft: number | null;
}

export function quotaOf(p: QuotaFields, freeQuota: number, now: Date): Quota {
  const daysLeft =
    p.accountStatus === "pro" && p.planExpiresAt
      ? Math.max(0, Math.ceil((p.planExpiresAt.getTime() - now.getTime()) / DAY_MS))
      : null;
  if (p.status !== "active") return { limit: 0, remaining: 0, unlimited: false, daysLeft };
  // A free account's voiceLimit is set only by an admin's grant (src/domain/purchase.ts).
  const limit = p.voiceLimit ?? freeQuota;
  if (isUnlimited(limit)) return { limit, remaining: UNLIMITED, unlimited: true, daysLeft };
  return { limit, remaining: Math.max(0, limit - p.voicesGenerated), unlimited: false, daysLeft };
}

export function defaultDisplayName(email: string | null | undefined): string {
  const local = email?.split("@")[0]?.trim();
  return local ? local : "User";
}
