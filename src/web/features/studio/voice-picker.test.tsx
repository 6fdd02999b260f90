import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { requests } from "../../../../tests/helpers/api-mock.ts";
import { makeMe } from "../../../../tests/helpers/web-fixtures.ts";
import {
  chooseVoice,
  chosenVoice,
  openVoices,
  renderStudio,
  voiceRow,
  voices,
} from "./test-fixtures.tsx";

const names = () =>
  within(screen.getByRole("group", { name: "Choose a voice" }))
    .getAllByRole("radio")
    .map((r) =>
      r
        .closest("label")
        ?.textContent?.replace(/(Male|Female) ·.*$/, "")
        .trim(),
    );

const US_M = "Basic English (US), male 1";
const US_F = "Basic English (US), female 1";
const UK_F = "Basic English (UK), female 1";
const UK_M = "Basic English (UK), male 2";
const UR_F = "Basic Urdu, female";
const HI_M = "Basic Hindi, male";

/** The studio with its voice sheet open. */
async function ready() {
  const ctx = renderStudio({ me: makeMe() });
  await openVoices(ctx.user);
  return ctx;
}

describe("the voice row", () => {
  it("shows a skeleton, then the chosen voice with its language, its sample and Change", async () => {
    renderStudio({ me: makeMe() });
    expect(screen.getByText("Loading voices…")).toBeInTheDocument();
    await waitFor(() => expect(chosenVoice()).toBe(US_M));
    const row = voiceRow();
    expect(within(row).getByText("English")).toBeVisible();
    expect(within(row).getByRole("button", { name: `Play preview of ${US_M}` })).toBeVisible();
    expect(within(row).getByRole("button", { name: "Change voice" })).toHaveTextContent("Change");
    // The list itself waits in the sheet: no radio on the page.
    expect(screen.queryAllByRole("radio")).toHaveLength(0);
  });

  it("names the language of the chosen voice, and has no sample button for one without", async () => {
    const { user } = renderStudio({ me: makeMe() });
    await chooseVoice(user, /Urdu, female/);
    expect(chosenVoice()).toBe(UR_F);
    expect(within(voiceRow()).getByText("Urdu")).toBeVisible();
    await chooseVoice(user, /Rachel/);
    expect(within(voiceRow()).queryByRole("button", { name: /Play preview/ })).toBeNull();
  });

  it("opens the sheet labelled, on its search, and closes it with Done or Escape", async () => {
    const { user } = renderStudio({ me: makeMe() });
    const sheet = await openVoices(user);
    expect(screen.getByRole("searchbox", { name: "Search voices" })).toHaveFocus();
    await user.click(within(sheet).getByRole("radio", { name: /UK\), female 1/ }));
    await user.click(within(sheet).getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(chosenVoice()).toBe(UK_F);
    // Focus goes back to Change, which opened it.
    expect(screen.getByRole("button", { name: "Change voice" })).toHaveFocus();

    await openVoices(user);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(chosenVoice()).toBe(UK_F);
  });
});

