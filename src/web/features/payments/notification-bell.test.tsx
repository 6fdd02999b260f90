import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer, requests } from "../../../../tests/helpers/api-mock.ts";
import { renderWeb } from "../../../../tests/helpers/render-web.tsx";
import { NotificationBell } from "./notification-bell.tsx";

function renderBell(unread: number) {
  answer("GET /api/notifications", { notifications: [], unread });
  renderWeb(<NotificationBell />);
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
    await waitFor(() => expect(requests).not.toHaveLength(0));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByRole("link", { name: "Notifications" }).textContent).toBe("");
  });
});
