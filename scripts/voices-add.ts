// Installs a neural (Piper) voice into VOICES_DIR (default DATA_DIR/voices):
//   npm run voices:add -- en_US-lessac-medium             (a catalogue name: npm run voices:list)
//   npm run voices:add -- ./my-voice.onnx                 (with my-voice.onnx.json beside it)
//   npm run voices:add -- https://example.org/voice.onnx  (voice.onnx.json at the same address)
// A running server picks the voice up without a restart (docs/operations.md, Voices).
import { loadEnv, voicesDirOf } from "../src/server/env.ts";
import { InstallError, installVoice } from "../src/server/speech/neural/install.ts";

const source = process.argv[2];
if (!source) {
  console.error("Usage: npm run voices:add -- <catalogue name | path to .onnx | https URL>");
  process.exit(2);
}
const env = loadEnv();
const voicesDir = voicesDirOf(env);
const tty = process.stdout.isTTY;
let lastLine = "";

function show(line: string) {
  if (line === lastLine) return;
  lastLine = line;
  if (tty) process.stdout.write(`\r${line.padEnd(60)}`);
  else console.log(line);
}

const mb = (bytes: number) => (bytes / 1_000_000).toFixed(1);

try {
  const voice = await installVoice(source, {
    voicesDir,
    baseUrl: env.NEURAL_VOICES_URL,
    ...(env.ESPEAK_NG_DATA ? { espeakData: env.ESPEAK_NG_DATA } : {}),
    onProgress: ({ phase, receivedBytes, totalBytes }) => {
      if (phase !== "download") return show(phase === "verify" ? "checking…" : "preparing…");
      // Whole tens of percent when not on a terminal, so a log is not flooded.
      const pct = totalBytes ? Math.floor((receivedBytes / totalBytes) * 100) : null;
      const step = tty || pct === null ? pct : Math.floor(pct / 10) * 10;
      show(
        pct === null
          ? `downloading ${mb(receivedBytes)} MB`
          : `downloading ${step}% of ${mb(totalBytes ?? 0)} MB`,
      );
    },
  });
  if (tty) process.stdout.write("\n");
  console.log(
    `Installed ${voice.name} as ${voice.id} in ${voice.dir} (${mb(voice.modelBytes)} MB).`,
  );
  if (voice.warning) console.warn(voice.warning);
} catch (error) {
  if (tty) process.stdout.write("\n");
  if (error instanceof InstallError || (error instanceof Error && error.name === "AbortError")) {
    console.error(`Could not install ${source}: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
