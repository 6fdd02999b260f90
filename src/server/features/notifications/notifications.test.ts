import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestClient, uniqueEmail } from "../../../../tests/helpers/test-client.ts";
import type { TestServer } from "../../../../tests/helpers/test-server.ts";
import {
  adminClient,
  pendingPayment,
  signedUpUser,
  startPlansServer,
} from "../payments/test-kit.ts";
import type { NotificationView } from "./service.ts";
import { type CapturedMail, type SmtpCapture, startSmtpCapture } from "./smtp-capture.ts";

const FROM = "Awaaz <billing@awaaz.test>";
const logLines: string[] = [];
let smtp: SmtpCapture;
let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  smtp = await startSmtpCapture({ refuse: "bounce" });
  server = await startPlansServer({
    env: { SMTP_URL: smtp.url, SMTP_FROM: FROM },
    // Keep the warnings the app logs, to see that a failed e-mail is reported.
    configure: (o) => ({
      ...o,
      logger: pino({ level: "warn" }, { write: (line: string) => logLines.push(line) }),
    }),
  });
  admin = await adminClient(server);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

type ListBody = { notifications: NotificationView[]; unread: number };

const approve = (id: number) => admin.json(`/api/admin/payments/${id}/approve`, { body: {} });
const reject = (id: number, reason: string) =>
  admin.json(`/api/admin/payments/${id}/reject`, { body: { reason } });

// Soft line breaks of quoted-printable bodies would split the sentence we look for.
const bodyOf = (raw: string) => raw.replace(/=\r?\n/g, "");

describe("notifications", () => {
  it("need a signed-in user", async () => {
    expect((await server.client().json("/api/notifications")).status).toBe(401);
    expect((await server.client().json("/api/notifications/1/read", { body: {} })).status).toBe(
      401,
    );
  });

  it("lists approvals and rejections, unread first, until read", async () => {
    const { client } = await signedUpUser(server);
    const first = await pendingPayment(server, client, "Quick Start");
    const second = await pendingPayment(server, client, "Creator Pro");
    expect((await reject(first.id, "Wrong number")).status).toBe(200);
    expect((await approve(second.id)).status).toBe(200);

    const list = await client.json<ListBody>("/api/notifications");
    expect(list.status).toBe(200);
    expect(list.body.unread).toBe(2);
    expect(list.body.notifications.map((n) => n.kind)).toEqual([
      "payment.approved",
      "payment.rejected",
    ]);
    const rejected = list.body.notifications[1];
    expect(rejected?.message).toBe(
      "Your payment for Quick Start was rejected. Reason: Wrong number",
    );
    expect(rejected?.readAt).toBeNull();

    const read = await client.json<{ notification: NotificationView }>(
      `/api/notifications/${rejected?.id}/read`,
      { body: {} },
    );
    expect(read.status).toBe(200);
    expect(read.body.notification.readAt).not.toBeNull();
    // Reading twice keeps the first time.
    const again = await client.json<{ notification: NotificationView }>(
      `/api/notifications/${rejected?.id}/read`,
      { body: {} },
    );
    expect(again.body.notification.readAt).toBe(read.body.notification.readAt);

    const after = await client.json<ListBody>("/api/notifications");
    expect(after.body.unread).toBe(1);
    expect(after.body.notifications.map((n) => n.readAt === null)).toEqual([true, false]);
  });

  it("cannot read or mark another user's notification", async () => {
    const owner = await signedUpUser(server);
    const payment = await pendingPayment(server, owner.client, "Quick Start");
    await approve(payment.id);
    const mine = await owner.client.json<ListBody>("/api/notifications");
    const id = mine.body.notifications[0]?.id;
    const other = await signedUpUser(server);
    expect((await other.client.json<ListBody>("/api/notifications")).body.notifications).toEqual(
      [],
    );
    const res = await other.client.json(`/api/notifications/${id}/read`, { body: {} });
    expect(res.status).toBe(404);
    const still = await owner.client.json<ListBody>("/api/notifications");
    expect(still.body.notifications[0]?.readAt).toBeNull();
    expect((await other.client.json("/api/notifications/999999/read", { body: {} })).status).toBe(
      404,
    );
  });
});

describe("e-mail", () => {
  it("sends the approval and the rejection to the user through SMTP", async () => {
    const { client, email } = await signedUpUser(server);
    const payment = await pendingPayment(server, client, "Creator Pro");
    expect((await approve(payment.id)).status).toBe(200);
    const mail = await smtp.waitFor(email);
    expect(mail.from).toBe("billing@awaaz.test");
    expect(mail.raw).toMatch(/^Subject: Awaaz: your payment was approved/m);
    expect(bodyOf(mail.raw)).toContain("Your payment for Creator Pro was approved.");

    const other = await signedUpUser(server);
    const second = await pendingPayment(server, other.client, "Business");
    expect((await reject(second.id, "Not received")).status).toBe(200);
    const rejection = await smtp.waitFor(other.email);
    expect(bodyOf(rejection.raw)).toContain(
      "Your payment for Business was rejected. Reason: Not received",
    );
  });

  it("writes to the address the user has when the payment is decided, not when it was made", async () => {
    const { client, email } = await signedUpUser(server);
    const payment = await pendingPayment(server, client, "Quick Start");
    // An unconfirmed address is replaced at once (a confirmation link goes to the new one too).
    const moved = uniqueEmail("moved");
    const changed = await client.json("/api/auth/change-email", { body: { newEmail: moved } });
    expect(changed.status).toBe(200);
    expect((await approve(payment.id)).status).toBe(200);
    const approvalTo = (to: string) => (m: CapturedMail) =>
      m.to.includes(to) && /^Subject: .*approved/m.test(m.raw);
    const until = Date.now() + 5_000;
    while (!smtp.mails.some(approvalTo(moved)) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(smtp.mails.filter(approvalTo(moved))).toHaveLength(1);
    expect(smtp.mails.some((m) => m.to.includes(email))).toBe(false);
  });

  it("a failing mail server is logged and does not fail the approval", async () => {
    const client = server.client();
    const email = `bounce-${Date.now()}@example.com`;
    expect((await client.signUp(email)).status).toBe(200);
    const payment = await pendingPayment(server, client, "Quick Start");
    expect((await approve(payment.id)).status).toBe(200);
    const me = await client.json<{ profile: { accountStatus: string } }>("/api/me");
    expect(me.body.profile.accountStatus).toBe("pro");
    const until = Date.now() + 5_000;
    while (!logLines.some((l) => l.includes("e-mail failed")) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(logLines.some((l) => l.includes("e-mail failed"))).toBe(true);
    expect(smtp.mails.some((m) => m.to.includes(email))).toBe(false);
  });
});
