// IPA as eSpeak NG reads phonemes: eSpeak takes its own phoneme names between [[ and ]]
// (Kirshenbaum-like ASCII, the names of its phoneme tables), not IPA. The symbols below are the
// ones its English table names; anything else is refused rather than guessed
// (docs/decisions/016-pronunciation.md).

// Longest first, so "tʃ" is one phoneme and not "t" then "ʃ".
const IPA_TO_ESPEAK: readonly (readonly [string, string])[] = [
  ["t͡ʃ", "tS"],
  ["d͡ʒ", "dZ"],
  ["tʃ", "tS"],
  ["dʒ", "dZ"],
  ["aɪ", "aI"],
  ["aʊ", "aU"],
  ["eɪ", "eI"],
  ["oʊ", "oU"],
  ["əʊ", "oU"],
  ["ɔɪ", "OI"],
  ["ɪə", "i@"],
  ["eə", "e@"],
  ["ɛə", "e@"],
  ["ʊə", "U@"],
  ["iː", "i:"],
  ["uː", "u:"],
  ["ɑː", "A:"],
  ["ɔː", "O:"],
  ["ɜː", "3:"],
  ["i", "i"],
  ["ɪ", "I"],
  ["e", "e"],
  ["ɛ", "E"],
  ["æ", "a"],
  ["a", "a"],
  ["ɑ", "A:"],
  ["ɒ", "0"],
  ["ɔ", "O:"],
  ["o", "o"],
  ["ʌ", "V"],
  ["ʊ", "U"],
  ["u", "u:"],
  ["ə", "@"],
  ["ɜ", "3:"],
  ["ɝ", "3:"],
  ["ɚ", "3"],
  ["p", "p"],
  ["b", "b"],
  ["t", "t"],
  ["d", "d"],
  ["k", "k"],
  ["g", "g"],
  ["ɡ", "g"],
  ["f", "f"],
  ["v", "v"],
  ["θ", "T"],
  ["ð", "D"],
  ["s", "s"],
  ["z", "z"],
  ["ʃ", "S"],
  ["ʒ", "Z"],
  ["h", "h"],
  ["x", "x"],
  ["m", "m"],
  ["n", "n"],
  ["ŋ", "N"],
  ["l", "l"],
  ["r", "r"],
  ["ɹ", "r"],
  ["w", "w"],
  ["j", "j"],
  ["ˈ", "'"],
  ["ˌ", ","],
  ["ː", ":"],
  [" ", " "],
  // A syllable break: eSpeak finds syllables itself.
  [".", ""],
];

function convert(ipa: string): { espeak: string; unknown: string[] } {
  const text = ipa.normalize("NFC").trim();
  let espeak = "";
  const unknown: string[] = [];
  let i = 0;
  while (i < text.length) {
    const hit = IPA_TO_ESPEAK.find(([symbol]) => text.startsWith(symbol, i));
    if (hit) {
      espeak += hit[1];
      i += hit[0].length;
      continue;
    }
    const symbol = String.fromCodePoint(text.codePointAt(i) ?? 0);
    if (!unknown.includes(symbol)) unknown.push(symbol);
    i += symbol.length;
  }
  return { espeak, unknown };
}

/** The IPA symbols eSpeak has no phoneme for (empty when all are known). */
export function unknownIpa(ipa: string): string[] {
  return convert(ipa).unknown;
}

/** The IPA as eSpeak's phoneme input, `[[…]]`; unknown symbols are left out. */
export function espeakPhonemes(ipa: string): string {
  return `[[${convert(ipa).espeak}]]`;
}
