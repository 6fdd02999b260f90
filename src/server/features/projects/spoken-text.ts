// The one place where a block's written text becomes the text a voice is given: whatever changes
// how words are said (a pronunciation dictionary) goes here, and the block's audio key is taken
// over what this returns, so such a change renders the block again.
export function spokenText(text: string): string {
  return text.trim();
}
