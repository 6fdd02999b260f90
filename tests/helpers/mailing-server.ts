// A test file's server whose e-mail goes to a capturing SMTP server: both start before the file's
// tests and stop after them.
import { afterAll, beforeAll } from "vitest";
import {
  type SmtpCapture,
  startSmtpCapture,
} from "../../src/server/features/notifications/smtp-capture.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

export interface Mailing {
  server: TestServer;
  smtp: SmtpCapture;
}

/** Call at a test file's top level; the fields are set once its tests run. */
export function mailingServer(env: Record<string, string> = {}): Mailing {
  const mailing = {} as Mailing;
  beforeAll(async () => {
    mailing.smtp = await startSmtpCapture();
    mailing.server = await startTestServer({
      env: { SMTP_URL: mailing.smtp.url, SMTP_FROM: "Awaaz <a@awaaz.test>", ...env },
    });
  });
  afterAll(async () => {
    await mailing.server.close();
    await mailing.smtp.close();
  });
  return mailing;
}
