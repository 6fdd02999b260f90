// A local SMTP server that keeps what it receives, for the e-mail tests (not a test file itself).
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpCapture {
  url: string;
  mails: CapturedMail[];
  /** Resolves with the first mail to `to`, polling until it arrives or `ms` pass. */
  waitFor(to: string, ms?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

/** Recipients whose address contains `refuse` are rejected, to test a failing mail server. */
export async function startSmtpCapture(options: { refuse?: string } = {}): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse && address.address.includes(options.refuse)) {
        callback(new Error("mailbox unavailable"));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const from = session.envelope.mailFrom;
        mails.push({
          from: from ? from.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;

  async function waitFor(to: string, ms = 5_000): Promise<CapturedMail> {
    const until = Date.now() + ms;
    for (;;) {
      const found = mails.find((m) => m.to.includes(to));
      if (found) return found;
      if (Date.now() > until) throw new Error(`no mail to ${to} within ${ms} ms`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
