// The toasts on an Urdu page: named in Urdu, laid out right to left, except while the English
// admin area is on screen (docs/i18n.md).
import { act, render, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { stubSystemTheme } from "../../../tests/helpers/system-theme.ts";
import en from "../../domain/i18n/en/ui.ts";
import ur from "../../domain/i18n/ur/ui.ts";
import { InLanguage } from "../components/language-scope.tsx";
import { toast } from "../components/toaster.tsx";
import { activateLocale } from "../lib/locale.ts";
import { PageToaster } from "./page-toaster.tsx";

beforeAll(() => stubSystemTheme());

/** The toast showing `text`, its list (which carries the direction) and the area around it. */
async function shown(text: string) {
  const item = (await screen.findByText(text)).closest("li") as HTMLElement;
  const list = item.closest("ol") as HTMLElement;
  return { item, list, area: list.closest("section") as HTMLElement };
}

describe("the page's toasts", () => {
  it("are named in Urdu on an Urdu page, right to left", async () => {
    await activateLocale("ur");
    render(<PageToaster theme="light" />);
    act(() => void toast.success("پیغام"));
    const { item, list, area } = await shown("پیغام");
    // sonner adds the keys that reach the toasts.
    expect(area).toHaveAttribute("aria-label", `${ur.toastsRegion} alt+T`);
    expect(within(item).getByRole("button", { name: ur.toastClose })).toBeInTheDocument();
    expect(list).toHaveAttribute("dir", "rtl");
    act(() => toast.dismiss());
  });

  it("read left to right, in English, while the admin area is on screen", async () => {
    await activateLocale("ur");
    render(
      <>
        <InLanguage locale="en">
          <p>Admin</p>
        </InLanguage>
        <PageToaster theme="light" />
      </>,
    );
    act(() => void toast.success("Payment approved successfully!"));
    const { item, list, area } = await shown("Payment approved successfully!");
    expect(list).toHaveAttribute("dir", "ltr");
    expect(area).toHaveAttribute("aria-label", `${en.toastsRegion} alt+T`);
    expect(within(item).getByRole("button", { name: en.toastClose })).toBeInTheDocument();
    act(() => toast.dismiss());
  });
});
