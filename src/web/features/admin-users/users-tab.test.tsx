import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type Answer, answer, failure, requests } from "../../../../tests/helpers/api-mock.ts";
import { renderWeb } from "../../../../tests/helpers/render-web.tsx";
import { spyOnToasts } from "../../../../tests/helpers/toasts.ts";
import { firstPage, makeAdminUser, makeSite } from "../../../../tests/helpers/web-fixtures.ts";
import { messageText } from "../../lib/message-text.ts";
import { UsersTab } from "./users-tab.tsx";

const toast = spyOnToasts();

const user = makeAdminUser();

function renderTab(list: Answer<"GET /api/admin/users">) {
  answer("GET /api/site", makeSite());
  answer("GET /api/admin/users", list);
  answer("PATCH /api/admin/users/u1", { user: { ...user, status: "inactive" } });
  return renderWeb(<UsersTab />).user;
}

describe("UsersTab", () => {
  it("deactivates a user only once confirmed with a reason", async () => {
    const u = renderTab(firstPage([user]));
    await u.click(await screen.findByRole("button", { name: "Deactivate ayesha@example.com" }));
    const dialog = screen.getByRole("dialog", { name: "Deactivate ayesha@example.com?" });
    await u.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    expect(within(dialog).getByText("Please give a reason.")).toBeVisible();
    expect(requests.some((c) => c.method === "PATCH")).toBe(false);
    await u.type(within(dialog).getByLabelText("Reason"), "Chargeback");
    await u.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(messageText("adminUserDeactivated")),
    );
    expect(requests.find((c) => c.method === "PATCH")?.body).toEqual({
      status: "inactive",
      reason: "Chargeback",
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("Cancel leaves the user as they were", async () => {
    const u = renderTab(firstPage([user]));
    await u.click(await screen.findByRole("button", { name: "Deactivate ayesha@example.com" }));
    await u.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(requests.some((c) => c.method === "PATCH")).toBe(false);
  });

  it("searches once typing pauses and links the CSV of the same search", async () => {
    const u = renderTab(firstPage([user]));
    await screen.findByText("ayesha@example.com");
    await u.type(screen.getByLabelText("Search users"), "ay");
    await waitFor(() => expect(requests.at(-1)?.url).toBe("/api/admin/users?q=ay&page=1"));
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/admin/users/export.csv?q=ay",
    );
  });

  it("says the load failed and offers Retry", async () => {
    let fail = true;
    const u = renderTab(() => (fail ? failure(500, "INTERNAL", "x") : firstPage([user])));
    expect(await screen.findByRole("button", { name: "Retry" })).toBeInTheDocument();
    expect(toast.error.mock.calls[0]?.[0]).toBe(messageText("adminUsersLoadFailed"));
    fail = false;
    await u.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("ayesha@example.com")).toBeVisible();
  });
});
