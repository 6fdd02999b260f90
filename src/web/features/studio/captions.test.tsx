import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { spyOnToasts } from "../../../../tests/helpers/toasts.ts";
import { makeMe } from "../../../../tests/helpers/web-fixtures.ts";
import { chooseVoice, renderStudio } from "./test-fixtures.tsx";

// Toasts are not what these tests are about: none is shown.
spyOnToasts();

describe("captions under the generated audio", () => {
  it("lists the timed lines, the first one current at the start, with SRT and WebVTT files", async () => {
    const { user } = renderStudio({ me: makeMe() });
    await chooseVoice(user, /US\), male 1/);
    await user.type(screen.getByRole("textbox", { name: "Text to speak" }), "Hello there");
    await user.click(screen.getByRole("button", { name: "Generate Voice" }));
    const lines = await screen.findByRole("list", { name: "Caption lines" });
    const items = within(lines).getAllByRole("button");
    expect(items.map((b) => b.textContent)).toEqual(["Hello", "there"]);
    expect(items[0]).toHaveAttribute("aria-current", "true");
    expect(items[1]).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "SRT" })).toHaveAttribute(
      "href",
      "/api/generations/g1/captions/download?as=srt",
    );
    expect(screen.getByRole("link", { name: "WebVTT" })).toHaveAttribute(
      "href",
      "/api/generations/g1/captions/download?as=vtt",
    );
  });
});
