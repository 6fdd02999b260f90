import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { spyOnToasts } from "../../../../tests/helpers/toasts.ts";
import { makeMe } from "../../../../tests/helpers/web-fixtures.ts";
import { chooseVoice, chosenVoice, renderStudio, voicesLoaded } from "./test-fixtures.tsx";
import { DRAFT_KEY_PREFIX, VOICE_KEY_PREFIX } from "./use-draft.ts";

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
  await voicesLoaded();
  return ctx;
}

describe("the studio's draft", () => {
  it("keeps the typed text and the chosen voice across a reload", async () => {
    const first = await open();
    await chooseVoice(first.user, /UK\), female 1/);
    fireEvent.change(area(), { target: { value: "Salaam, this was typed offline" } });
    expect(stored()).toEqual({
      text: "Salaam, this was typed offline",
      voiceId: "basic-en-gb-female-1",
    });
    first.unmount();

    await open();
    expect(area()).toHaveValue("Salaam, this was typed offline");
    expect(chosenVoice()).toMatch(/UK\), female 1/);
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
    await chooseVoice(first.user, /UK\), female 1/);
    fireEvent.change(area(), { target: { value: "Hello there" } });
    await first.user.click(screen.getByRole("button", { name: "Generate Voice" }));
    await waitFor(() => expect(localStorage.getItem(key)).toBeNull());
    first.unmount();

    await open();
    expect(area()).toHaveValue("");
    expect(chosenVoice()).toMatch(/UK\), female 1/);
  });

  it("selects a basic voice remembered under its former id", async () => {
    localStorage.setItem(`${VOICE_KEY_PREFIX}u1`, "dorothy");
    const first = await open();
    expect(chosenVoice()).toMatch(/UK\), female 1/);
    first.unmount();
    localStorage.clear();
    localStorage.setItem(key, '{"text":"Typed before","voiceId":"urdu-female"}');
    const { unmount } = renderStudio({ me: makeMe() });
    await waitFor(() => expect(chosenVoice()).toMatch(/Urdu, female/));
    unmount();
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
