// PLS (W3C Pronunciation Lexicon Specification) files read and written: ElevenLabs' import and
// export format. saxes reads the XML; it resolves no external entity, and a DOCTYPE (the only place
// an entity can be declared) is refused outright, so nothing a file names is ever fetched or read
// (docs/decisions/016-pronunciation.md).
import { SaxesParser } from "saxes";
import { byKey } from "../../../domain/messages.ts";
import {
  type PronunciationRule,
  pronunciationRuleSchema,
} from "../../../domain/pronunciation/rules.ts";
import { ApiError } from "../../http/errors.ts";

interface Lexeme {
  graphemes: string[];
  phoneme?: string;
  alias?: string;
}

const localName = (name: string) => name.slice(name.indexOf(":") + 1);

function lexemesOf(xml: string): { lexemes: Lexeme[]; alphabet: string } {
  const parser = new SaxesParser({ position: true });
  const lexemes: Lexeme[] = [];
  let alphabet = "ipa";
  let current: Lexeme | null = null;
  let field: "grapheme" | "phoneme" | "alias" | null = null;
  let text = "";
  parser.on("doctype", () => {
    throw new ApiError(400, "PLS_DOCTYPE", byKey("pronunciationPlsDoctype"));
  });
  parser.on("opentag", (tag) => {
    const name = localName(tag.name);
    if (name === "lexicon") alphabet = String(tag.attributes.alphabet ?? "ipa");
    else if (name === "lexeme") current = { graphemes: [] };
    else if (current && (name === "grapheme" || name === "phoneme" || name === "alias")) {
      field = name;
      text = "";
      const own = tag.attributes.alphabet;
      if (name === "phoneme" && own !== undefined) alphabet = String(own);
    }
  });
  parser.on("text", (t) => {
    if (field) text += t;
  });
  parser.on("cdata", (t) => {
    if (field) text += t;
  });
  parser.on("closetag", (tag) => {
    const name = localName(tag.name);
    if (current && field === name) {
      const value = text.trim();
      if (value !== "") {
        if (name === "grapheme") current.graphemes.push(value);
        else if (name === "phoneme") current.phoneme ??= value;
        else current.alias ??= value;
      }
      field = null;
    } else if (name === "lexeme" && current) {
      lexemes.push(current);
      current = null;
    }
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new ApiError(400, "PLS_NOT_XML", byKey("pronunciationPlsNotXml", { detail }));
  }
  return { lexemes, alphabet };
}

/** The rules of a PLS file: each grapheme of a lexeme a rule, case-sensitive whole words as PLS has them. */
export function rulesFromPls(xml: string): PronunciationRule[] {
  const { lexemes, alphabet } = lexemesOf(xml);
  const rules: PronunciationRule[] = [];
  for (const lexeme of lexemes) {
    if (lexeme.phoneme !== undefined && alphabet.toLowerCase() !== "ipa")
      throw new ApiError(400, "PHONEME_ALPHABET", byKey("pronunciationAlphabet", { alphabet }));
    for (const grapheme of lexeme.graphemes) {
      const rule =
        lexeme.phoneme !== undefined
          ? { type: "phoneme", phoneme: lexeme.phoneme, alias: lexeme.alias }
          : { type: "alias", alias: lexeme.alias };
      const parsed = pronunciationRuleSchema.safeParse({ ...rule, stringToReplace: grapheme });
      if (parsed.success) rules.push(parsed.data);
    }
  }
  if (rules.length === 0) throw new ApiError(400, "PLS_EMPTY", byKey("pronunciationPlsEmpty"));
  return rules;
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
const escapeXml = (text: string) => text.replace(/[&<>]/g, (c) => XML_ESCAPES[c] ?? c);

/** The rules as a PLS file. PLS has no case-insensitive match: such rules keep their word's case. */
export function plsOf(rules: readonly PronunciationRule[], lang = "en-US"): string {
  const lexemes = rules.map((rule) => {
    const parts = [`    <grapheme>${escapeXml(rule.stringToReplace)}</grapheme>`];
    if (rule.type === "phoneme") parts.push(`    <phoneme>${escapeXml(rule.phoneme)}</phoneme>`);
    if (rule.alias !== undefined) parts.push(`    <alias>${escapeXml(rule.alias)}</alias>`);
    return `  <lexeme>\n${parts.join("\n")}\n  </lexeme>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<lexicon version="1.0" xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" alphabet="ipa" xml:lang="${lang}">`,
    ...lexemes,
    "</lexicon>",
    "",
  ].join("\n");
}
