// E-mail (notification copies, password resets, address checks), only when the operator
// configured SMTP_URL and SMTP_FROM. Built once by createDeps as deps.mailer.
import { createTransport } from "nodemailer";
import type { Env } from "../../env.ts";
import type { Logger } from "../../logger.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

// nodemailer waits up to two minutes for a connection by default; a dead mail server should
// not hold sends (and their sockets) that long.
const TIMEOUT_MS = 10_000;

/** The site's mailer, or null when SMTP is not configured (then nothing is ever mailed). */
export function createMailer(env: Pick<Env, "SMTP_URL" | "SMTP_FROM">): Mailer | null {
  if (!env.SMTP_URL || !env.SMTP_FROM) return null;
  const transport = createTransport(
    {
      url: env.SMTP_URL,
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: TIMEOUT_MS,
    },
    { from: env.SMTP_FROM },
  );
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
  };
}

/**
 * Sends without holding up the caller: what the mail tells is already stored or done, so a mail
 * failure is logged and nothing else (an approval must not fail because SMTP is down).
 */
export function sendInBackground(
  deps: { mailer: Mailer | null; logger: Logger },
  mail: Mail,
): void {
  deps.mailer?.send(mail).catch((err: unknown) => {
    deps.logger.warn({ err, subject: mail.subject }, "e-mail failed");
  });
}
