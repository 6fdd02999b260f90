// docs/product.md, "Your account": with e-mail the page sends a link; without, it sends the user
// to support.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accountMsg } from "../../../domain/account.ts";
import { defaultSettings } from "../../../domain/settings-defaults.ts";
import type { Site } from "../../lib/site.ts";
import { ForgotPasswordPage } from "./forgot-password-page.tsx";

afterEach(() => vi.unstubAllGlobals());

function renderPage(email: boolean) {
  const site: Site = {
    ...defaultSettings,
    whatsappNumber: "923001234567",
    auth: { google: false, email },
  };
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = new URL(String(input), "http://localhost").pathname;
    if (path === "/api/site") return Response.json(site);
    if (path === "/api/auth/request-password-reset") return Response.json({ status: true });
    throw new Error(`unexpected request ${path}`);
  });
  vi.stubGlobal("fetch", fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ForgotPasswordPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe("ForgotPasswordPage", () => {
  it("sends the address and says a link is on its way", async () => {
    const fetch = renderPage(true);
    await userEvent.type(await screen.findByLabelText("Email"), "a@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText(accountMsg.resetSent)).toBeTruthy();
    const sent = fetch.mock.calls.find(([url]) => String(url).includes("request-password-reset"));
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({ email: "a@example.com" });
  });

  it("without e-mail, offers WhatsApp support and no form", async () => {
    renderPage(false);
    expect(await screen.findByText(accountMsg.resetNoEmail)).toBeTruthy();
    const link = screen.getByRole("link", { name: /^Message support on WhatsApp/ });
    expect(link.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/923001234567/);
    expect(screen.queryByLabelText("Email")).toBeNull();
  });
});
