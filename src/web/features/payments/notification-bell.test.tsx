import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NotificationBell } from "./notification-bell.tsx";

afterEach(() => vi.unstubAllGlobals());

function renderBell(unread: number) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) === "/api/notifications")
        return Response.json({ notifications: [], unread });
      throw new Error(`unexpected ${String(input)}`);
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the header's bell", () => {
  it("names the unread count and links to the dashboard's list", async () => {
    renderBell(3);
    const bell = await screen.findByRole("link", { name: "Notifications: 3 unread" });
    expect(bell).toHaveAttribute("href", "/dashboard#notifications-title");
    expect(bell).toHaveTextContent("3");
  });

  it("shows 9+ past nine", async () => {
    renderBell(12);
    expect(await screen.findByRole("link", { name: "Notifications: 12 unread" })).toHaveTextContent(
      "9+",
    );
  });

  it("has no badge when nothing is unread", async () => {
    renderBell(0);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByRole("link", { name: "Notifications" }).textContent).toBe("");
  });
});
