// Run as its own process by probe.ts: loads a freshly prepared voice and speaks one word. If the
// native library rejects the voice it ends this process, not the server or the installer.
// Node runs this file with its own type stripping: erasable TypeScript and ".ts" imports only.
import sherpa from "sherpa-onnx-node";
import { ttsConfig } from "./tts-config.ts";
import { checkVoiceFolder } from "./voice-folder.ts";

const [dir, espeakData, key] = process.argv.slice(2);
if (!dir || !espeakData || !key) {
  throw new Error("usage: probe-child.ts <voice folder> <espeak-ng-data> <voice key>");
}
const voice = await checkVoiceFolder(dir, espeakData, key);
const tts = new sherpa.OfflineTts(ttsConfig(voice, espeakData, 1));
const audio = tts.generate({ text: "Hello.", sid: 0, speed: 1 });
process.stdout.write(
  JSON.stringify({ samples: audio.samples.length, sampleRate: audio.sampleRate }),
);
