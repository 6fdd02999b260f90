// The operator's support hours on an Urdu page: their words keep their own direction (docs/i18n.md,
// "What stays as written").
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeSite } from "../../../tests/helpers/web-fixtures.ts";
import ur from "../../domain/i18n/ur/contact.ts";
import { activateLocale } from "../lib/locale.ts";
import { SupportHours } from "./support-hours.tsx";

describe("SupportHours in Urdu", () => {
  it("keeps each of the operator's values in its own direction", async () => {
    await activateLocale("ur");
    render(<SupportHours site={makeSite()} />);
    expect(screen.getByRole("heading", { name: ur.hoursTitle })).toBeVisible();
    for (const value of ["Mon-Fri", "9:00 AM-6:00 PM PKT"]) {
      const shown = screen.getByText(value);
      expect(shown).toHaveAttribute("dir", "auto");
      expect(shown).toHaveAttribute("lang", "en");
    }
    const average = screen.getByText("under 2 hours");
    expect(average.tagName).toBe("BDI");
    expect(average.parentElement).toHaveTextContent(
      ur.hoursAverage.replace("{time}", "under 2 hours"),
    );
  });
});
