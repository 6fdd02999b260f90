// ElevenLabs' SDK, unchanged, managing pronunciation dictionaries and speaking with them.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import { MAX_RULES } from "../../../domain/pronunciation/rules.ts";
import { generationReservations, profiles } from "../../db/schema.ts";
import { sdkKit } from "./test-kit.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ configure: (o) => ({ ...o, generationsPerMinute: 1000 }) });
});
afterAll(() => server.close());

const { elevenlabs, bytesOf, elevenLabsFailure, historyOf, proUserWithKey } = sdkKit(() => server);

const VOICE = "basic-en-us-male-1";
const ETA_PLS = `<?xml version="1.0" encoding="UTF-8"?>
<lexicon version="1.0" xmlns="http://www.w3.org/2005/01/pronunciation-lexicon"
    alphabet="ipa" xml:lang="en-US">
  <lexeme>
    <grapheme>ETA</grapheme>
    <alias>estimated time of arrival</alias>
  </lexeme>
</lexicon>`;

/** The duration of "ETA" spoken with these locators, from the history row it made. */
async function etaMs(
  key: string,
  userId: string,
  locators?: { pronunciationDictionaryId: string; versionId?: string }[],
) {
  const client = elevenlabs(key);
  await bytesOf(
    await client.textToSpeech.convert(VOICE, {
      text: "ETA",
      ...(locators ? { pronunciationDictionaryLocators: locators } : {}),
    }),
  );
  const rows = await historyOf(userId);
  const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  expect(newest?.textLength).toBe(3);
  return newest?.durationMs ?? 0;
}