describe("voice sheet and filters", () => {
  it("lists every voice as a radio button, with how many it shows", async () => {
    await ready();
    expect(screen.getAllByRole("radio")).toHaveLength(voices.length);
    expect(screen.getByText(`Showing ${voices.length} of ${voices.length} voices`)).toBeVisible();
    // No second filter control: the chips are the only one.
    expect(screen.queryByRole("combobox", { name: "Filter voices" })).toBeNull();
  });

  it("lists the natural voices first, then the built-in ones in a group headed Basic", async () => {
    await ready();
    const list = screen.getByRole("group", { name: "Choose a voice" });
    expect(names()).toEqual(["Rachel", US_M, US_F, UK_F, UK_M, UR_F, HI_M]);
    const basic = within(list).getByRole("group", { name: "Basic" });
    expect(within(basic).getAllByRole("radio")).toHaveLength(voices.length - 1);
    expect(within(basic).queryByRole("radio", { name: /Rachel/ })).toBeNull();
  });

  it("filters with one row of chips, the pressed one marked", async () => {
    const { user } = await ready();
    await user.click(screen.getByRole("button", { name: "Female" }));
    expect(names()).toEqual(["Rachel", US_F, UK_F, UR_F]);
    expect(screen.getByRole("button", { name: "Female" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "All Voices" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );

    await user.click(screen.getByRole("button", { name: "British" }));
    expect(names()).toEqual([UK_F, UK_M]);
    expect(screen.getByRole("button", { name: "British" })).toHaveAttribute("aria-pressed", "true");

    await user.click(screen.getByRole("button", { name: "Hindi/Urdu" }));
    expect(names()).toEqual([UR_F, HI_M]);
    await user.click(screen.getByRole("button", { name: "American" }));
    expect(names()).toEqual(["Rachel", US_M, US_F]);
    await user.click(screen.getByRole("button", { name: "Male" }));
    expect(names()).toEqual([US_M, UK_M, HI_M]);
  });

  it("searches by name and accent together with the filter", async () => {
    const { user } = await ready();
    await user.type(screen.getByRole("searchbox", { name: "Search voices" }), "brit");
    expect(names()).toEqual([UK_F, UK_M]);
    await user.click(screen.getByRole("button", { name: "Female" }));
    expect(names()).toEqual([UK_F]);
    expect(screen.getByText(`Showing 1 of ${voices.length} voices`)).toBeVisible();
  });

  it("says when nothing matches, and Clear filters resets the search and the filter", async () => {
    const { user } = await ready();
    await user.click(screen.getByRole("button", { name: "Hindi/Urdu" }));
    await user.type(screen.getByRole("searchbox", { name: "Search voices" }), "Rachel");
    expect(screen.getByText("No voices found matching your criteria")).toBeVisible();
    expect(screen.queryAllByRole("radio")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(screen.getAllByRole("radio")).toHaveLength(voices.length);
    expect(screen.getByRole("searchbox", { name: "Search voices" })).toHaveValue("");
    expect(screen.getByRole("button", { name: "All Voices" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("keeps the chosen voice marked and moves the choice with the arrow keys", async () => {
    const { user } = await ready();
    await user.click(screen.getByRole("radio", { name: /US\), male 1/ }));
    expect(screen.getByRole("radio", { name: /US\), male 1/ })).toBeChecked();
    expect(chosenVoice()).toBe(US_M);
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("radio", { name: /US\), female 1/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: /US\), male 1/ })).not.toBeChecked();
    expect(chosenVoice()).toBe(US_F);
    // Filtering the chosen voice out of view does not forget it.
    await user.click(screen.getByRole("button", { name: "Male" }));
    expect(chosenVoice()).toBe(US_F);
  });

  it("offers a preview for voices that have one", async () => {
    await ready();
    const sheet = screen.getByRole("dialog", { name: "Choose a voice" });
    expect(within(sheet).getByRole("button", { name: `Play preview of ${US_M}` })).toBeVisible();
    expect(within(sheet).queryByRole("button", { name: "Play preview of Rachel" })).toBeNull();
  });

  it("shows the Advanced settings only for voices whose engine uses them", async () => {
    const { user } = renderStudio({ me: makeMe() });
    await chooseVoice(user, /US\), male 1/);
    expect(screen.queryByRole("button", { name: "Advanced" })).toBeNull();
    await chooseVoice(user, /Rachel/);
    await user.click(screen.getByRole("button", { name: "Advanced" }));
    expect(screen.getByRole("slider", { name: "Stability" })).toHaveValue("0.5");
    expect(screen.getByRole("slider", { name: "Similarity boost" })).toHaveValue("0.75");
    expect(screen.getByRole("slider", { name: "Style" })).toHaveValue("0");
    expect(screen.getByRole("checkbox", { name: "Speaker boost" })).toBeChecked();
    fireEvent.change(screen.getByRole("slider", { name: "Stability" }), {
      target: { value: "0.8" },
    });
    expect(screen.getByRole("slider", { name: "Stability" })).toHaveValue("0.8");
  });

  it("explains a failed voice list and retries it", async () => {
    const { user } = renderStudio({ me: makeMe(), voices: "fail" });
    // One automatic retry (about a second) comes before the error shows.
    expect(
      await screen.findByText("Could not load the voices.", {}, { timeout: 5000 }),
    ).toBeVisible();
    const before = requests.filter(({ url }) => url === "/api/voices").length;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(requests.filter(({ url }) => url === "/api/voices").length).toBe(before + 1);
  });
});
