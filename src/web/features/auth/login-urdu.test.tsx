// The sign-in page in Urdu: its texts, and the form's own message in the language active when
// the form is checked (docs/i18n.md).
import { screen } from "@testing-library/preact";
import { beforeAll, describe, expect, it } from "vitest";
import { answer, requests } from "../../../../tests/helpers/api-mock.ts";
import { renderWeb } from "../../../../tests/helpers/render-web.tsx";
import { makeMe, makeSite } from "../../../../tests/helpers/web-fixtures.ts";
import ur from "../../../domain/i18n/ur/auth.ts";
import { activateLocale } from "../../lib/locale.ts";
import { LoginPage } from "./login-page.tsx";

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
});
