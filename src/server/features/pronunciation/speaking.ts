// Where the dictionaries meet speech: `prepare` is what every place that speaks a user's text
// calls (the text the engine is given, mapped back to the written one), and `hear` says one rule's
// word as a preview.
import { byKey } from "../../../domain/messages.ts";
import {
  type Pronounced,
  phonemeSupportOf,
  pronounce,
} from "../../../domain/pronunciation/apply.ts";
import { MAX_SPOKEN_TEXT, type PronunciationRule } from "../../../domain/pronunciation/rules.ts";
import type { AppDeps } from "../../app-env.ts";
import { ApiError } from "../../http/errors.ts";
import { type EngineId, PAID_ENGINES } from "../../speech/index.ts";
import { LOCAL_ENGINES } from "../voices/preview.ts";
import type { Dictionaries } from "./dictionaries.ts";
import { checkRules, notFound, type Rows } from "./rows.ts";
import type { SiteDictionary } from "./site.ts";

/** Which of a user's dictionaries a text is spoken with: all of them, or these (versions). */
export type DictionaryChoice =
  | { all: true }
  | { locators: readonly { id: string; versionId?: string | undefined }[] };

export function createSpeaking(
  deps: Pick<AppDeps, "speech" | "generationLimiter">,
  rows: Rows,
  dictionaries: Pick<Dictionaries, "list">,
  site: Pick<SiteDictionary, "siteRules">,
) {
  const { versionRules } = rows;

  async function ownRow(userId: string, id: string) {
    return rows.own(userId, id).catch(() => {
      throw new ApiError(400, "UNKNOWN_DICTIONARY", byKey("pronunciationNotFound"));
    });
  }

  /** The rules a user's text is spoken with, in order: the chosen dictionaries', then the site's. */
  async function rulesFor(userId: string, choice: DictionaryChoice) {
    const own: PronunciationRule[] = [];
    if ("all" in choice) {
      for (const d of await dictionaries.list(userId)) {
        own.push(...((await versionRules(d.id, d.latestVersionId)) ?? []));
      }
    } else {
      for (const locator of choice.locators) {
        const row = await ownRow(userId, locator.id);
        const rules = await versionRules(row.id, locator.versionId ?? row.latestVersionId);
        if (!rules) throw notFound();
        own.push(...rules);
      }
    }
    return [...own, ...(await site.siteRules())];
  }

  /**
   * `prepare` for many texts of one user (a project's blocks): the rules read once. A block has
   * no length limit of its own (it is spoken in pieces), so the spoken length is not checked.
   */
  async function preparer(userId: string, choice: DictionaryChoice = { all: true }) {
    const rules = await rulesFor(userId, choice);
    return (text: string, engine: EngineId) => pronounce(text, rules, phonemeSupportOf(engine));
  }

  /**
   * What the engine is to say for a written text: the user's chosen dictionaries and the site's
   * applied for the engine. Refused (400, nothing charged) when the rules make it longer than
   * can be spoken. Every other place that speaks a user's text calls this; projects call `preparer`.
   */
  async function prepare(
    userId: string,
    text: string,
    engine: EngineId,
    choice: DictionaryChoice = { all: true },
  ): Promise<Pronounced> {
    const pronounced = (await preparer(userId, choice))(text, engine);
    if (pronounced.spoken.length > MAX_SPOKEN_TEXT) {
      const values = { count: pronounced.spoken.length, max: MAX_SPOKEN_TEXT };
      throw new ApiError(400, "EXPANDED_TOO_LONG", byKey("pronunciationExpandedTooLong", values));
    }
    return pronounced;
  }

  /**
   * One rule's word said by a voice of this machine, the rule applied as a generation would:
   * a preview, so not counted, but within the user's generation rate. A paid provider's voice
   * would cost the operator money, so it has none (as voice previews).
   */
  async function hear(userId: string, voiceId: string, rule: PronunciationRule) {
    checkRules([rule]);
    const voice = await deps.speech.findVoice(voiceId).catch(() => undefined);
    if (!voice || !LOCAL_ENGINES.has(voice.engine) || PAID_ENGINES.has(voice.engine))
      throw new ApiError(400, "UNKNOWN_VOICE", byKey("pronunciationHearLocalOnly"));
    if (!(await deps.generationLimiter.take(userId)))
      throw new ApiError(429, "RATE_LIMITED", byKey("generationRateLimited"));
    const { spoken } = pronounce(rule.stringToReplace, [rule], phonemeSupportOf(voice.engine));
    return deps.speech.synthesize({ voiceId: voice.id, text: spoken, format: "mp3" });
  }

  return { prepare, preparer, hear };
}
