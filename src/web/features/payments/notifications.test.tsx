import { focusManager } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer, requests } from "../../../../tests/helpers/api-mock.ts";
import { renderWeb } from "../../../../tests/helpers/render-web.tsx";
import { makeMe, makeSite } from "../../../../tests/helpers/web-fixtures.ts";
import { useMe } from "../../lib/me.ts";
import { Notifications } from "./notifications.tsx";

// The plan card's data: whatever shows the plan reads it through useMe.
function Plan() {
  return <p>{useMe().data?.profile.accountStatus}</p>;
}

const approval = {
  id: 7,
  kind: "payment.approved",
  message: "Your payment for Creator Pro was approved. Your plan is active until 28 Dec 2026.",
  readAt: null,
  createdAt: "2026-11-28T10:00:00.000Z",
};

describe("the dashboard's notifications", () => {
  it("stand with a word when there are none, so the bell's link lands on them", async () => {
    answer("GET /api/site", makeSite());
    answer("GET /api/notifications", { notifications: [], unread: 0 });
    renderWeb(<Notifications />, { path: "/dashboard" });
    expect(await screen.findByRole("heading", { name: "Notifications" })).toHaveAttribute(
      "id",
      "notifications-title",
    );
    expect(screen.getByText(/No notifications yet/)).toBeVisible();
  });

  it("show an approval made while the page was open when the user comes back to it, and refresh the plan", async () => {
    answer("GET /api/site", makeSite());
    answer("GET /api/me", makeMe());
    answer("GET /api/notifications", { notifications: [], unread: 0 });
    renderWeb(
      <>
        <Plan />
        <Notifications />
      </>,
      { path: "/dashboard" },
    );
    await screen.findByText(/No notifications yet/);
    const asked = () => requests.filter((r) => r.url === "/api/me").length;
    const before = asked();
    answer("GET /api/notifications", { notifications: [approval], unread: 1 });
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    expect(await screen.findByText(approval.message)).toBeVisible();
    await waitFor(() => expect(asked()).toBeGreaterThan(before));
    focusManager.setFocused(undefined);
  });
});
