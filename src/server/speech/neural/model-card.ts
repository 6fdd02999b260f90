// Piper's MODEL_CARD beside each voice says where its training data comes from and under which
// licence ("## Dataset" then "* License: CC BY-NC-SA 4.0"). An install records what the card
// states, so the admin tab and `voices:list` show the voice's own words, not our summary.

/** The data's licence as the card states it, or null when the card names none. */
export function cardLicence(card: string): string | null {
  const dataset = card.split(/^##\s*Dataset\b.*$/im)[1] ?? card;
  const section = dataset.split(/^##\s/m)[0] ?? "";
  const found = [...section.matchAll(/^\s*[*-]\s*Licen[cs]e:\s*(.+?)\s*$/gim)].map((m) => m[1]);
  const licences = found.filter((l): l is string => Boolean(l));
  return licences.length > 0 ? licences.join("; ") : null;
}

/** Whether a licence text restricts the data to non-commercial or research use. */
export function isNonCommercial(licence: string): boolean {
  return /non[-\s]?commercial|\bNC\b|-NC-|research (use )?only/i.test(licence);
}
