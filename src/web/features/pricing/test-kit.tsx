// Shared by this feature's tests: a fake API answering by path, and the providers a page needs.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { vi } from "vitest";
import type { PlanView } from "../../../domain/plans.ts";
import { defaultSettings } from "../../../domain/settings-defaults.ts";
import type { Me } from "../../lib/me.ts";
import type { Site } from "../../lib/site.ts";

export const site: Site = {
  ...defaultSettings,
  wallets: [
    { type: "JazzCash", holder: "Test Owner", number: "03009998877", primary: true },
    { type: "EasyPaisa", holder: "Test Owner", number: "03451112233", primary: false },
  ],
  verificationText: "within 3 hours",
  auth: { google: false, email: false },
};

type Answer = { status?: number; body: unknown } | (() => Promise<Response>);
export type ApiRoutes = Record<string, Answer>;

/** Stubs fetch: "GET /api/plans" -> answer. An unknown request fails the test loudly. */
export function fakeApi(routes: ApiRoutes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const key = `${init?.method ?? "GET"} ${url.pathname}`;
    const answer = routes[key];
    if (!answer) throw new Error(`unexpected request ${key}`);
    if (typeof answer === "function") return answer();
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

export function jsonError(status: number, code: string, message: string) {
  return { status, body: { error: { code, message } } };
}

function LoginProbe() {
  const location = useLocation();
  return (
    <p>
      Login page{location.search}, from {(location.state as { from?: string } | null)?.from}
    </p>
  );
}

export function renderWithApp(ui: ReactNode, path = "/pricing") {
  // No retry delay: a failed load shows its fallback at once.
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={new URL(path, "http://x").pathname} element={ui} />
          <Route path="/login" element={<LoginProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), client };
}

export function planView(over: Partial<PlanView> = {}): PlanView {
  return {
    id: 2,
    name: "Creator Pro",
    basePrice: 200,
    currentPrice: 200,
    price: 200,
    duration: "7 Days",
    durationDays: 7,
    voiceLimit: 20,
    unlimited: false,
    features: ["20 voice generations", "7 days access"],
    icon: "Star",
    gradient: "from-blue-500 to-purple-500",
    popular: true,
    badge: "Most Popular",
    isActive: true,
    discountType: "none",
    discountValue: 0,
    discountExpiry: null,
    discountDescription: null,
    discountActive: false,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...over,
  };
}

/** A signed-in buyer's profile (as GET /api/me answers it): free and active unless told. */
export function buyerProfile(over: Partial<Me["profile"]> = {}): Me["profile"] {
  return {
    uid: "u1",
    email: "sara@example.com",
    displayName: "sara",
    accountStatus: "free",
    subscriptionPlan: "free",
    plan: null,
    planAmount: null,
    planExpiry: null,
    subscriptionExpiry: null,
    upgradedAt: null,
    voicesGenerated: 0,
    voiceGenerationsUsed: 0,
    voiceGenerationsLimit: 2,
    status: "active",
    isActive: true,
    createdAt: "2026-11-01T10:00:00.000Z",
    limit: 2,
    remaining: 2,
    unlimited: false,
    daysLeft: null,
    ...over,
  };
}
