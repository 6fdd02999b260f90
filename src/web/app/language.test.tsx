import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer, failure, requests } from "../../../tests/helpers/api-mock.ts";
import { renderWeb } from "../../../tests/helpers/render-web.tsx";
import { makeMe, makeSite } from "../../../tests/helpers/web-fixtures.ts";
import en from "../../domain/i18n/en/shell.ts";
import ur from "../../domain/i18n/ur/shell.ts";
import { defaultSettings } from "../../domain/settings-defaults.ts";
import { useProfileLocale } from "../components/language-switch.tsx";
import { activateLocale, LOCALE_KEY } from "../lib/locale.ts";
import { shellText } from "../lib/shell-text.ts";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";

function signedOut() {
  answer("GET /api/me", failure(401, "UNAUTHORIZED", "Please sign in to continue."));
  answer("GET /api/site", makeSite());
}

describe("the shell's language", () => {
  it("speaks Urdu right to left once Urdu is active, numbers and names filled in", async () => {
    signedOut();
    await activateLocale("ur");
    renderWeb(
      <>
        <Header theme="light" onToggleTheme={() => {}} />
        <Footer />
      </>,
    );
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(document.documentElement).toHaveAttribute("lang", "ur");
    const main = screen.getByRole("navigation", { name: ur.navMain });
    expect(within(main).getByRole("link", { name: ur.navHelp })).toBeInTheDocument();
    const year = String(new Date().getFullYear());
    expect(
      screen.getByText(shellText("footerRights", { year, siteName: defaultSettings.siteName })),
    ).toBeInTheDocument();
    expect(shellText("footerRights", { year: 2026, siteName: "X" })).toBe(
      "© 2026 X۔ جملہ حقوق محفوظ ہیں۔",
    );
  });

  it("switches from the header: the button names the other language, and the page follows", async () => {
    signedOut();
    const { user } = renderWeb(<Header theme="light" onToggleTheme={() => {}} />);
    const main = screen.getByRole("navigation", { name: en.navMain });
    expect(within(main).getByRole("link", { name: en.navHelp })).toBeInTheDocument();
    await user.click(within(main).getByRole("button", { name: "اردو" }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute("dir", "rtl"));
    const urdu = screen.getByRole("navigation", { name: ur.navMain });
    expect(within(urdu).getByRole("link", { name: ur.navHelp })).toBeInTheDocument();
    // Remembered in this browser for the next visit (read by theme-init.js before the first paint).
    expect(localStorage.getItem("locale")).toBe("ur");
    await user.click(within(urdu).getByRole("button", { name: "English" }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute("dir", "ltr"));
  });

  it("takes the profile's language once signed in, over this browser's", async () => {
    answer("GET /api/me", makeMe({ locale: "ur" }));
    renderWeb(<ProfileLocale />);
    await waitFor(() => expect(document.documentElement).toHaveAttribute("dir", "rtl"));
    expect(localStorage.getItem(LOCALE_KEY)).toBe("ur");
  });

  it("gives a profile that never chose the language this browser was switched to", async () => {
    localStorage.setItem(LOCALE_KEY, "ur");
    await activateLocale("ur");
    answer("GET /api/me", makeMe({ locale: null }));
    answer("PUT /api/me/locale", { ok: true });
    renderWeb(<ProfileLocale />);
    await waitFor(() =>
      expect(requests).toContainEqual({
        method: "PUT",
        url: "/api/me/locale",
        body: { locale: "ur" },
      }),
    );
  });

  it("leaves a profile that never chose alone when this browser never chose either", async () => {
    answer("GET /api/me", makeMe({ locale: null }));
    renderWeb(<ProfileLocale />);
    await waitFor(() => expect(requests.map((r) => r.url)).toContain("/api/me"));
    expect(requests.filter((r) => r.method === "PUT")).toEqual([]);
    expect(document.documentElement).toHaveAttribute("dir", "ltr");
  });
});

function ProfileLocale() {
  useProfileLocale();
  return null;
}
