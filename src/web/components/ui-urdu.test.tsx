// The shared components in Urdu (docs/i18n.md): their own words and figures follow the language.
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatRs } from "../../domain/i18n/format.ts";
import ur from "../../domain/i18n/ur/ui.ts";
import { activateLocale } from "../lib/locale.ts";
import { StatusBadge } from "./status-badge.tsx";
import { ModalActions } from "./ui/modal-actions.tsx";
import { PasswordField } from "./ui/password-field.tsx";
import { WasPrice } from "./was-price.tsx";

describe("shared components in Urdu", () => {
  it("label their buttons, badges and prices in Urdu", async () => {
    await activateLocale("ur");
    render(
      <>
        <ModalActions label="OK" onCancel={() => {}} busy={false} />
        <PasswordField id="pw" label="پاس ورڈ" />
        <StatusBadge status="approved" />
        <WasPrice amount={1500} />
      </>,
    );
    expect(screen.getByRole("button", { name: ur.modalCancel })).toBeVisible();
    expect(screen.getByRole("button", { name: ur.passwordShow })).toBeVisible();
    expect(screen.getByText(ur.paymentApproved)).toBeVisible();
    expect(screen.getByText(formatRs(1500, "ur")).textContent).toBe(
      `${ur.wasPrice} ${formatRs(1500, "ur")}`,
    );
  });
});
