// The pricing page and the purchase dialog in Urdu: catalogue texts, prices in Rs. and the plan's
// dates in Urdu's own format (docs/i18n.md).
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { answer, failure } from "../../../../tests/helpers/api-mock.ts";
import { makePlan, makeProfile } from "../../../../tests/helpers/web-fixtures.ts";
import { formatDay, formatRs } from "../../../domain/i18n/format.ts";
import ur from "../../../domain/i18n/ur/pricing.ts";
import { activateLocale } from "../../lib/locale.ts";
import { fromApi } from "./card-model.ts";
import { PricingPage } from "./pricing-page.tsx";
import { type BuyablePlan, PurchaseModal } from "./purchase-modal.tsx";
import { renderWithApp, site } from "./test-kit.tsx";

describe("pricing in Urdu", () => {
  it("shows the page's texts and each price in Urdu", async () => {
    await activateLocale("ur");
    answer("GET /api/site", site);
    answer("GET /api/plans", { plans: [makePlan({ currentPrice: 1500, price: 1500 })] });
    answer("GET /api/me", failure(401, "UNAUTHORIZED", "Please sign in to continue."));
    renderWithApp(<PricingPage />);
    expect(screen.getByRole("heading", { level: 1, name: ur.heading })).toBeInTheDocument();
    const card = await screen.findByRole("article", { name: "Creator Pro" });
    expect(within(card).getByText(formatRs(1500, "ur"))).toBeInTheDocument();
    // The duration made from the day count is said in Urdu ("7 Days" is the catalogue's, not the operator's).
    expect(within(card).getByText("7 دن")).toBeInTheDocument();
    expect(
      within(card).getByRole("link", { name: `${ur.choosePlan}: Creator Pro` }),
    ).toBeInTheDocument();
    const faq = screen.getByRole("region", { name: ur.faqTitle });
    // The operator's refund policy keeps its own direction; the catalogue's answers the page's.
    const refund = within(faq).getByText(site.refundPolicyText);
    expect(refund).toHaveAttribute("dir", "auto");
    expect(within(faq).getByText(ur.faqMoreA)).not.toHaveAttribute("dir");
  });

  it("shows the operator's Urdu plan name, features and badge, and the English where the Urdu is blank", async () => {
    await activateLocale("ur");
    answer("GET /api/site", { ...site, refundPolicyTextUr: "تیس دن میں رقم واپس" });
    const urdu = { name: "تخلیق کار پرو", features: ["بیس آوازیں", "سات دن"], badge: "" };
    answer("GET /api/plans", { plans: [makePlan({ urdu })] });
    answer("GET /api/me", failure(401, "UNAUTHORIZED", "Please sign in to continue."));
    renderWithApp(<PricingPage />);
    const card = await screen.findByRole("article", { name: "تخلیق کار پرو" });
    expect(within(card).getByText("بیس آوازیں")).toBeInTheDocument();
    expect(within(card).getByText("سات دن")).toBeInTheDocument();
    expect(within(card).queryByText("20 voice generations")).toBeNull();
    // The badge has no Urdu: its English stands.
    expect(within(card).getByText("Most Popular")).toBeInTheDocument();
    const faq = screen.getByRole("region", { name: ur.faqTitle });
    expect(within(faq).getByText("تیس دن میں رقم واپس")).toBeInTheDocument();
  });

  it("shows the English plan texts in the English interface, whatever Urdu the operator wrote", async () => {
    answer("GET /api/site", { ...site, refundPolicyTextUr: "تیس دن میں رقم واپس" });
    const urdu = { name: "تخلیق کار پرو", features: ["بیس آوازیں"] };
    answer("GET /api/plans", { plans: [makePlan({ urdu })] });
    answer("GET /api/me", failure(401, "UNAUTHORIZED", "Please sign in to continue."));
    renderWithApp(<PricingPage />);
    const card = await screen.findByRole("article", { name: "Creator Pro" });
    expect(within(card).getByText("20 voice generations")).toBeInTheDocument();
    expect(screen.getByText(site.refundPolicyText)).toBeInTheDocument();
  });

  it("says what the purchase adds, with the plan's end in Urdu dates", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-26T10:00:00Z"), shouldAdvanceTime: true });
    try {
      await activateLocale("ur");
      answer("GET /api/site", site);
      const plan = fromApi(makePlan(), new Date()) as BuyablePlan;
      const profile = makeProfile({
        accountStatus: "pro",
        planExpiry: "2026-12-03T10:00:00.000Z",
        upgradedAt: "2026-11-18T10:00:00.000Z",
        voicesGenerated: 14,
        limit: 29,
      });
      renderWithApp(<PurchaseModal plan={plan} profile={profile} onClose={() => {}} />);
      const dialog = await screen.findByRole("dialog", { name: ur.purchaseTitle });
      const end = formatDay(new Date("2026-12-03T10:00:00Z"), site.timezone, "ur");
      expect(end).not.toBe(formatDay(new Date("2026-12-03T10:00:00Z"), site.timezone, "en"));
      expect(dialog).toHaveTextContent(end);
      expect(dialog).toHaveTextContent("7 دن");
      expect(dialog).toHaveTextContent(formatRs(200, "ur"));
      expect(await screen.findByLabelText(ur.tidLabel)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("asks in Urdu which account was paid into, naming each as the operator wrote it", async () => {
    await activateLocale("ur");
    answer("GET /api/site", site);
    const plan = fromApi(makePlan(), new Date()) as BuyablePlan;
    renderWithApp(<PurchaseModal plan={plan} profile={makeProfile()} onClose={() => {}} />);
    const group = await screen.findByRole("group", { name: ur.paidToLegend });
    expect(within(group).getByRole("radio", { name: "JazzCash 03009998877" })).toBeChecked();
    expect(within(group).getByRole("radio", { name: "EasyPaisa 03451112233" })).not.toBeChecked();
  });
});
