import { fireEvent, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { TextInput } from "./text-input.tsx";

function Harness({ initial = "" }: { initial?: string }) {
  const [text, setText] = useState(initial);
  return <TextInput value={text} onChange={setText} />;
}

const area = () => screen.getByRole("textbox", { name: "Text to speak" });

describe("text area", () => {
  it("has the 5,000-character limit, takes the text's own direction and counts characters", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(area()).toHaveAttribute("maxlength", "5000");
    expect(area()).toHaveAttribute("dir", "auto");
    expect(area()).toHaveAccessibleDescription(/0 \/ 5,000 characters/);
    await user.type(area(), "Hello");
    expect(screen.getByText("5 / 5,000 characters")).toBeVisible();
  });

  it("warns above 4500 characters, not at 4500", () => {
    render(<Harness />);
    fireEvent.change(area(), { target: { value: "a".repeat(4500) } });
    expect(screen.getByText("4,500 / 5,000 characters")).toBeVisible();
    expect(screen.queryByText("Approaching character limit")).toBeNull();
    fireEvent.change(area(), { target: { value: "a".repeat(4501) } });
    expect(screen.getByText("Approaching character limit")).toBeVisible();
  });

  it("says how many pasted characters the limit cut, until the next edit", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(area(), "Hello");
    await user.paste("b".repeat(5000));
    expect(area()).toHaveValue(`Hello${"b".repeat(4995)}`);
    const cut =
      "The text is limited to 5,000 characters: the last 5 characters of what you pasted were cut.";
    expect(screen.getByText(cut)).toBeVisible();
    expect(area()).toHaveAccessibleDescription(expect.stringContaining(cut));
    await user.type(area(), "{Backspace}");
    expect(screen.queryByText(cut)).toBeNull();
    // A paste that fits says nothing.
    await user.clear(area());
    await user.paste("short");
    expect(screen.queryByText(/of what you pasted/)).toBeNull();
  });

  it("counts Urdu text too", () => {
    render(<Harness />);
    fireEvent.change(area(), { target: { value: "آپ کیسے ہیں" } });
    expect(screen.getByText("11 / 5,000 characters")).toBeVisible();
  });

  it("Clear empties the text and puts the cursor back in it", async () => {
    const user = userEvent.setup();
    render(<Harness initial="Some words" />);
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(area()).toHaveValue("");
    expect(area()).toHaveFocus();
    expect(screen.getByRole("button", { name: "Clear" })).toBeDisabled();
  });
});
