// The contact page in Urdu (docs/i18n.md): topics, quick answers, and the prefilled WhatsApp message.
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { answer } from "../../../../tests/helpers/api-mock.ts";
import { renderWeb } from "../../../../tests/helpers/render-web.tsx";
import { makeSite } from "../../../../tests/helpers/web-fixtures.ts";
import { formatNumber } from "../../../domain/i18n/format.ts";
import ur from "../../../domain/i18n/ur/contact.ts";
import { activateLocale } from "../../lib/locale.ts";
import { ContactPage } from "./contact-page.tsx";

describe("ContactPage in Urdu", () => {
  it("speaks Urdu, with the free quota in Urdu figures and the wallets listed in Urdu", async () => {
    await activateLocale("ur");
    answer(
      "GET /api/site",
      makeSite({
        siteName: "Sada",
        freeQuota: 1200,
        whatsappNumber: "923331112222",
        wallets: [
          { type: "JazzCash", holder: "Owner", number: "03001112222", primary: true },
          { type: "Easypaisa", holder: "Owner", number: "03003334444", primary: false },
          { type: "SadaPay", holder: "Owner", number: "03005556666", primary: false },
        ],
      }),
    );
    renderWeb(<ContactPage />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(ur.title);
    expect(
      await screen.findByText(new RegExp(`${formatNumber(1200, "ur")} مفت آوازیں`)),
    ).toBeVisible();
    expect(screen.getByText(/Easypaisa اور SadaPay بھی قبول ہیں۔/)).toBeVisible();
    expect(screen.getByRole("heading", { name: ur.answersTitle })).toBeVisible();
    // The operator's refund policy, in English here, keeps its own direction on the Urdu page.
    const refund = screen.getByText(ur.answerRefundQ).nextElementSibling;
    expect(refund).toHaveAttribute("dir", "auto");
    expect(refund).toHaveAttribute("lang", "en");
    expect(screen.getByText(ur.answerFreeQ).nextElementSibling).not.toHaveAttribute("dir");
    const link = screen.getByRole("link", { name: new RegExp(`^${ur.topicBilling}`) });
    await vi.waitFor(() =>
      expect(decodeURIComponent(link.getAttribute("href") ?? "")).toContain(
        `سپورٹ، میرا سوال اس بارے میں ہے: ${ur.topicBilling}۔`,
      ),
    );
  });
});
