// One user as the admin helps them (docs/product.md section 6): the detail view's shape, the
// actions' forms and their texts. Every action carries the admin's reason into the audit log.
import { z } from "zod";
import type { AdminUserRow, AuditRow } from "./admin.ts";
import en from "./i18n/en/admin.ts";
import type { PaymentStatus } from "./payments.ts";

export const REASON_MAX = 500;
/** Bounds that keep a mistyped grant (an extra zero or two) from going through. */
export const GRANT_GENERATIONS_MAX = 10_000;
export const GRANT_DAYS_MAX = 3650;

/**
 * The user actions' texts from the admin catalogue, for the server's checks and answers (English
 * only, as src/domain/admin.ts's adminText; the web reads them through its lookup).
 */
export const adminUserText = {
  reasonRequired: en.userReasonRequired,
  grantEmpty: en.userGrantEmpty,
  noActivePlan: en.userNoActivePlan,
  detailLoadFailed: en.userLoadFailed,
  granted: en.userGranted,
  grantFailed: en.userGrantFailed,
  planEnded: en.userPlanEnded,
  endPlanFailed: en.userEndPlanFailed,
  resetLinkFailed: en.userResetLinkFailed,
  deleted: en.userDeleted,
  deleteFailed: en.userDeleteFailed,
} as const;

const reason = z.string().trim().min(1, adminUserText.reasonRequired).max(REASON_MAX);

/** An action that needs nothing but the admin's reason (end a plan, a reset link, delete). */
export const adminReasonSchema = z.object({ reason });

/** `POST /api/admin/users/:id/grants`: generations, days or both, always with a reason. */
export const userGrantSchema = z
  .object({
    generations: z.number().int().min(0).max(GRANT_GENERATIONS_MAX).default(0),
    days: z.number().int().min(0).max(GRANT_DAYS_MAX).default(0),
    reason,
  })
  .refine((g) => g.generations > 0 || g.days > 0, {
    message: adminUserText.grantEmpty,
    path: ["generations"],
  });

/** The status switch; the reason is optional here so scripts written for `{status}` still work. */
export const userStatusChangeSchema = z.object({
  status: z.enum(["active", "inactive"]),
  reason: reason.optional(),
});

export type UserGrant = z.infer<typeof userGrantSchema>;

export interface AdminUserPlan {
  accountStatus: "free" | "pro";
  planName: string | null;
  planExpiresAt: string | null;
  daysLeft: number | null;
  voicesGenerated: number;
  limit: number;
  remaining: number;
  unlimited: boolean;
}

export interface AdminUserPayment {
  id: number;
  plan: string;
  amount: number;
  tid: string;
  status: PaymentStatus;
  createdAt: string;
}

export interface AdminUserGeneration {
  id: string;
  voiceName: string;
  engine: string;
  textPreview: string;
  isApiGenerated: boolean;
  createdAt: string;
}

export interface AdminUserSession {
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
}

/** `GET /api/admin/users/:id`: the newest of each list (DETAIL_LIST_SIZE). */
export interface AdminUserDetail {
  user: AdminUserRow;
  plan: AdminUserPlan;
  payments: AdminUserPayment[];
  generations: AdminUserGeneration[];
  sessions: AdminUserSession[];
  audit: AuditRow[];
}

export const DETAIL_LIST_SIZE = 10;
