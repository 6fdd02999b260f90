import { QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { answer } from "../../../../tests/helpers/api-mock.ts";
import {
  renderHydrated,
  renderWeb,
  testQueryClient,
} from "../../../../tests/helpers/render-web.tsx";
import { makeSite } from "../../../../tests/helpers/web-fixtures.ts";
import { type Site, siteQuery } from "../../lib/site.ts";
import { helpCategories } from "./articles.ts";
import { HelpPage } from "./help-page.tsx";
import { filterHelp, highlight } from "./search.ts";

const site: Site = makeSite({
  freeQuota: 3,
  verificationText: "within 6 hours",
  refundPolicyText: "Refunds within 14 days if no voice was generated.",
  whatsappNumber: "923331112222",
  // The operator's own wallet: a fresh install has none (docs/product.md section 4).
  wallets: [{ type: "JazzCash", holder: "Help Owner", number: "03007778899", primary: true }],
});

function renderHelp(reply: Site = site) {
  answer("GET /api/site", reply);
  return renderWeb(<HelpPage />, { client: testQueryClient({ retry: false }) }).user;
}

const categoryButtons = () =>
  screen.queryAllByRole("button").filter((b) => b.hasAttribute("aria-expanded"));

describe("filterHelp", () => {
  const all = helpCategories(site);

  it("keeps everything for an empty query and drops what does not match", () => {
    expect(filterHelp(all, "   ")).toBe(all);
    const result = filterHelp(all, "mp3");
    expect(result.map((c) => c.id)).toEqual([
      "getting-started",
      "voice-generation",
      "troubleshooting",
    ]);
    for (const c of result)
      for (const a of c.articles)
        for (const s of a.steps)
          expect(`${c.title} ${a.title} ${s}`.toLowerCase()).toContain("mp3");
  });

  it("needs every word, in any order, and keeps a whole article whose title matches", () => {
    const refunds = filterHelp(all, "POLICY refund");
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.articles[0]?.steps).toEqual(
      all[2]?.articles.find((a) => a.id === "refunds")?.steps,
    );
    expect(filterHelp(all, "refund zebra")).toEqual([]);
  });

  it("marks the query words, ignoring case and regex characters", () => {
    expect(highlight("Download the MP3 (file)", ["mp3", "(file)"])).toEqual([
      { text: "Download the ", match: false },
      { text: "MP3", match: true },
      { text: " ", match: false },
      { text: "(file)", match: true },
    ]);
  });
});

describe("HelpPage search", () => {
  it("shows five collapsed categories whose steps quote the operator's settings", async () => {
    const user = renderHelp();
    expect(
      await screen.findByText("Payments are verified within 6 hours.", { exact: false }),
    ).toBeInTheDocument();
    const buttons = categoryButtons();
    expect(buttons.map((b) => b.textContent)).toEqual([
      "Getting Started",
      "Voice Generation",
      "Plans & Billing",
      "Account & Settings",
      "Troubleshooting",
    ]);
    expect(buttons.every((b) => b.getAttribute("aria-expanded") === "false")).toBe(true);
    await user.click(screen.getByRole("button", { name: "Plans & Billing" }));
    const panel = document.getElementById(
      screen.getByRole("button", { name: "Plans & Billing" }).getAttribute("aria-controls") ?? "",
    );
    expect(panel).toBeVisible();
    expect(within(panel as HTMLElement).getByText(/verified within 6 hours/)).toBeInTheDocument();
    expect(within(panel as HTMLElement).getByText(site.refundPolicyText)).toBeInTheDocument();
    expect(
      within(panel as HTMLElement).getByText(/JazzCash account 03007778899/),
    ).toBeInTheDocument();
  });

  it("filters categories and steps as you type, opening the matches", async () => {
    const user = renderHelp();
    const box = screen.getByRole("searchbox", { name: "Search help articles" });
    await user.type(box, "urdu");
    expect(categoryButtons().map((b) => b.textContent)).toEqual(["Voice Generation"]);
    expect(screen.getByRole("button", { name: "Voice Generation" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(screen.getByRole("status")).toHaveTextContent(/^\d+ articles? match/);
    expect(screen.queryByText(/Press Play to listen/)).not.toBeInTheDocument();
    expect(document.querySelectorAll("mark").length).toBeGreaterThan(0);
  });

  it("searches for what was typed into the server's page before its scripts ran", async () => {
    const client = testQueryClient();
    client.setQueryData(siteQuery.queryKey, site);
    const page = (
      <QueryClientProvider client={client}>
        <HelpPage />
      </QueryClientProvider>
    );
    renderHydrated(page, (server) => {
      const box = server.querySelector<HTMLInputElement>('input[type="search"]');
      if (!box) throw new Error("no search box in the server's HTML");
      box.value = "urdu";
    });
    await waitFor(() =>
      expect(categoryButtons().map((b) => b.textContent)).toEqual(["Voice Generation"]),
    );
    expect(screen.getByRole("searchbox")).toHaveValue("urdu");
  });

  it("says so when nothing matches, and Clear search brings everything back", async () => {
    const user = renderHelp();
    await user.type(screen.getByRole("searchbox", { name: "Search help articles" }), "blockchain");
    expect(screen.getByText("No articles match “blockchain”.")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("0 articles match.");
    expect(categoryButtons()).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(categoryButtons()).toHaveLength(5);
    expect(screen.getByRole("searchbox")).toHaveValue("");
  });

  it("toggles a category with Enter and Space", async () => {
    const user = renderHelp();
    const button = screen.getByRole("button", { name: "Troubleshooting" });
    button.focus();
    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("links to WhatsApp with the operator's number in a new tab", async () => {
    renderHelp();
    const link = await screen.findByRole("link", { name: /Chat on WhatsApp/ });
    await vi.waitFor(() => expect(link).toHaveAttribute("href", "https://wa.me/923331112222"));
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
  });

  it("offers no chat until the operator has saved a WhatsApp number", async () => {
    renderHelp({ ...site, whatsappNumber: "", verificationText: "within 9 hours" });
    // The operator's own settings are on the page, so the answer has arrived.
    expect((await screen.findAllByText(/verified within 9 hours/)).length).toBeGreaterThan(0);
    expect(screen.queryByRole("link", { name: /WhatsApp/ })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Still need help?" })).toBeNull();
  });
});
