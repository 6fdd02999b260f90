import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { spyOnToasts } from "../../../../tests/helpers/toasts.ts";
import { makeMe } from "../../../../tests/helpers/web-fixtures.ts";
import { renderStudio } from "./test-fixtures.tsx";
import { DRAFT_KEY_PREFIX } from "./use-draft.ts";

// Toasts are not what these tests are about: none is shown.
spyOnToasts();

afterEach(() => {
  localStorage.clear();
});

const key = `${DRAFT_KEY_PREFIX}u1`;
const area = () => screen.getByRole("textbox", { name: "Text to speak" });
const stored = () => JSON.parse(localStorage.getItem(key) ?? "null");

async function open() {
  const ctx = renderStudio({ me: makeMe() });
  await screen.findByRole("radio", { name: /Dorothy/ });
  return ctx;
}

describe("the studio's draft", () => {
  it("keeps the typed text and the chosen voice across a reload", async () => {
    const first = await open();
    await first.user.click(screen.getByRole("radio", { name: /Dorothy/ }));
    fireEvent.change(area(), { target: { value: "Salaam, this was typed offline" } });
    expect(stored()).toEqual({ text: "Salaam, this was typed offline", voiceId: "dorothy" });
    first.unmount();

    await open();
    expect(area()).toHaveValue("Salaam, this was typed offline");
    expect(screen.getByRole("radio", { name: /Dorothy/ })).toBeChecked();
  });

  it("is forgotten once generated, while the text stays on screen", async () => {
    const { user } = await open();
    fireEvent.change(area(), { target: { value: "Hello there" } });
    expect(stored()).toMatchObject({ text: "Hello there" });
    await user.click(screen.getByRole("button", { name: "Generate Voice" }));
    await waitFor(() => expect(localStorage.getItem(key)).toBeNull());
    expect(area()).toHaveValue("Hello there");
  });

  it("starts the next visit on the voice last chosen, once the text is generated", async () => {
    const first = await open();
    await first.user.click(screen.getByRole("radio", { name: /Dorothy/ }));
    fireEvent.change(area(), { target: { value: "Hello there" } });
    await first.user.click(screen.getByRole("button", { name: "Generate Voice" }));
    await waitFor(() => expect(localStorage.getItem(key)).toBeNull());
    first.unmount();

    await open();
    expect(area()).toHaveValue("");
    expect(screen.getByRole("radio", { name: /Dorothy/ })).toBeChecked();
  });

  it("is forgotten when cleared", async () => {
    const { user } = await open();
    fireEvent.change(area(), { target: { value: "Hello there" } });
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(localStorage.getItem(key)).toBeNull();
  });

  it("belongs to one user: another account on this browser starts empty", async () => {
    localStorage.setItem(`${DRAFT_KEY_PREFIX}someone-else`, '{"text":"Not yours","voiceId":null}');
    await open();
    expect(area()).toHaveValue("");
  });
});
