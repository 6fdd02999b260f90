import { describe, expect, it } from "vitest";
import { createMailer } from "./mailer.ts";

describe("mailer", () => {
  it("exists only when both SMTP_URL and SMTP_FROM are set", () => {
    expect(createMailer({ SMTP_URL: undefined, SMTP_FROM: undefined })).toBeNull();
    expect(createMailer({ SMTP_URL: "smtp://127.0.0.1:25", SMTP_FROM: undefined })).toBeNull();
    expect(createMailer({ SMTP_URL: undefined, SMTP_FROM: "a@b.test" })).toBeNull();
    expect(createMailer({ SMTP_URL: "smtp://127.0.0.1:25", SMTP_FROM: "a@b.test" })).not.toBeNull();
  });
});
