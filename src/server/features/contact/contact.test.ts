import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestClient, uniqueEmail } from "../../../../tests/helpers/test-client.ts";
import {
  startTestServer,
  TEST_ADMIN_PASSWORD,
  type TestServer,
} from "../../../../tests/helpers/test-server.ts";
import { CONTACT_MESSAGES, type ContactMessageView } from "../../../domain/contact.ts";
import { type SmtpCapture, startSmtpCapture } from "../notifications/smtp-capture.ts";

type Inbox = { items: ContactMessageView[]; more: boolean; unread: number };
type One = { message: ContactMessageView };

const form = (over: Record<string, unknown> = {}) => ({
  name: "Ayesha",
  email: uniqueEmail("visitor"),
  topic: "billing",
  message: "My payment is not showing.",
  ...over,
});

describe("the contact form without SMTP", () => {
  let server: TestServer;
  let admin: TestClient;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: "true" } });
    admin = server.client();
    await admin.adminSignIn(TEST_ADMIN_PASSWORD);
  });
  afterAll(() => server.close());

  it("stores a message from a visitor who is not signed in, and counts it unread", async () => {
    const before = (await admin.json<{ unread: number }>("/api/admin/messages/unread")).body;
    const sent = form();
    const res = await server.client({ ip: "10.0.0.1" }).json("/api/contact", { body: sent });
    expect(res.status).toBe(201);
    const inbox = await admin.json<Inbox>("/api/admin/messages");
    expect(inbox.body.items[0]).toMatchObject({ ...sent, readAt: null, userId: null });
    expect(inbox.body.unread).toBe(before.unread + 1);
    expect((await admin.json<{ unread: number }>("/api/admin/messages/unread")).body.unread).toBe(
      before.unread + 1,
    );
  });

  it("refuses a missing field, a bad address, an unknown topic and an over-long message", async () => {
    const client = server.client({ ip: "10.0.0.2" });
    for (const bad of [
      { name: "  " },
      { email: "not-an-address" },
      { topic: "spam" },
      { message: "x".repeat(5001) },
    ]) {
      const res = await client.json<{ error: { code: string } }>("/api/contact", {
        body: form(bad),
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const inbox = await admin.json<Inbox>("/api/admin/messages");
    expect(inbox.body.items.some((m) => m.name.trim() === "" || m.topic !== "billing")).toBe(false);
  });

  it(`takes ${CONTACT_MESSAGES} messages an hour from one client, sent at once, and refuses the rest`, async () => {
    const client = server.client({ ip: "10.0.0.3" });
    const answers = await Promise.all(
      Array.from({ length: CONTACT_MESSAGES + 3 }, () =>
        client.json("/api/contact", { body: form({ name: "Flood" }) }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(CONTACT_MESSAGES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const inbox = await admin.json<Inbox>("/api/admin/messages");
    expect(inbox.body.items.filter((m) => m.name === "Flood")).toHaveLength(CONTACT_MESSAGES);
    // Another client is not affected.
    const other = await server.client({ ip: "10.0.0.4" }).json("/api/contact", { body: form() });
    expect(other.status).toBe(201);
  });

  it("marks a message read once, lowering the unread count, and names the account of its address", async () => {
    const email = uniqueEmail("member");
    await server.client().signUp(email);
    await server
      .client({ ip: "10.0.0.5" })
      .json("/api/contact", { body: form({ email: email.toUpperCase() }) });
    const inbox = await admin.json<Inbox>("/api/admin/messages");
    const [newest] = inbox.body.items;
    expect(newest?.userId).toEqual(expect.any(String));
    const read = await admin.json<One>(`/api/admin/messages/${newest?.id}/read`, { body: {} });
    expect(read.body.message.readAt).not.toBeNull();
    const again = await admin.json<One>(`/api/admin/messages/${newest?.id}/read`, { body: {} });
    expect(again.body.message.readAt).toBe(read.body.message.readAt);
    const after = await admin.json<Inbox>("/api/admin/messages");
    expect(after.body.unread).toBe(inbox.body.unread - 1);
    expect((await admin.json("/api/admin/messages/999999/read", { body: {} })).status).toBe(404);
  });

  it("answers a reply with 409 when no SMTP is set, and keeps the inbox for the admin", async () => {
    const inbox = await admin.json<Inbox>("/api/admin/messages");
    const id = inbox.body.items[0]?.id;
    const res = await admin.json<{ error: { code: string } }>(`/api/admin/messages/${id}/reply`, {
      body: { text: "Hello" },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("MAIL_NOT_CONFIGURED");
    expect((await server.client().json("/api/admin/messages")).status).toBe(401);
  });
});

describe("the inbox's reply with SMTP", () => {
  let server: TestServer;
  let smtp: SmtpCapture;
  let admin: TestClient;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startTestServer({
      env: { SMTP_URL: smtp.url, SMTP_FROM: "Awaaz <a@awaaz.test>" },
    });
    admin = server.client();
    await admin.adminSignIn(TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it("mails the answer to the sender and marks the message replied and read", async () => {
    const sent = form({ message: "Where is my receipt?" });
    await server.client().json("/api/contact", { body: sent });
    const id = (await admin.json<Inbox>("/api/admin/messages")).body.items[0]?.id;
    const res = await admin.json<One>(`/api/admin/messages/${id}/reply`, {
      body: { text: "It is on its way." },
    });
    expect(res.status).toBe(200);
    expect(res.body.message.repliedAt).not.toBeNull();
    expect(res.body.message.readAt).not.toBeNull();
    const mail = await smtp.waitFor(sent.email);
    expect(mail.raw).toContain("It is on its way.");
    expect(mail.raw).toContain("Where is my receipt?");
  });
});
