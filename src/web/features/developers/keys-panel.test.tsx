import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_API_KEYS } from "../../../domain/api-keys.ts";
import { msg } from "../../../domain/messages.ts";
import { KeysPanel } from "./keys-panel.tsx";

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("../../components/toaster.tsx", () => ({ toast }));

const SECRET = `awz_${"s".repeat(43)}`;
const key = (id: string, name: string) => ({
  id,
  name,
  prefix: "awz_abcdef",
  createdAt: "2026-11-20T10:00:00.000Z",
  lastUsedAt: null,
});

let keys: ReturnType<typeof key>[] = [];
let calls: string[] = [];

function renderPanel() {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      calls.push(`${method} ${url}`);
      if (url === "/api/me")
        return Response.json({ user: { id: "u1", email: "a@example.com" }, profile: {} });
      if (url === "/api/keys" && method === "GET") return Response.json({ keys });
      if (url === "/api/keys" && method === "POST") {
        const { name } = JSON.parse(String(init?.body));
        keys = [key("k2", name), ...keys];
        return Response.json(
          { id: "k2", name, prefix: "awz_ssssss", key: SECRET },
          { status: 201 },
        );
      }
      if (url.startsWith("/api/keys/") && method === "DELETE") {
        keys = keys.filter((k) => !url.endsWith(k.id));
        return Response.json({ revoked: true });
      }
      throw new Error(`unexpected ${method} ${url}`);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <KeysPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  keys = [key("k1", "Old tool")];
  toast.success.mockClear();
});

describe("KeysPanel", () => {
  it("shows a new key's secret once, then only its name and prefix", async () => {
    const user = renderPanel();
    await user.type(await screen.findByLabelText("Key name"), "Editor");
    await user.click(screen.getByRole("button", { name: "Create key" }));
    expect(await screen.findByText(SECRET)).toBeVisible();
    expect(screen.getByText(msg.apiKeys.created)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Done" }));
    const list = await screen.findByRole("list", { name: "Your API keys" });
    expect(await within(list).findByText("Editor")).toBeVisible();
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it("revokes only after the confirmation", async () => {
    const user = renderPanel();
    await user.click(await screen.findByRole("button", { name: "Revoke Old tool" }));
    expect(calls.some((c) => c.startsWith("DELETE"))).toBe(false);
    const dialog = screen.getByRole("dialog", { name: /Revoke/ });
    await user.click(within(dialog).getByRole("button", { name: "Revoke key" }));
    expect(await screen.findByText("No keys yet.")).toBeVisible();
    expect(calls).toContain("DELETE /api/keys/k1");
    expect(toast.success).toHaveBeenCalledWith(msg.apiKeys.revoked);
  });

  it(`stops offering a new key at ${MAX_API_KEYS}`, async () => {
    keys = Array.from({ length: MAX_API_KEYS }, (_, i) => key(`k${i}`, `Tool ${i}`));
    renderPanel();
    expect(await screen.findByText(msg.apiKeys.limit(MAX_API_KEYS))).toBeVisible();
    expect(screen.getByRole("button", { name: "Create key" })).toBeDisabled();
  });
});
