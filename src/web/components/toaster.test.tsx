import { act, render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { stubSystemTheme } from "../../../tests/helpers/system-theme.ts";
import { Toaster, toast } from "./toaster.tsx";

beforeAll(() => stubSystemTheme());

describe("lazy Toaster", () => {
  it("renders nothing before the first toast, then shows toasts created while sonner loaded", async () => {
    const { container } = render(<Toaster theme="light" />);
    expect(container).toBeEmptyDOMElement();
    let id: string | number = "";
    act(() => {
      id = toast.success("Welcome back!");
      toast.error("Authentication failed");
    });
    expect(id).toMatch(/^toast-\d+$/);
    expect(await screen.findByText("Welcome back!")).toBeInTheDocument();
    expect(await screen.findByText("Authentication failed")).toBeInTheDocument();
  });

  it("updates a toast in place by its id, as a loading toast turned success does", async () => {
    render(<Toaster theme="light" />);
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
  });
});
