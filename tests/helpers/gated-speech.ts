// A speech stream for tests of what happens between two pieces: the first piece is spoken at once,
// the second waits until the test opens the gate, or stops, as a real engine does, when the
// request is aborted (the client left).
import { message } from "../../src/domain/messages.ts";
import { type Speech, SpeechError, type SynthesisRequest } from "../../src/server/speech/index.ts";

export function gatedStream(real: Speech, gate: () => Promise<void>) {
  return async function* (req: SynthesisRequest) {
    const piece = await real.synthesize(req);
    yield piece;
    const aborted = new Promise((resolve) => req.signal?.addEventListener("abort", resolve));
    await Promise.race([gate(), aborted]);
    if (req.signal?.aborted) throw new SpeechError("SPEECH_ABORTED", message("speechFailed"));
    yield piece;
  };
}
