// Lists the neural voices installed in VOICES_DIR, any folder there that cannot be used,
// and the catalogue voices that `npm run voices:add -- <name>` can install.
import { loadEnv, voicesDirOf } from "../src/server/env.ts";
import { CATALOGUE } from "../src/server/speech/neural/catalogue.ts";
import { ESPEAK_INSTALL_HINT, findEspeakData } from "../src/server/speech/neural/espeak-data.ts";
import { scanVoices } from "../src/server/speech/neural/voice-folder.ts";

const env = loadEnv();
const voicesDir = voicesDirOf(env);
const espeakData = findEspeakData(env.ESPEAK_NG_DATA);
const scan = await scanVoices(voicesDir, espeakData);
const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(0)} MB`;

console.log(`Installed in ${voicesDir}:`);
if (scan.voices.length === 0) console.log("  (none)");
for (const v of scan.voices) {
  console.log(
    `  neural:${v.key}  ${v.name}, ${v.gender}, ${v.accent}, ${v.language}, ${mb(v.modelBytes)}  [${v.licence}]`,
  );
}
for (const p of scan.problems) console.log(`  ! ${p.folder} is skipped: ${p.message}`);
if (!espeakData) console.log(`\n${ESPEAK_INSTALL_HINT}`);

const installed = new Set(scan.voices.map((v) => v.key));
const defaults = new Set(env.NEURAL_DEFAULT_VOICES);
console.log("\nCatalogue (npm run voices:add -- <name>):");
for (const v of CATALOGUE) {
  const marks = [
    installed.has(v.key) ? "installed" : `~${v.approxMb} MB`,
    ...(defaults.has(v.key) ? ["default"] : []),
    ...(v.nonCommercial ? ["NON-COMMERCIAL"] : []),
  ];
  console.log(
    `  ${v.key.padEnd(36)} ${v.gender.padEnd(6)} ${v.accent}, ${marks.join(", ")}  [${v.licence}]`,
  );
}
