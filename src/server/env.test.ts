import { describe, expect, it } from "vitest";
import { EnvError, linkOrigin, parseEnv } from "./env.ts";

const refusal = (source: Record<string, string>) => {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.message;
    throw error;
  }
  return null;
};

describe("PUBLIC_URL in production", () => {
  it("is not needed by a fresh embedded install with no settings (npm ci && npm start)", () => {
    expect(refusal({ NODE_ENV: "production" })).toBeNull();
    expect(linkOrigin(parseEnv({ NODE_ENV: "production", PORT: "4100" }))).toBe(
      "http://localhost:4100",
    );
  });

  it("is required, and the refusal says why, once the site e-mails links or shares a database", () => {
    const secret = "s".repeat(32);
    const settings: Record<string, string>[] = [
      { SMTP_URL: "smtp://localhost:25", SMTP_FROM: "a@b.pk" },
      { DATABASE_URL: "postgres://localhost/awaaz", BETTER_AUTH_SECRET: secret },
    ];
    for (const extra of settings) {
      expect(refusal({ NODE_ENV: "production", ...extra })).toMatch(
        /PUBLIC_URL: is required in production when DATABASE_URL or SMTP_URL is set: the links the site e-mails/,
      );
      expect(
        refusal({ NODE_ENV: "production", PUBLIC_URL: "https://voice.example.pk", ...extra }),
      ).toBeNull();
    }
  });

  it("gives the links their origin, whatever path it was written with", () => {
    expect(linkOrigin(parseEnv({ PUBLIC_URL: "https://voice.example.pk/" }))).toBe(
      "https://voice.example.pk",
    );
  });
});
