// Where the neural engine looks for voices: VOICES_DIR, a folder several instances can share.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.ts";
import { speechConfigFromEnv } from "./speech-config.ts";

describe("the neural voices' folder", () => {
  it("is DATA_DIR/voices by default and VOICES_DIR when set", () => {
    const own = speechConfigFromEnv(parseEnv({ DATA_DIR: "/srv/awaaz-1" }));
    expect(own.neural?.voicesDir).toBe(path.join("/srv/awaaz-1", "voices"));
    const shared = speechConfigFromEnv(
      parseEnv({ DATA_DIR: "/srv/awaaz-1", VOICES_DIR: " /mnt/shared/voices " }),
    );
    expect(shared.neural?.voicesDir).toBe("/mnt/shared/voices");
  });
});
