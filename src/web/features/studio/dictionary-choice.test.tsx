import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeMe } from "../../../../tests/helpers/web-fixtures.ts";
import {
  chooseVoice,
  dictionary,
  generationRequests,
  renderStudio,
  voicesLoaded,
} from "./test-fixtures.tsx";

const type = (text: string) =>
  fireEvent.change(screen.getByRole("textbox", { name: "Text to speak" }), {
    target: { value: text },
  });

describe("the studio's pronunciation dictionaries", () => {
  it("speaks with all of them unless some are unticked, then names the rest", async () => {
    const { user } = renderStudio({
      me: makeMe(),
      dictionaries: [dictionary("d1", "Brands"), dictionary("d2", "Names")],
    });
    const brands = await screen.findByRole("checkbox", { name: "Brands" });
    expect(brands).toBeChecked();
    expect(screen.getByRole("group", { name: "Pronunciation dictionaries" })).toBeVisible();
    await chooseVoice(user, /US\), male 1/);
    type("The ETA is ten.");
    const generate = screen.getByRole("button", { name: "Generate Voice" });
    await user.click(generate);
    await waitFor(() => expect(generationRequests()).toHaveLength(1));
    expect(generationRequests()[0]).not.toHaveProperty("dictionaryIds");
    await user.click(brands);
    type("The ETA is ten.");
    await user.click(generate);
    await waitFor(() => expect(generationRequests()).toHaveLength(2));
    expect(generationRequests()[1]).toMatchObject({ dictionaryIds: ["d2"] });
  });

  it("shows no choice to a user without dictionaries", async () => {
    renderStudio({ me: makeMe() });
    await voicesLoaded();
    expect(screen.queryByRole("group", { name: "Pronunciation dictionaries" })).toBeNull();
  });
});
