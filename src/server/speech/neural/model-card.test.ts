import { describe, expect, it } from "vitest";
import { cardLicence, isNonCommercial } from "./model-card.ts";

const card = (licence: string) => `# Model card for fasih (medium)

* Language: ur_PK (Urdu, Pakistan)
* Speakers: 1
* Quality: medium

## Dataset

* URL: https://example.org/data
* License: ${licence}

## Training

Fine-tuned from English lessac (License: research only).
`;

describe("a voice's MODEL_CARD", () => {
  it("reads the dataset's licence, not a licence named in another section", () => {
    expect(cardLicence(card("CC BY 4.0"))).toBe("CC BY 4.0");
  });

  it("joins several licences of the data", () => {
    expect(cardLicence("## Dataset\n* License: CC0\n* Licence: MIT\n")).toBe("CC0; MIT");
  });

  it("answers null for a card naming no licence", () => {
    expect(cardLicence("# Model card\n\n## Dataset\n\n* URL: x\n")).toBeNull();
  });

  it.each([
    ["CC BY-NC-SA 4.0", true],
    ["CC BY-NC-ND 4.0", true],
    ["Blizzard 2013: non-commercial use only", true],
    ["research only", true],
    ["CC BY 4.0", false],
    ["public domain", false],
    ["CC BY-SA 4.0", false],
  ])("%s is non-commercial: %s", (licence, expected) => {
    expect(isNonCommercial(licence)).toBe(expected);
  });
});
