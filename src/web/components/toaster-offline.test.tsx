import { act, render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { Component, type ReactNode } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { stubSystemTheme } from "../../../tests/helpers/system-theme.ts";
import { Toaster, toast } from "./toaster.tsx";

// sonner's chunk as a phone sees it: unreachable while offline, there again once online.
const network = vi.hoisted(() => ({ online: false }));
vi.mock("sonner", async (importActual) => {
  if (!network.online)
    throw new TypeError("Failed to fetch dynamically imported module: /assets/sonner.js");
  return importActual();
});

beforeAll(() => stubSystemTheme());

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>The page was replaced</p> : this.props.children;
  }
}

describe("toasts while sonner cannot be fetched", () => {
  it("shows the message itself, keeps the page, and uses sonner again once it loads", async () => {
    render(
      <Boundary>
        <textarea aria-label="Text to speak" defaultValue="Typed before going offline" />
        <Toaster theme="light" />
      </Boundary>,
    );
    act(() => {
      toast.error("You are offline. Please check your internet connection.");
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("You are offline. Please check your internet connection.");
    expect(screen.getByRole("textbox", { name: "Text to speak" })).toHaveValue(
      "Typed before going offline",
    );

    // A loading toast replaced by its outcome stays one toast, as with sonner.
    let id: string | number = "";
    act(() => {
      id = toast.loading("Generating voice...");
    });
    expect(await screen.findByText("Generating voice...")).toBeInTheDocument();
    act(() => {
      toast.success("Voice generated successfully!", { id });
    });
    expect(await screen.findByText("Voice generated successfully!")).toBeInTheDocument();
    expect(screen.queryByText("Generating voice...")).not.toBeInTheDocument();

    // Its own close button, a real button for keyboards and screen readers.
    await userEvent
      .setup()
      .click(within(alert).getByRole("button", { name: "Close notification" }));
    expect(alert).not.toBeInTheDocument();

    network.online = true;
    act(() => {
      toast.success("Back online");
    });
    expect(await screen.findByText("Back online")).toBeInTheDocument();
    expect(document.querySelector("[data-sonner-toaster]")).not.toBeNull();
    expect(screen.queryByText("The page was replaced")).toBeNull();
  });
});
