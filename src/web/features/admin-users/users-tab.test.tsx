import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminUserRow } from "../../../domain/admin.ts";
import { msg } from "../../../domain/messages.ts";
import { defaultSettings } from "../../../domain/settings-defaults.ts";
import { UsersTab } from "./users-tab.tsx";

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("../../components/toaster.tsx", () => ({ toast }));

const user: AdminUserRow = {
  id: "u1",
  email: "ayesha@example.com",
  displayName: "Ayesha",
  plan: "Free",
  accountStatus: "free",
  voicesGenerated: 3,
  status: "active",
  createdAt: "2026-11-20T10:00:00.000Z",
  apiKeys: 0,
  apiLastUsedAt: null,
};

let calls: { method: string; url: string; body: unknown }[] = [];

function renderTab(list: () => Response) {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === "/api/site")
        return Response.json({ ...defaultSettings, auth: { google: false } });
      if (url.startsWith("/api/admin/users?")) return list();
      if (url === "/api/admin/users/u1" && method === "PATCH")
        return Response.json({ user: { ...user, status: "inactive" } });
      throw new Error(`unexpected ${method} ${url}`);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  render(
    <QueryClientProvider client={client}>
      <UsersTab />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const page = (items: AdminUserRow[]) => () =>
  Response.json({ items, total: items.length, page: 1, pageSize: 20 });

beforeEach(() => {
  toast.success.mockClear();
  toast.error.mockClear();
});

describe("UsersTab", () => {
  it("deactivates a user only once confirmed with a reason", async () => {
    const u = renderTab(page([user]));
    await u.click(await screen.findByRole("button", { name: "Deactivate ayesha@example.com" }));
    const dialog = screen.getByRole("dialog", { name: "Deactivate ayesha@example.com?" });
    await u.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    expect(within(dialog).getByText("Please give a reason.")).toBeVisible();
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);
    await u.type(within(dialog).getByLabelText("Reason"), "Chargeback");
    await u.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(msg.admin.userDeactivated));
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({
      status: "inactive",
      reason: "Chargeback",
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("Cancel leaves the user as they were", async () => {
    const u = renderTab(page([user]));
    await u.click(await screen.findByRole("button", { name: "Deactivate ayesha@example.com" }));
    await u.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);
  });

  it("searches once typing pauses and links the CSV of the same search", async () => {
    const u = renderTab(page([user]));
    await screen.findByText("ayesha@example.com");
    await u.type(screen.getByLabelText("Search users"), "ay");
    await waitFor(() => expect(calls.at(-1)?.url).toBe("/api/admin/users?q=ay&page=1"));
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/admin/users/export.csv?q=ay",
    );
  });

  it("says the load failed and offers Retry", async () => {
    let fail = true;
    const u = renderTab(() =>
      fail
        ? Response.json({ error: { code: "INTERNAL", message: "x" } }, { status: 500 })
        : page([user])(),
    );
    expect(await screen.findByRole("button", { name: "Retry" })).toBeInTheDocument();
    expect(toast.error.mock.calls[0]?.[0]).toBe(msg.admin.usersLoadFailed);
    fail = false;
    await u.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("ayesha@example.com")).toBeVisible();
  });
});
