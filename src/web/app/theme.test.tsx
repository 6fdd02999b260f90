import { act, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { stubSystemTheme } from "../../../tests/helpers/system-theme.ts";
import { initialTheme, THEME_KEY, useTheme } from "./theme.ts";

function Probe() {
  const { theme, toggle } = useTheme();
  return (
    <button type="button" onClick={toggle}>
      {theme}
    </button>
  );
}

describe("theme", () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = "";
  });

  it("prefers the saved choice, then the system's, then light", () => {
    expect(initialTheme("light", true)).toBe("light");
    expect(initialTheme("dark", false)).toBe("dark");
    expect(initialTheme(null, true)).toBe("dark");
    expect(initialTheme(null, false)).toBe("light");
    expect(initialTheme("purple", false)).toBe("light");
  });

  it("follows the system when nothing is saved, and saves every change", async () => {
    stubSystemTheme(true);
    render(<Probe />);
    const button = screen.getByRole("button");
    expect(button).toHaveTextContent("dark");
    expect(document.documentElement).toHaveClass("dark");
    await act(() => userEvent.setup().click(button));
    expect(button).toHaveTextContent("light");
    expect(localStorage.getItem(THEME_KEY)).toBe("light");
    expect(document.documentElement).not.toHaveClass("dark");
  });

  it("uses the saved choice over the system's", () => {
    stubSystemTheme(true);
    localStorage.setItem(THEME_KEY, "light");
    render(<Probe />);
    expect(screen.getByRole("button")).toHaveTextContent("light");
  });
});
