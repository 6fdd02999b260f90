// The sign-in page in Urdu: its texts, and the form's own message in the language active when
// the form is checked (docs/i18n.md).
import { screen } from "@testing-library/react";
import { HttpResponse } from "msw/http";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { answer, answerAuth, requests } from "../../../../tests/helpers/api-mock.ts";
import { renderWeb } from "../../../../tests/helpers/render-web.tsx";
import { spyOnToasts } from "../../../../tests/helpers/toasts.ts";
import { makeMe, makeSite } from "../../../../tests/helpers/web-fixtures.ts";
import en from "../../../domain/i18n/en/messages.ts";
import ur from "../../../domain/i18n/ur/auth.ts";
import urMessages from "../../../domain/i18n/ur/messages.ts";
import { activateLocale } from "../../lib/locale.ts";
import { LoginPage } from "./login-page.tsx";

const toast = spyOnToasts();

// The form's checks are a lazy chunk (loaded at the first check): loaded once here, so a cold
// transform on a busy machine does not eat a test's wait for the error.
beforeAll(() => import("./login-check.ts"));

describe("login form in Urdu", () => {
  it("speaks Urdu and refuses a bad address in Urdu", async () => {
    await activateLocale("ur");
    answer("GET /api/site", makeSite({ freeQuota: 1000 }));
    answer("GET /api/me", makeMe());
    const { user } = renderWeb(<LoginPage />, { path: "/login?tab=signup" });
    expect(screen.getByRole("heading", { name: ur.signUpHeading })).toBeInTheDocument();
    expect(await screen.findByText(ur.signUpLead.replace("{count}", "1,000"))).toBeVisible();
    expect(screen.getByRole("link", { name: ur.termsLink })).toHaveAttribute("href", "/terms");
    await user.type(screen.getByLabelText(ur.email), "someone@example");
    await user.type(screen.getByLabelText(ur.password), "long enough");
    await user.click(screen.getByRole("button", { name: ur.signUp }));
    expect(await screen.findByText(ur.emailInvalid)).toBeVisible();
    expect(screen.getByLabelText(ur.email)).toHaveAccessibleDescription(ur.emailInvalid);
    expect(requests.filter((r) => r.url.startsWith("/api/auth/"))).toEqual([]);
  });

  it("says better-auth's refusal in Urdu, from the catalogue key beside it", async () => {
    await activateLocale("ur");
    answer("GET /api/site", makeSite());
    answer("GET /api/me", makeMe());
    // As the server answers it (src/server/features/auth/refusals.ts).
    const refusal = {
      code: "INVALID_EMAIL_OR_PASSWORD",
      message: en.authWrongCredentials,
      key: "messages.authWrongCredentials",
    };
    answerAuth("POST /api/auth/sign-in/email", HttpResponse.json(refusal, { status: 401 }));
    const { user } = renderWeb(<LoginPage />, { path: "/login" });
    await user.type(screen.getByLabelText(ur.email), "someone@example.com");
    await user.type(screen.getByLabelText(ur.password), "wrong password");
    await user.click(screen.getByRole("button", { name: ur.signIn }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(urMessages.authWrongCredentials),
    );
  });
});
