// Loads a voice in a child process first: sherpa-onnx calls exit() on a model it cannot use,
// and that must end the probe, never the process that asked.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const CHILD = fileURLToPath(new URL("./probe-child.ts", import.meta.url));

export async function probeVoice(
  dir: string,
  key: string,
  espeakData: string,
  signal?: AbortSignal,
) {
  const child = spawn(process.execPath, [CHILD, dir, espeakData, key], {
    stdio: ["ignore", "pipe", "pipe"],
    ...(signal ? { signal } : {}),
  });
  let out = "";
  let err = "";
  child.stdout.on("data", (d: Buffer) => {
    out += d.toString();
  });
  child.stderr.on("data", (d: Buffer) => {
    err += d.toString();
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", resolve);
  });
  const result = code === 0 ? (JSON.parse(out || "{}") as { samples?: number }) : null;
  if (!result?.samples) {
    const reason = err.trim().split("\n").slice(-3).join(" ") || `exit code ${code}`;
    throw new Error(`the speech library could not use it (${reason})`);
  }
  return result;
}
