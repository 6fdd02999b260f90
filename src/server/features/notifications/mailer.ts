// E-mail copies of notifications, only when the operator configured SMTP_URL and SMTP_FROM.
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

// Routes build services per request; the transport (and its pool of settings) is made once per env.
const mailers = new WeakMap<object, Mailer | null>();

export function mailerFor(env: Pick<Env, "SMTP_URL" | "SMTP_FROM">): Mailer | null {
  const known = mailers.get(env);
  if (known !== undefined) return known;
  const mailer = env.SMTP_URL && env.SMTP_FROM ? smtpMailer(env.SMTP_URL, env.SMTP_FROM) : null;
  mailers.set(env, mailer);
  return mailer;
}

function smtpMailer(url: string, from: string): Mailer {
  const transport = createTransport(
    {
      url,
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: TIMEOUT_MS,
    },
    { from },
  );
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
  };
}

/**
 * Sends without holding up the caller: the notification is already stored, so a mail failure
 * is logged and nothing else (an approval must not fail because SMTP is down).
 */
export function sendInBackground(
  deps: { env: Pick<Env, "SMTP_URL" | "SMTP_FROM">; logger: Logger },
  mail: Mail,
): void {
  const mailer = mailerFor(deps.env);
  if (!mailer) return;
  mailer.send(mail).catch((err: unknown) => {
    deps.logger.warn({ err, subject: mail.subject }, "notification e-mail failed");
  });
}