describe("pronunciation dictionaries through ElevenLabs' SDK", () => {
  it("a dictionary from rules makes ETA at least twice as long, only when its locator is passed", async () => {
    const { key, id } = await proUserWithKey(20);
    const client = elevenlabs(key);
    const dictionary = await client.pronunciationDictionaries.createFromRules({
      name: "Acronyms",
      rules: [{ type: "alias", stringToReplace: "ETA", alias: "estimated time of arrival" }],
    });
    expect(dictionary).toMatchObject({ name: "Acronyms", versionRulesNum: 1, createdBy: id });
    const plain = await etaMs(key, id);
    const said = await etaMs(key, id, [{ pronunciationDictionaryId: dictionary.id }]);
    const pinned = await etaMs(key, id, [
      { pronunciationDictionaryId: dictionary.id, versionId: dictionary.versionId },
    ]);
    expect(said).toBeGreaterThanOrEqual(2 * plain);
    expect(pinned).toBeGreaterThanOrEqual(2 * plain);
    expect(await etaMs(key, id)).toBeLessThan(said / 2);
  });

  it("the same lexeme imported from a PLS file works the same, and downloads as PLS", async () => {
    const { key, id } = await proUserWithKey(20);
    const client = elevenlabs(key);
    const dictionary = await client.pronunciationDictionaries.createFromFile({
      name: "From a file",
      file: new File([ETA_PLS], "eta.pls", { type: "application/pls+xml" }),
    });
    expect(dictionary.versionRulesNum).toBe(1);
    const plain = await etaMs(key, id);
    const said = await etaMs(key, id, [{ pronunciationDictionaryId: dictionary.id }]);
    expect(said).toBeGreaterThanOrEqual(2 * plain);
    const pls = new TextDecoder().decode(
      await bytesOf(
        await client.pronunciationDictionaries.download(dictionary.id, dictionary.versionId),
      ),
    );
    expect(pls).toContain("<grapheme>ETA</grapheme>");
    expect(pls).toContain("<alias>estimated time of arrival</alias>");
  });

  it("refuses a PLS declaring an external entity without reading it, and one that is not XML", async () => {
    let fetched = 0;
    const bait = http.createServer((_req, res) => {
      fetched += 1;
      res.end("secret");
    });
    await new Promise<void>((done) => bait.listen(0, "127.0.0.1", done));
    const port = (bait.address() as AddressInfo).port;
    const { key } = await proUserWithKey(1);
    const client = elevenlabs(key);
    const xxe = `<?xml version="1.0"?>
<!DOCTYPE lexicon [
  <!ENTITY net SYSTEM "http://127.0.0.1:${port}/secret">
  <!ENTITY disk SYSTEM "file:///etc/passwd">
]>
<lexicon version="1.0" xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" alphabet="ipa">
  <lexeme><grapheme>ETA</grapheme><alias>&net;&disk;</alias></lexeme>
</lexicon>`;
    const refused = await elevenLabsFailure(() =>
      client.pronunciationDictionaries.createFromFile({
        name: "x",
        file: new File([xxe], "x.pls"),
      }),
    );
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain("DOCTYPE");
    const broken = await elevenLabsFailure(() =>
      client.pronunciationDictionaries.createFromFile({
        name: "x",
        file: new File(["<lexicon><lexeme>"], "x.pls"),
      }),
    );
    expect(broken.status).toBe(422);
    expect(JSON.stringify(broken.body)).toContain("not a PLS lexicon");
    bait.close();
    expect(fetched).toBe(0);
    expect((await client.pronunciationDictionaries.list()).pronunciationDictionaries).toEqual([]);
  });

  it("lists, gets, renames, archives, adds and removes rules, each change a new version", async () => {
    const { key } = await proUserWithKey(1);
    const client = elevenlabs(key);
    const made = await client.pronunciationDictionaries.createFromRules({
      name: "Names",
      description: "People",
      rules: [{ type: "alias", stringToReplace: "Awaaz", alias: "Aawaaz", caseSensitive: false }],
    });
    const added = await client.pronunciationDictionaries.rules.add(made.id, {
      rules: [
        { type: "phoneme", stringToReplace: "tomato", phoneme: "təˈmɑːtoʊ", alphabet: "ipa" },
      ],
    });
    expect(added.versionRulesNum).toBe(2);
    expect(added.versionId).not.toBe(made.versionId);
    const got = await client.pronunciationDictionaries.get(made.id);
    expect(got).toMatchObject({ name: "Names", description: "People", latestVersionRulesNum: 2 });
    expect(got.rules).toEqual([
      {
        type: "alias",
        stringToReplace: "Awaaz",
        alias: "Aawaaz",
        caseSensitive: false,
        wordBoundaries: true,
      },
      {
        type: "phoneme",
        stringToReplace: "tomato",
        phoneme: "təˈmɑːtoʊ",
        alphabet: "ipa",
        caseSensitive: true,
        wordBoundaries: true,
      },
    ]);
    const removed = await client.pronunciationDictionaries.rules.remove(made.id, {
      ruleStrings: ["Awaaz"],
    });
    expect(removed.versionRulesNum).toBe(1);
    // The first version is still there to download.
    const first = new TextDecoder().decode(
      await bytesOf(await client.pronunciationDictionaries.download(made.id, made.versionId)),
    );
    expect(first).toContain("<grapheme>Awaaz</grapheme>");
    expect(
      await client.pronunciationDictionaries.update(made.id, { name: "People" }),
    ).toMatchObject({
      name: "People",
    });
    await client.pronunciationDictionaries.update(made.id, { archived: true });
    expect((await client.pronunciationDictionaries.list()).pronunciationDictionaries).toEqual([]);
    const withArchived = await client.pronunciationDictionaries.list({ includeArchived: true });
    expect(withArchived.pronunciationDictionaries.map((d) => d.name)).toEqual(["People"]);
    const other = await proUserWithKey(1);
    const notTheirs = await elevenLabsFailure(() =>
      elevenlabs(other.key).pronunciationDictionaries.get(made.id),
    );
    expect(notTheirs.status).toBe(404);
  });

  it("refuses too many rules, IPA eSpeak lacks and another alphabet, naming the problem", async () => {
    const { key } = await proUserWithKey(1);
    const client = elevenlabs(key);
    const many = Array.from({ length: MAX_RULES + 1 }, (_, i) => ({
      type: "alias" as const,
      stringToReplace: `w${i}`,
      alias: "x",
    }));
    const tooMany = await elevenLabsFailure(() =>
      client.pronunciationDictionaries.createFromRules({ name: "big", rules: many }),
    );
    expect(tooMany.status).toBe(422);
    expect(JSON.stringify(tooMany.body)).toContain("at most 5000 rules");
    const ipa = await elevenLabsFailure(() =>
      client.pronunciationDictionaries.createFromRules({
        name: "ipa",
        rules: [{ type: "phoneme", stringToReplace: "x", phoneme: "ɬa", alphabet: "ipa" }],
      }),
    );
    expect(JSON.stringify(ipa.body)).toContain("eSpeak cannot say: ɬ");
    const cmu = await elevenLabsFailure(() =>
      client.pronunciationDictionaries.createFromRules({
        name: "cmu",
        rules: [
          { type: "phoneme", stringToReplace: "x", phoneme: "T AH0", alphabet: "cmu-arpabet" },
        ],
      }),
    );
    expect(JSON.stringify(cmu.body)).toContain("IPA");
    expect((await client.pronunciationDictionaries.list()).pronunciationDictionaries).toEqual([]);
  });

  it("refuses four locators, an unknown one and a text expanded past 10,000 characters, charging nothing", async () => {
    const { key, id } = await proUserWithKey(5);
    const client = elevenlabs(key);
    const long = await client.pronunciationDictionaries.createFromRules({
      name: "long",
      rules: [{ type: "alias", stringToReplace: "go", alias: "x".repeat(999) }],
    });
    const text = Array.from({ length: 11 }, () => "go").join(" ");
    const speak = (locators: { pronunciationDictionaryId: string }[], words = text) =>
      elevenLabsFailure(() =>
        client.textToSpeech.convert(VOICE, {
          text: words,
          pronunciationDictionaryLocators: locators,
        }),
      );
    const expanded = await speak([{ pronunciationDictionaryId: long.id }]);
    expect(expanded.status).toBe(422);
    expect(JSON.stringify(expanded.body)).toContain("at most 10000 can be spoken");
    const four = await speak(Array(4).fill({ pronunciationDictionaryId: long.id }), "go");
    expect(four.status).toBe(422);
    const unknown = await speak([{ pronunciationDictionaryId: "nope" }], "go");
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body)).toContain("dictionary not found");
    expect(await historyOf(id)).toEqual([]);
    const [profile] = await server.deps.db.select().from(profiles).where(eq(profiles.userId, id));
    expect(profile?.voicesGenerated).toBe(0);
    expect(
      await server.deps.db
        .select()
        .from(generationReservations)
        .where(eq(generationReservations.userId, id)),
    ).toEqual([]);
    // Ten words expand to 9,999 characters: spoken.
    await bytesOf(
      await client.textToSpeech.convert(VOICE, {
        text: Array.from({ length: 10 }, () => "go").join(" "),
        pronunciationDictionaryLocators: [{ pronunciationDictionaryId: long.id }],
      }),
    );
    expect(await historyOf(id)).toHaveLength(1);
  });
});
