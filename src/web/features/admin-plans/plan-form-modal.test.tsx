import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { answer, requests } from "../../../../tests/helpers/api-mock.ts";
import { renderWeb } from "../../../../tests/helpers/render-web.tsx";
import { spyOnToasts } from "../../../../tests/helpers/toasts.ts";
import { makePlan, makeSite } from "../../../../tests/helpers/web-fixtures.ts";
import { messageText } from "../../lib/message-text.ts";
import { PlanFormModal } from "./plan-form-modal.tsx";

const toast = spyOnToasts();

/** The plans the form sent to be created. */
const sent = () => requests.filter((r) => r.method === "POST").map((r) => r.body);

function renderForm() {
  answer("GET /api/site", makeSite());
  answer("POST /api/admin/plans", { plan: makePlan() }, 201);
  const onClose = vi.fn();
  const { user } = renderWeb(<PlanFormModal plan={null} onClose={onClose} />);
  return { user, onClose };
}

const create = () => screen.getByRole("button", { name: "Create plan" });

describe("PlanFormModal", () => {
  it("requires name, duration, days, prices and limit, and sends nothing until they are there", async () => {
    const { user } = renderForm();
    await user.click(create());
    for (const text of [
      "Name is required",
      "Duration is required",
      "Duration in days is required",
      "Base price is required",
      "Current price is required",
      "Voice limit is required",
    ])
      expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(sent()).toHaveLength(0);
  });

  it("disables discount value and expiry while the type is none", async () => {
    const { user } = renderForm();
    expect(screen.getByLabelText("Discount value")).toBeDisabled();
    expect(screen.getByLabelText("Discount ends after (optional)")).toBeDisabled();
    await user.selectOptions(screen.getByLabelText("Discount type"), "percentage");
    expect(screen.getByLabelText("Discount value")).toBeEnabled();
    expect(screen.getByLabelText("Discount ends after (optional)")).toBeEnabled();
  });

  it("wants whole numbers", async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText("Base price (Rs.)"), "99.5");
    await user.click(create());
    expect(await screen.findByText("Base price must be a whole number")).toBeInTheDocument();
  });

  it("drops blank feature lines and creates the plan", async () => {
    const { user, onClose } = renderForm();
    await user.type(screen.getByLabelText("Name"), "Weekend");
    await user.type(screen.getByLabelText("Duration label"), "2 Days");
    await user.type(screen.getByLabelText("Duration in days"), "2");
    await user.type(screen.getByLabelText("Voice limit"), "15");
    await user.type(screen.getByLabelText("Base price (Rs.)"), "150");
    await user.type(screen.getByLabelText("Current price (Rs.)"), "150");
    await user.type(
      screen.getByLabelText("Features"),
      "15 voices{Enter}{Enter}   {Enter}All voices",
    );
    await user.click(create());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith(messageText("adminPlanCreated"));
    expect(sent()[0]).toMatchObject({
      name: "Weekend",
      duration: "2 Days",
      durationDays: 2,
      voiceLimit: 15,
      basePrice: 150,
      currentPrice: 150,
      features: ["15 voices", "All voices"],
      discountType: "none",
    });
    // Disabled fields are left out; the shared schema reads them as no discount.
    expect(sent()[0]).not.toHaveProperty("discountValue");
  });
});
