import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { broadcastText } from "../../../domain/broadcasts.ts";
import { msg } from "../../../domain/messages.ts";
import { defaultSettings } from "../../../domain/settings-defaults.ts";
import { BroadcastsTab } from "./broadcasts-tab.tsx";

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("../../components/toaster.tsx", () => ({ toast }));

const item = {
  id: 7,
  title: "<img src=x onerror=alert(1)>",
  description: "Tonight",
  active: true,
  createdBy: "admin",
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
};

let calls: { method: string; url: string; body: unknown }[] = [];

function renderTab() {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === "/api/site")
        return Response.json({ ...defaultSettings, auth: { google: false } });
      if (url === "/api/admin/broadcasts" && method === "GET")
        return Response.json({ items: [item] });
      if (url === "/api/admin/broadcasts" && method === "POST")
        return Response.json({ broadcast: item }, { status: 201 });
      if (url === "/api/admin/broadcasts/7" && method === "DELETE")
        return Response.json({ ok: true });
      throw new Error(`unexpected ${method} ${url}`);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  render(
    <QueryClientProvider client={client}>
      <BroadcastsTab />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  toast.success.mockClear();
  toast.error.mockClear();
});

describe("BroadcastsTab", () => {
  it("shows HTML in a title as text", async () => {
    renderTab();
    expect(await screen.findByText(item.title)).toBeInTheDocument();
    expect(document.querySelector("img")).toBeNull();
  });

  it("requires title and description, then creates an active message", async () => {
    const u = renderTab();
    await u.click(await screen.findByRole("button", { name: "New Message" }));
    const dialog = screen.getByRole("dialog", { name: "New Message" });
    await u.click(within(dialog).getByRole("button", { name: "Create message" }));
    expect(await within(dialog).findByText(broadcastText.titleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(broadcastText.descriptionRequired)).toBeInTheDocument();
    await u.type(within(dialog).getByLabelText("Title"), "Hello");
    await u.type(within(dialog).getByLabelText("Description"), "World");
    await u.click(within(dialog).getByRole("button", { name: "Create message" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(msg.admin.broadcastCreated));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      title: "Hello",
      description: "World",
      active: true,
    });
  });

  it("deletes after the confirmation", async () => {
    const u = renderTab();
    await u.click(await screen.findByRole("button", { name: `Delete ${item.title}` }));
    const confirm = screen.getByRole("dialog", { name: "Delete broadcast message" });
    expect(confirm).toHaveTextContent(msg.admin.confirmBroadcastDelete);
    await u.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(msg.admin.broadcastDeleted));
  });
});
