import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { answer, requests } from "../../../../tests/helpers/api-mock.ts";
import type { OkBody } from "../../../../tests/helpers/api-routes.ts";
import { renderWeb } from "../../../../tests/helpers/render-web.tsx";
import { spyOnToasts } from "../../../../tests/helpers/toasts.ts";
import { makeAdminUser, makeSite } from "../../../../tests/helpers/web-fixtures.ts";
import { adminUserText } from "../../../domain/admin-user.ts";
import { UserDetail } from "./user-detail.tsx";

const toast = spyOnToasts();

type AdminUserDetail = OkBody<"GET /api/admin/users/:id">;

const detail = (over: Partial<AdminUserDetail["plan"]> = {}): AdminUserDetail => ({
  user: makeAdminUser({ voicesGenerated: 2, apiKeys: 1 }),
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
      userAgent: "Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0",
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

function renderDetail(current: AdminUserDetail, after: AdminUserDetail = current) {
  let state = current;
  const change = () => {
    state = after;
    return after;
  };
  answer("GET /api/site", makeSite());
  answer("GET /api/admin/users/u1", () => state);
  answer("POST /api/admin/users/u1/grants", change);
  answer("POST /api/admin/users/u1/end-plan", change);
  answer("POST /api/admin/users/u1/reset-link", {
    url: "https://awaaz.test/reset-password?token=abc",
  });
  answer("DELETE /api/admin/users/u1", { deleted: true });
  const onBack = vi.fn();
  const { user } = renderWeb(<UserDetail id="u1" onBack={onBack} />);
  return { user, onBack };
}

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

  it("says the days a plan has left, one day as one", async () => {
    renderDetail(
      detail({
        accountStatus: "pro",
        planName: "Creator Pro",
        planExpiresAt: "2026-11-23T10:00:00.000Z",
        daysLeft: 1,
      }),
    );
    expect(await screen.findByText(/\(1 day left\)$/)).toBeVisible();
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
    expect(requests.some((c) => c.method === "POST")).toBe(false);
    await user.type(within(dialog).getByLabelText("Reason"), "Broadcast bonus");
    await user.click(grant);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(adminUserText.granted));
    expect(requests.find((c) => c.method === "POST")).toMatchObject({
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
    expect(requests.find((c) => c.method === "POST")).toMatchObject({
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
    expect(requests.find((c) => c.url.endsWith("/reset-link"))?.body).toEqual({
      reason: "Asked on WhatsApp",
    });
  });

  it("deletes the account after the confirmation and goes back to the list", async () => {
    const { user, onBack } = renderDetail(detail());
    await user.click(await screen.findByRole("button", { name: "Delete account" }));
    const dialog = screen.getByRole("dialog", { name: "Delete ayesha@example.com?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete account" }));
    expect(requests.some((c) => c.method === "DELETE")).toBe(false);
    await user.type(within(dialog).getByLabelText("Reason"), "Asked to be forgotten");
    await user.click(within(dialog).getByRole("button", { name: "Delete account" }));
    await waitFor(() => expect(onBack).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith(adminUserText.deleted);
    expect(requests.find((c) => c.method === "DELETE")?.body).toEqual({
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
