import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer } from "../../../../tests/helpers/api-mock.ts";
import { renderWeb } from "../../../../tests/helpers/render-web.tsx";
import { BroadcastPopup } from "./broadcast-popup.tsx";

const broadcast = (title: string, description: string) => ({
  broadcast: {
    id: 7,
    title,
    description,
    active: true,
    createdBy: "admin",
    createdAt: "2026-11-25T09:00:00.000Z",
    updatedAt: "2026-11-25T09:00:00.000Z",
  },
});

describe("the broadcast popup", () => {
  it("marks an operator's Urdu message as Urdu, whatever the interface's language", async () => {
    answer("GET /api/broadcasts/current", broadcast("اہم اعلان", "کل سرور کی دیکھ بھال ہوگی۔"));
    renderWeb(<BroadcastPopup />);
    const title = await screen.findByText("اہم اعلان");
    expect(title).toHaveAttribute("lang", "ur");
    expect(title).toHaveAttribute("dir", "auto");
    expect(screen.getByText("کل سرور کی دیکھ بھال ہوگی۔")).toHaveAttribute("lang", "ur");
  });

  it("leaves an English message English", async () => {
    answer("GET /api/broadcasts/current", broadcast("Maintenance", "Tomorrow at noon."));
    renderWeb(<BroadcastPopup />);
    expect(await screen.findByText("Maintenance")).toHaveAttribute("lang", "en");
  });
});
