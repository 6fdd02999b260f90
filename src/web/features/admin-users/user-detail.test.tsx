import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type AdminUserDetail, adminUserText } from "../../../domain/admin-user.ts";
import { defaultSettings } from "../../../domain/settings-defaults.ts";
import { UserDetail } from "./user-detail.tsx";

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("../../components/toaster.tsx", () => ({ toast }));

const detail = (over: Partial<AdminUserDetail["plan"]> = {}): AdminUserDetail => ({
  user: {
    id: "u1",
    email: "ayesha@example.com",
    displayName: "Ayesha",
    plan: "Free",
    accountStatus: "free",
    voicesGenerated: 2,
    status: "active",
    createdAt: "2026-11-20T10:00:00.000Z",
    apiKeys: 1,
    apiLastUsedAt: null,
  },
  plan: {
    accountStatus: "free",
    planName: null,
    planExpiresAt: null,
    daysLeft: null,
    voicesGenerated: 2,
    limit: 2,
    remaining: 0,
    unlimited: false,
    ...over,
  },
  payments: [
    {
      id: 7,
      plan: "Creator Pro",
      amount: 200,
      tid: "TXN-123456",
      status: "rejected",
      createdAt: "2026-11-21T10:00:00.000Z",
    },
  ],
  generations: [],
  sessions: [
    {
      createdAt: "2026-11-21T10:00:00.000Z",
      lastSeenAt: "2026-11-22T10:00:00.000Z",
      expiresAt: "2026-11-29T10:00:00.000Z",
      ipAddress: "203.0.113.9",
      userAgent: "Firefox on Android",
    },
  ],
  audit: [
    {
      id: 1,
      action: "user.status",
      target: "u1",
      detail: { status: "active", reason: "Paid after all" },
      ip: "127.0.0.1",
      createdAt: "2026-11-22T10:00:00.000Z",
    },
  ],
});

let calls: { method: string; url: string; body: unknown }[] = [];

function renderDetail(current: AdminUserDetail, after: AdminUserDetail = current) {
  calls = [];
  let state = current;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === "/api/site")
        return Response.json({ ...defaultSettings, auth: { google: false } });
      if (url === "/api/admin/users/u1" && method === "GET") return Response.json(state);
      if (url === "/api/admin/users/u1/reset-link")
        return Response.json({ url: "https://awaaz.test/reset-password?token=abc" });
      if (url === "/api/admin/users/u1" && method === "DELETE")
        return Response.json({ deleted: true });
      if (method === "POST" && url.startsWith("/api/admin/users/u1/")) {
        state = after;
        return Response.json(after);
      }
      throw new Error(`unexpected ${method} ${url}`);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  const onBack = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <UserDetail id="u1" onBack={onBack} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onBack };
}

beforeEach(() => {
  toast.success.mockClear();
  toast.error.mockClear();
});

describe("UserDetail", () => {
  it("shows the plan, generations left, payments, sessions and the audit trail", async () => {
    renderDetail(detail());
    expect(await screen.findByText("0 of 2")).toBeVisible();
    expect(screen.getByText("TXN-123456")).toBeVisible();
    expect(screen.getByText("Firefox on Android")).toBeVisible();
    expect(screen.getByText("Paid after all")).toBeVisible();
    expect(within(screen.getByRole("region", { name: "Last generations" })).getByText("None."));
    // A free account has no plan to end.
    expect(screen.queryByRole("button", { name: "End plan" })).not.toBeInTheDocument();
  });

  it("grants generations with a reason, then shows what the user now has", async () => {
    const { user } = renderDetail(detail(), detail({ limit: 7, remaining: 5 }));
    await user.click(await screen.findByRole("button", { name: "Grant generations or days" }));
    const dialog = screen.getByRole("dialog", { name: "Grant to ayesha@example.com" });
    const grant = within(dialog).getByRole("button", { name: "Grant" });
    // Nothing to grant yet: the button waits for a number.
    expect(grant).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Generations"), "5");
    await user.click(grant);
    expect(within(dialog).getByText("Please give a reason.")).toBeVisible();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    await user.type(within(dialog).getByLabelText("Reason"), "Broadcast bonus");
    await user.click(grant);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(adminUserText.granted));
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: "/api/admin/users/u1/grants",
      body: { generations: 5, days: 0, reason: "Broadcast bonus" },
    });
    expect(await screen.findByText("5 of 7")).toBeVisible();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("refuses a grant that is not a whole number", async () => {
    const { user } = renderDetail(detail());
    await user.click(await screen.findByRole("button", { name: "Grant generations or days" }));
    const dialog = screen.getByRole("dialog");
    await user.type(within(dialog).getByLabelText("Days"), "1.5");
    expect(within(dialog).getByRole("button", { name: "Grant" })).toBeDisabled();
  });

  it("ends a running plan after the confirmation", async () => {
    const pro = detail({
      accountStatus: "pro",
      planName: "Creator Pro",
      planExpiresAt: "2026-11-29T10:00:00.000Z",
      daysLeft: 7,
      limit: 20,
      remaining: 20,
    });
    const { user } = renderDetail(pro, detail());
    await user.click(await screen.findByRole("button", { name: "End plan" }));
    const dialog = screen.getByRole("dialog", { name: "End Creator Pro of ayesha@example.com?" });
    await user.type(within(dialog).getByLabelText("Reason"), "Refunded");
    await user.click(within(dialog).getByRole("button", { name: "End plan" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(adminUserText.planEnded));
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: "/api/admin/users/u1/end-plan",
      body: { reason: "Refunded" },
    });
  });

  it("makes a reset link once a reason is given, and shows it to copy", async () => {
    const { user } = renderDetail(detail());
    await user.click(await screen.findByRole("button", { name: "Password reset link" }));
    const dialog = screen.getByRole("dialog", { name: "Reset link for ayesha@example.com?" });
    await user.type(within(dialog).getByLabelText("Reason"), "Asked on WhatsApp");
    await user.click(within(dialog).getByRole("button", { name: "Make link" }));
    const shown = await screen.findByRole("dialog", { name: "Password reset link" });
    expect(within(shown).getByRole("textbox")).toHaveValue(
      "https://awaaz.test/reset-password?token=abc",
    );
    expect(calls.find((c) => c.url.endsWith("/reset-link"))?.body).toEqual({
      reason: "Asked on WhatsApp",
    });
  });

  it("deletes the account after the confirmation and goes back to the list", async () => {
    const { user, onBack } = renderDetail(detail());
    await user.click(await screen.findByRole("button", { name: "Delete account" }));
    const dialog = screen.getByRole("dialog", { name: "Delete ayesha@example.com?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete account" }));
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    await user.type(within(dialog).getByLabelText("Reason"), "Asked to be forgotten");
    await user.click(within(dialog).getByRole("button", { name: "Delete account" }));
    await waitFor(() => expect(onBack).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith(adminUserText.deleted);
    expect(calls.find((c) => c.method === "DELETE")?.body).toEqual({
      reason: "Asked to be forgotten",
    });
  });

  it("starts with the focus on Back, which goes back to the list", async () => {
    const { user, onBack } = renderDetail(detail());
    expect(screen.getByRole("button", { name: "Back to users" })).toHaveFocus();
    await user.click(await screen.findByRole("button", { name: "Back to users" }));
    expect(onBack).toHaveBeenCalled();
  });
});
