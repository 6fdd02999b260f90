// The one place where a block's written text becomes the text a voice is given: the user's
// pronunciation dictionaries and the site's are applied here, as for a single generation
// (docs/decisions/016-pronunciation.md). The block's audio key is taken over what this returns,
// so a changed rule renders the block again.
import type { Pronounced } from "../../../domain/pronunciation/apply.ts";

/** A written run said by a voice: the rules applied for that voice's engine. */
export type Pronouncer = (text: string, voiceId: string) => Pronounced;

export function spokenText(text: string, voiceId: string, pronouncer: Pronouncer): Pronounced {
  return pronouncer(text.trim(), voiceId);
}
