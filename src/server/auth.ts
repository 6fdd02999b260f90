// Accounts are better-auth's (docs/decisions/001-stack.md): we only configure it.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import {
  RESET_LINK_SECONDS,
  RESET_REQUEST_WINDOW_SECONDS,
  RESET_REQUESTS,
} from "../domain/account.ts";
import { PASSWORD_MAX, PASSWORD_MIN } from "../domain/password.ts";
import type { Db } from "./db/client.ts";
import * as schema from "./db/schema.ts";
import { type Env, linkOrigin } from "./env.ts";
import { type Mailer, sendInBackground } from "./features/notifications/mailer.ts";
import { recipientLocale } from "./features/notifications/recipient.ts";
import type { SettingsService } from "./features/settings/service.ts";
import { translate } from "./i18n.ts";
import type { Logger } from "./logger.ts";

// Set by our own middleware from the socket (or a trusted proxy); any value a client sends
// under this name is overwritten first.
export const CLIENT_IP_HEADER = "x-awaaz-client-ip";

export interface AuthOptions {
  env: Env;
  db: Db;
  secret: string;
  rateLimit: boolean;
  logger: Logger;
  mailer: Mailer | null;
  settings: SettingsService;
}

/** The web page that takes a reset token (src/web/features/account/reset-password-page.tsx). */
export function resetPageUrl(origin: string, token: string): string {
  return `${origin}/reset-password?token=${encodeURIComponent(token)}`;
}

// better-auth builds its links on the request's origin when PUBLIC_URL is unset; only their path
// and query are its own.
function onOurSite(env: Env, url: string): string {
  const { pathname, search } = new URL(url);
  return `${linkOrigin(env)}${pathname}${search}`;
}

export function createAuth({ env, db, secret, rateLimit, logger, mailer, settings }: AuthOptions) {
  const secure = env.PUBLIC_URL?.startsWith("https://") ?? false;
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } }
      : undefined;
  return betterAuth({
    appName: "Awaaz",
    secret,
    ...(env.PUBLIC_URL ? { baseURL: env.PUBLIC_URL } : {}),
    basePath: "/api/auth",
    database: drizzleAdapter(db, { provider: "pg", schema }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      // Whoever knew the old password is signed out with it.
      revokeSessionsOnPasswordReset: true,
      // Without SMTP, /request-password-reset answers 400 RESET_PASSWORD_DISABLED: the login
      // page sends the user to support, and the admin makes the link by hand.
      ...(mailer
        ? {
            sendResetPassword: async ({ user, token }: ResetMail, request?: Request) => {
              const site = (await settings.get()).siteName;
              // Straight to our page (better-auth's url is its API's redirect to it).
              const link = resetPageUrl(linkOrigin(env), token);
              const locale = await recipientLocale(db, user.id, request);
              sendInBackground(
                { mailer, logger },
                {
                  to: user.email,
                  subject: translate(locale, "email.resetSubject", { site }),
                  text: translate(locale, "email.resetText", { site, link }),
                },
              );
            },
          }
        : {}),
    },
    user: {
      // An unverified address is replaced at once; a verified one (Google's) only once the new
      // address has answered the e-mail below, so it stays verified.
      changeEmail: { enabled: true, updateEmailWithoutVerification: true },
    },
    ...(mailer
      ? {
          emailVerification: {
            // The link answers with a session: the address is proven, no password to type again.
            autoSignInAfterVerification: true,
            sendVerificationEmail: async (
              { user, url }: { user: { id: string; email: string }; url: string },
              request?: Request,
            ) => {
              const site = (await settings.get()).siteName;
              const locale = await recipientLocale(db, user.id, request);
              sendInBackground(
                { mailer, logger },
                {
                  to: user.email,
                  subject: translate(locale, "email.verifySubject", { site }),
                  text: translate(locale, "email.verifyText", { site, link: onOurSite(env, url) }),
                },
              );
            },
          },
        }
      : {}),
    ...(google ? { socialProviders: google } : {}),
    // Without PUBLIC_URL the site's own origin (from Host) is the only trusted one: a cross-site
    // form or fetch carries another Origin and is refused.
    trustedOrigins: env.PUBLIC_URL
      ? [env.PUBLIC_URL]
      : (request) => {
          const host = request?.headers.get("host");
          return host ? [`http://${host}`, `https://${host}`] : [];
        },
    session: {
      // A signed cookie spares the database on most requests; 60 s bounds how long a
      // signed-out session can still be accepted (npm run bench:api).
      cookieCache: { enabled: true, maxAge: 60 },
    },
    rateLimit: {
      enabled: rateLimit,
      // In the rate_limit table, so every instance shares one budget and a restart forgets nothing.
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 5 },
        "/sign-up/email": { window: 60, max: 5 },
        // Each request may send an e-mail: a few per client, whatever address it names.
        "/request-password-reset": { window: RESET_REQUEST_WINDOW_SECONDS, max: RESET_REQUESTS },
        // Every page load asks for the session: counting it would cost two queries a request,
        // and it guesses nothing (the cookie is signed).
        "/get-session": false,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      // better-auth skips these under NODE_ENV=test; we want the same checks everywhere.
      disableCSRFCheck: false,
      disableOriginCheck: false,
    },
    telemetry: { enabled: false },
    // Its messages go to our JSON log, not to the console.
    logger: {
      log: (level, message, ...args) => {
        const log = logger.child({ component: "better-auth" });
        const fields = args.length > 0 ? { args } : {};
        if (level === "error") log.error(fields, message);
        else if (level === "warn") log.warn(fields, message);
        else log.debug(fields, message);
      },
    },
  });
}

interface ResetMail {
  user: { id: string; email: string };
  url: string;
  token: string;
}

export type Auth = ReturnType<typeof createAuth>;
