// /account in Urdu (docs/i18n.md): choosing اردو turns the page right to left and into Urdu, keeps
// the choice in the profile, and a session's time reads in Urdu's format.
import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw/http";
import { describe, expect, it, vi } from "vitest";
import { answer, mockServer } from "../../../../tests/helpers/api-mock.ts";
import { renderWeb } from "../../../../tests/helpers/render-web.tsx";
import { makeMe, makeSite } from "../../../../tests/helpers/web-fixtures.ts";
import { formatMoment } from "../../../domain/i18n/format.ts";
import { LOCALE_NAMES } from "../../../domain/i18n/locales.ts";
import ur from "../../../domain/i18n/ur/account.ts";
import { AccountPage } from "./account-page.tsx";

const site = makeSite();
const signedInAt = "2026-11-20T10:00:00.000Z";

/** The account page with one session; returns what PUT /api/me/locale was sent. */
function renderAccount() {
  const saved: unknown[] = [];
  answer("GET /api/site", site);
  answer("GET /api/me", makeMe());
  answer("GET /api/account", { hasPassword: true });
  const session = {
    id: "s1",
    createdAt: signedInAt,
    updatedAt: signedInAt,
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  };
  mockServer.use(
    http.get("/api/auth/list-sessions", () => HttpResponse.json([session])),
    http.get("/api/auth/get-session", () => HttpResponse.json({ session: { id: "s1" } })),
    // The profile's language (the server's PUT /api/me/locale).
    http.put("/api/me/locale", async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json({ locale: "ur" });
    }),
  );
  return { ...renderWeb(<AccountPage />, { path: "/account" }), saved };
}

describe("the account's language", () => {
  it("shows English chosen, and choosing اردو turns the page Urdu, right to left, and saves it", async () => {
    const { user, saved } = renderAccount();
    const group = await screen.findByRole("radiogroup", { name: "Language" });
    const english = within(group).getByRole("radio", { name: LOCALE_NAMES.en });
    const urdu = within(group).getByRole("radio", { name: LOCALE_NAMES.ur });
    expect(english).toBeChecked();
    expect(urdu).not.toBeChecked();
    // The session's device as a person says it, not its User-Agent header.
    expect(await screen.findByText("Chrome on Android")).toBeInTheDocument();

    await user.click(urdu);
    expect(
      await screen.findByRole("heading", { level: 1, name: ur.accountHeading }),
    ).toBeInTheDocument();
    expect(document.documentElement.dir).toBe("rtl");
    expect(document.documentElement.lang).toBe("ur");
    expect(screen.getByRole("radiogroup", { name: ur.languageTitle })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: LOCALE_NAMES.ur })).toBeChecked();
    await vi.waitFor(() => expect(saved).toEqual([{ locale: "ur" }]));

    // The session's time, on the operator's clock, in Urdu's format.
    const when = formatMoment(new Date(signedInAt), site.timezone, "ur");
    expect(when).not.toBe(formatMoment(new Date(signedInAt), site.timezone, "en"));
    expect(await screen.findByText(ur.sessionSince.replace("{when}", when))).toBeInTheDocument();
    expect(screen.getByText("Android پر Chrome")).toBeInTheDocument();
  });

  it("is reached by keyboard: arrow keys move the choice", async () => {
    const { user } = renderAccount();
    const english = await screen.findByRole("radio", { name: LOCALE_NAMES.en });
    english.focus();
    await user.keyboard("{ArrowRight}");
    expect(await screen.findByRole("radio", { name: LOCALE_NAMES.ur })).toBeChecked();
    expect(document.documentElement.dir).toBe("rtl");
  });
});
