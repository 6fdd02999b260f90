// A project is spoken with pronunciation dictionaries as a single generation is: the ones its
// create request names (`pronunciation_dictionary_locators`), else all of the user's, then the
// site's; its captions keep the words as written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowGenerations, renderingServer } from "../../../../tests/helpers/projects-kit.ts";
import type { TestServer } from "../../../../tests/helpers/test-server.ts";
import { waitUntil } from "../../../../tests/helpers/wait-until.ts";
import { userWithKey } from "../api-keys/test-kit.ts";
import { sdkKit } from "../public-api/test-kit.ts";

let server: TestServer;
beforeAll(async () => {
  server = await renderingServer();
}, 300_000);
afterAll(() => server.close());

const { elevenlabs, elevenLabsFailure } = sdkKit(() => server);
const VOICE = "basic-en-us-male-1";
const TEXT = "ETA. ETA, ETA.";

describe("a project speaks with pronunciation dictionaries", () => {
  it("says the rule's alias, by default and when named; captions show the written word", async () => {
    const user = await userWithKey(server);
    await allowGenerations(server, user.id, 10);
    const client = elevenlabs(user.key);
    const eta = await client.pronunciationDictionaries.createFromRules({
      name: "Acronyms",
      rules: [{ type: "alias", stringToReplace: "ETA", alias: "estimated time of arrival" }],
    });
    const other = await client.pronunciationDictionaries.createFromRules({
      name: "Other",
      rules: [{ type: "alias", stringToReplace: "XYZ", alias: "ex why zed" }],
    });
    const locator = (id: string) => JSON.stringify({ pronunciation_dictionary_id: id });

    async function render(locators?: string[]) {
      const { project } = await client.studio.projects.create({
        name: "Eta",
        defaultParagraphVoiceId: VOICE,
        fromContentJson: JSON.stringify([
          { name: "One", blocks: [{ sub_type: "p", nodes: [{ type: "tts_node", text: TEXT }] }] },
        ]),
        ...(locators ? { pronunciationDictionaryLocators: locators } : {}),
      });
      await client.studio.projects.convert(project.projectId);
      const output = await waitUntil("the conversion", async () => {
        const [c] = await server.deps.projects.conversions(user.id, project.projectId);
        return c?.status === "done" && c.output ? c.output : null;
      });
      return { ...output, projectId: project.projectId };
    }

    const plain = await render([locator(other.id)]);
    const byDefault = await render();
    const named = await render([locator(eta.id)]);
    expect(byDefault.durationMs).toBeGreaterThanOrEqual(2 * plain.durationMs);
    expect(named.durationMs).toBeGreaterThanOrEqual(2 * plain.durationMs);
    for (const output of [plain, byDefault, named]) {
      const words = output.chapters.flatMap((c) => c.cues.map((cue) => cue.text)).join(" ");
      expect(words.match(/ETA/g)).toHaveLength(3);
      expect(words).not.toContain("estimated");
    }
    const got = await client.studio.projects.get(named.projectId);
    expect(got.pronunciationDictionaryLocators).toEqual([{ pronunciationDictionaryId: eta.id }]);
  }, 300_000);

  it("refuses a dictionary that is not the user's, making nothing", async () => {
    const user = await userWithKey(server);
    const client = elevenlabs(user.key);
    const refused = await elevenLabsFailure(() =>
      client.studio.projects.create({
        name: "Nope",
        defaultParagraphVoiceId: VOICE,
        pronunciationDictionaryLocators: [JSON.stringify({ pronunciation_dictionary_id: "nope" })],
      }),
    );
    expect(refused.status).toBe(422);
    expect(await server.deps.projects.list(user.id)).toEqual([]);
  });
});
