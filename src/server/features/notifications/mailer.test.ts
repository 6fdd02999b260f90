import { describe, expect, it } from "vitest";
import { mailerFor } from "./mailer.ts";

describe("mailer", () => {
  it("exists only when both SMTP_URL and SMTP_FROM are set", () => {
    expect(mailerFor({ SMTP_URL: undefined, SMTP_FROM: undefined })).toBeNull();
    expect(mailerFor({ SMTP_URL: "smtp://127.0.0.1:25", SMTP_FROM: undefined })).toBeNull();
    expect(mailerFor({ SMTP_URL: undefined, SMTP_FROM: "a@b.test" })).toBeNull();
    expect(mailerFor({ SMTP_URL: "smtp://127.0.0.1:25", SMTP_FROM: "a@b.test" })).not.toBeNull();
  });

  it("builds one mailer per configuration", () => {
    const env = { SMTP_URL: "smtp://127.0.0.1:25", SMTP_FROM: "a@b.test" };
    expect(mailerFor(env)).toBe(mailerFor(env));
  });
});
