// Rows written straight to the database, so the admin tests control every date and status.
import { randomUUID } from "node:crypto";
import { normalizeTid } from "../../../domain/payments.ts";
import type { Db } from "../../db/client.ts";
import { payments, profiles, user } from "../../db/schema.ts";

export interface FixtureUser {
  email: string;
  createdAt: Date;
  profile?: Partial<typeof profiles.$inferInsert> | null;
}

export async function insertUser(db: Db, u: FixtureUser): Promise<string> {
  const id = randomUUID();
  const name = u.email.split("@")[0] ?? "user";
  await db
    .insert(user)
    .values({ id, name, email: u.email, createdAt: u.createdAt, updatedAt: u.createdAt });
  if (u.profile !== null) {
    await db.insert(profiles).values({
      userId: id,
      email: u.email,
      displayName: name,
      createdAt: u.createdAt,
      ...u.profile,
    });
  }
  return id;
}

export interface FixturePayment {
  userId: string;
  amount: number;
  status: "pending" | "approved" | "rejected";
  createdAt: Date;
  processedAt?: Date | null;
  tid?: string;
}

let tidCounter = 0;

export async function insertPayment(db: Db, p: FixturePayment): Promise<number> {
  tidCounter += 1;
  const tid = p.tid ?? `TX${Date.now().toString(36)}${tidCounter}`;
  const [row] = await db
    .insert(payments)
    .values({
      userId: p.userId,
      userEmail: `${p.userId}@example.com`,
      plan: "7 Days",
      planDuration: "7 Days",
      planDays: 7,
      voiceLimit: 20,
      amount: p.amount,
      billingCycle: "monthly",
      tid,
      tidNormalized: normalizeTid(tid),
      accountType: "JazzCash",
      accountHolder: "Awaaz Owner",
      accountNumber: "03001234567",
      status: p.status,
      createdAt: p.createdAt,
      processedAt: p.processedAt ?? null,
      processedBy: p.processedAt ? "admin" : null,
    })
    .returning({ id: payments.id });
  if (!row) throw new Error("payment insert returned no row");
  return row.id;
}
