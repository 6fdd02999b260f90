import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer, requests } from "../../../../tests/helpers/api-mock.ts";
import { renderWeb } from "../../../../tests/helpers/render-web.tsx";
import { spyOnToasts } from "../../../../tests/helpers/toasts.ts";
import { makeSite } from "../../../../tests/helpers/web-fixtures.ts";
import { messageText } from "../../lib/message-text.ts";
import { BroadcastsTab } from "./broadcasts-tab.tsx";

const toast = spyOnToasts();

const item = {
  id: 7,
  title: "<img src=x onerror=alert(1)>",
  description: "Tonight",
  active: true,
  createdBy: "admin",
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
};

function renderTab() {
  answer("GET /api/site", makeSite());
  answer("GET /api/admin/broadcasts", { items: [item] });
  answer("POST /api/admin/broadcasts", { broadcast: item }, 201);
  answer("DELETE /api/admin/broadcasts/7", { ok: true });
  return renderWeb(<BroadcastsTab />).user;
}

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
    expect(
      await within(dialog).findByText(messageText("broadcastsTitleRequired")),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(messageText("broadcastsDescriptionRequired")),
    ).toBeInTheDocument();
    await u.type(within(dialog).getByLabelText("Title"), "Hello");
    await u.type(within(dialog).getByLabelText("Description"), "World");
    await u.click(within(dialog).getByRole("button", { name: "Create message" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(messageText("adminBroadcastCreated")),
    );
    expect(requests.find((c) => c.method === "POST")?.body).toEqual({
      title: "Hello",
      description: "World",
      active: true,
    });
  });

  it("deletes after the confirmation", async () => {
    const u = renderTab();
    await u.click(await screen.findByRole("button", { name: `Delete ${item.title}` }));
    const confirm = screen.getByRole("dialog", { name: "Delete broadcast message" });
    expect(confirm).toHaveTextContent(messageText("adminConfirmBroadcastDelete"));
    await u.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(messageText("adminBroadcastDeleted")),
    );
  });
});
