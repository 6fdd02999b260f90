import { describe, expect, it } from "vitest";
import { currentVoiceId, FORMER_BASIC_VOICE_IDS } from "./basic-voices.ts";

describe("currentVoiceId", () => {
  it("turns a former basic voice's id into its present one", () => {
    expect(currentVoiceId("adam")).toBe("basic-en-us-male-1");
    expect(currentVoiceId("urdu-female")).toBe("basic-ur-female-1");
    expect(currentVoiceId("charlie")).toBe("basic-en-gb-male-1");
  });

  it("leaves every other id as it is, including a present id and a prototype's key", () => {
    for (const id of ["basic-en-us-male-1", "piper:en_US-amy-medium", "el:abc", "constructor", ""])
      expect(currentVoiceId(id)).toBe(id);
  });

  it("maps each former id to a different voice", () => {
    const ids = [...FORMER_BASIC_VOICE_IDS.values()];
    expect(ids).toHaveLength(16);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
