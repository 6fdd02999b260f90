// Removes an installed neural voice: `npm run voices:remove -- en_US-lessac-medium` (or its id,
// neural:en_US-lessac-medium). A running server stops offering it without a restart.
import { loadEnv, voicesDirOf } from "../src/server/env.ts";
import { removeVoice } from "../src/server/speech/neural/install.ts";

const id = process.argv[2];
if (!id) {
  console.error("Usage: npm run voices:remove -- <voice name or neural:id>");
  process.exit(2);
}
const env = loadEnv();
const voicesDir = voicesDirOf(env);
if (await removeVoice(id, voicesDir)) {
  console.log(`Removed ${id} from ${voicesDir}.`);
} else {
  console.error(`No voice ${id} in ${voicesDir} (npm run voices:list shows what is installed).`);
  process.exit(1);
}
