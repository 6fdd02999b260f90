// The basic voices (eSpeak NG, built in) were once listed under other ids. Those ids still arrive:
// an API client's saved voice_id, a bookmarked script, a browser's remembered studio voice, the
// rows written before the rename (rewritten by the rename-basic-voices migration). Each keeps
// naming the same voice, so nobody's voice changes under them (docs/architecture.md, Voices).

/** Former id → present id. The same sound: only the id, the name and the description changed. */
export const FORMER_BASIC_VOICE_IDS: ReadonlyMap<string, string> = new Map([
  ["adam", "basic-en-us-male-1"],
  ["antoni", "basic-en-us-male-2"],
  ["josh", "basic-en-us-male-3"],
  ["arnold", "basic-en-us-male-4"],
  ["harry", "basic-en-us-male-5"],
  ["bella", "basic-en-us-female-1"],
  ["elli", "basic-en-us-female-2"],
  ["matilda", "basic-en-us-female-3"],
  ["domi", "basic-en-us-female-4"],
  ["dorothy", "basic-en-gb-female-1"],
  ["charlie", "basic-en-gb-male-1"],
  ["dave", "basic-en-gb-male-2"],
  ["urdu-female", "basic-ur-female-1"],
  ["urdu-male", "basic-ur-male-1"],
  ["hindi-female", "basic-hi-female-1"],
  ["hindi-male", "basic-hi-male-1"],
]);

/** A former basic voice's id becomes its present one; every other id is returned as it is. */
export function currentVoiceId(id: string): string {
  return FORMER_BASIC_VOICE_IDS.get(id) ?? id;
}
