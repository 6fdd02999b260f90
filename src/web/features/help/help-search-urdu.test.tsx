// The help centre in Urdu (docs/i18n.md): articles, and the search over them, in the active language.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer } from "../../../../tests/helpers/api-mock.ts";
import { renderWeb, testQueryClient } from "../../../../tests/helpers/render-web.tsx";
import { makeSite } from "../../../../tests/helpers/web-fixtures.ts";
import { formatNumber } from "../../../domain/i18n/format.ts";
import ur from "../../../domain/i18n/ur/help.ts";
import { MAX_TEXT } from "../../../domain/text.ts";
import { activateLocale } from "../../lib/locale.ts";
import { HelpPage } from "./help-page.tsx";

const categoryButtons = () =>
  screen.queryAllByRole("button").filter((b) => b.hasAttribute("aria-expanded"));

async function renderUrdu() {
  await activateLocale("ur");
  answer("GET /api/site", makeSite({ whatsappNumber: "923331112222" }));
  return renderWeb(<HelpPage />, { client: testQueryClient({ retry: false }) }).user;
}

describe("HelpPage in Urdu", () => {
  it("finds an article by an Urdu word and counts the matches in Urdu", async () => {
    const user = await renderUrdu();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(ur.title);
    // "واپسی" (refund) is in the refund policy's Urdu title only among the billing articles.
    await user.type(screen.getByRole("searchbox", { name: ur.searchLabel }), "واپسی");
    expect(categoryButtons().map((b) => b.textContent)).toContain(ur.billingTitle);
    expect(screen.getByRole("heading", { name: ur.refundsTitle })).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent(/^1 مضمون ملا۔$/);
    expect(document.querySelectorAll("mark").length).toBeGreaterThan(0);
  });

  it("shows figures in the Urdu number format", async () => {
    const user = await renderUrdu();
    await user.click(screen.getByRole("button", { name: ur.voiceTitle }));
    expect(
      screen.getByText(new RegExp(`زیادہ سے زیادہ ${formatNumber(MAX_TEXT, "ur")} حروف`)),
    ).toBeVisible();
  });

  it("says so in Urdu when nothing matches", async () => {
    const user = await renderUrdu();
    await user.type(screen.getByRole("searchbox"), "بلاک چین");
    expect(screen.getByRole("button", { name: ur.clearSearch })).toBeVisible();
    expect(categoryButtons()).toHaveLength(0);
  });
});
