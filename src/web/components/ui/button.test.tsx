import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderHydrated } from "../../../../tests/helpers/render-web.tsx";
import { Button } from "./button.tsx";

describe("Button", () => {
  it("is disabled in the server's HTML, and enabled once the page's scripts have hydrated it", async () => {
    renderHydrated(<Button>Send</Button>, (server) =>
      expect(server.innerHTML).toMatch(/<button[^>]* disabled=""/),
    );
    await waitFor(() => expect(screen.getByRole("button", { name: "Send" })).toBeEnabled());
  });

  it("is enabled from the first render of a page the browser renders, unless disabled", () => {
    render(
      <>
        <Button>Send</Button>
        <Button disabled>Wait</Button>
      </>,
    );
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Wait" })).toBeDisabled();
  });

  it("is off and spins before its label while busy, and neither once it is not", () => {
    const { rerender } = render(<Button busy>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button).toBeDisabled();
    expect(button.firstElementChild).toHaveClass("animate-spin");
    rerender(<Button busy={false}>Save</Button>);
    expect(button).toBeEnabled();
    expect(button.querySelector(".animate-spin")).toBeNull();
  });
});
