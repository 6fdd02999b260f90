import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { message } from "../../../domain/messages.ts";
import { isMp3, mp3DurationMs, WAV_HEADER_BYTES, wavDurationMs, wholeMp3Frames } from "../audio.ts";
import type { SpeechError } from "../errors.ts";
import type { SynthesisRequest } from "../types.ts";
import { createEmbeddedEngine, WORKER_NICE } from "./engine.ts";
import { EMBEDDED_VOICES } from "./voices.ts";

const logs: unknown[] = [];
const logger = { info: () => {}, warn: () => {}, error: (obj: object) => logs.push(obj) };
const engine = createEmbeddedEngine({ workers: 2 }, logger);
afterAll(() => engine.close());

const SENTENCE = "The quick brown fox jumps over the lazy dog.";
const speak = (text: string, voiceId = "basic-en-us-male-1", format: "mp3" | "wav" = "wav") =>
  engine.synthesize({ voiceId, text, format });

// A script run by plain node in a process of its own, given `ENGINE` (this engine module's URL);
// what it writes to stdout.
async function underPlainNode(script: string): Promise<string> {
  const url = JSON.stringify(new URL("./engine.ts", import.meta.url).href);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--input-type=module", "-e", `const ENGINE = ${url};\n${script}`],
    { cwd: fileURLToPath(new URL("../../../..", import.meta.url)) },
  );
  return stdout;
}

async function failure(req: SynthesisRequest, e = engine): Promise<SpeechError> {
  return e.synthesize(req).then(
    () => expect.fail("expected a SpeechError"),
    (error: SpeechError) => error,
  );
}

describe("embedded engine", () => {
  it("keeps the text's pauses: [pause Ns] lasts N seconds, a blank line lengthens the audio", async () => {
    const length = async (text: string) => (await speak(text)).durationMs ?? 0;
    const plain = await length(`${SENTENCE} ${SENTENCE}`);
    const two = await length(`${SENTENCE} [pause 2s] ${SENTENCE}`);
    const four = await length(`${SENTENCE} [pause 4s] ${SENTENCE}`);
    const blank = await length(`${SENTENCE}\n\n${SENTENCE}`);
    // Two seconds more pause, two seconds more audio: the marker is silence, not words read out.
    expect(four - two).toBeGreaterThan(1800);
    expect(four - two).toBeLessThan(2200);
    // The break replaces eSpeak's own pause after a sentence (about half a second).
    expect(two - plain).toBeGreaterThan(1300);
    expect(blank - plain).toBeGreaterThan(150);
    expect(blank - plain).toBeLessThan(900);
  });

  it("speaks MP3 made of frames a browser can play", async () => {
    const result = await speak(SENTENCE, "basic-en-us-female-1", "mp3");
    expect(result.contentType).toBe("audio/mpeg");
    expect(result.format).toBe("mp3");
    expect(result.audio[0]).toBe(0xff);
    expect((result.audio[1] ?? 0) & 0xe0).toBe(0xe0);
    expect(isMp3(result.audio)).toBe(true);
    expect(result.durationMs).toBeGreaterThan(1500);
    // LAME adds under a frame of padding at each end.
    expect(Math.abs((mp3DurationMs(result.audio) ?? 0) - (result.durationMs ?? 0))).toBeLessThan(
      120,
    );
  });

  it("answers nothing but 48 kbit/s constant-bitrate frames, so pieces join and browsers seek", async () => {
    const long = Array.from({ length: 12 }, () => SENTENCE).join(" ");
    const { audio } = await speak(long, "basic-en-us-male-1", "mp3");
    expect(wholeMp3Frames(audio)).toBe(audio.length);
    // MPEG-2 layer III at 22.05 kHz: 576 samples a frame, so 48 kbit/s is 156 or 157 bytes.
    const frames = Math.round((mp3DurationMs(audio) ?? 0) / ((576 / 22_050) * 1000));
    expect(audio.length).toBeGreaterThanOrEqual(frames * 156);
    expect(audio.length).toBeLessThanOrEqual(frames * 157);
    for (let at = 0; at < audio.length; at += 156 + (((audio[at + 2] ?? 0) >> 1) & 1)) {
      expect(audio[at + 2] ?? 0).toBe(0x60 | ((audio[at + 2] ?? 0) & 0x03)); // 48 kbit/s, 22.05 kHz
    }
  });

  it("speaks a long text in pieces on every worker and joins them into one stream", async () => {
    const long = Array.from({ length: 12 }, () => SENTENCE).join(" ");
    const whole = await speak(long, "basic-en-us-male-1", "mp3");
    const first = await speak(long.slice(0, long.length / 2), "basic-en-us-male-1", "mp3");
    // Every frame is readable from the start to the end, and the stream lasts as long as the
    // engine says: no half-frame or header at a join.
    expect(Math.abs((mp3DurationMs(whole.audio) ?? 0) - (whole.durationMs ?? 0))).toBeLessThan(250);
    expect(whole.durationMs ?? 0).toBeGreaterThan((first.durationMs ?? 0) * 1.8);
    const wav = await speak(long);
    expect(wavDurationMs(wav.audio)).toBe(wav.durationMs);
    // The same pieces, spoken again by workers with another history: eSpeak's pauses then differ
    // by a few hundredths of a second (53 ms seen once on PostgreSQL CI), a lost piece by seconds.
    expect(Math.abs((wav.durationMs ?? 0) - (whole.durationMs ?? 0))).toBeLessThan(150);
  });

  it("writes a correct 44-byte WAV header", async () => {
    const { audio, contentType, durationMs } = await speak(SENTENCE);
    expect(contentType).toBe("audio/wav");
    const view = new DataView(audio.buffer, audio.byteOffset, audio.byteLength);
    const ascii = (at: number) => new TextDecoder().decode(audio.subarray(at, at + 4));
    expect([ascii(0), ascii(8), ascii(12), ascii(36)]).toEqual(["RIFF", "WAVE", "fmt ", "data"]);
    expect(view.getUint32(4, true)).toBe(audio.byteLength - 8);
    expect(view.getUint16(20, true)).toBe(1); // PCM
    expect(view.getUint16(22, true)).toBe(1); // mono
    expect(view.getUint32(24, true)).toBe(22_050);
    expect(view.getUint32(28, true)).toBe(44_100);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(audio.byteLength - WAV_HEADER_BYTES);
    expect(durationMs).toBe(wavDurationMs(audio));
    expect(durationMs).toBeGreaterThan(1500);
  });

  it("makes longer audio from longer text", async () => {
    const short = await speak(SENTENCE, "basic-en-us-male-3", "mp3");
    const long = await speak(`${SENTENCE} ${SENTENCE} ${SENTENCE}`, "basic-en-us-male-3", "mp3");
    expect(long.durationMs ?? 0).toBeGreaterThan((short.durationMs ?? 0) * 2.5);
    expect(long.audio.byteLength).toBeGreaterThan(short.audio.byteLength * 2.5);
  });

  it("speaks faster or slower with the speed setting, clamped to 0.7..1.3", async () => {
    const at = async (speed: number) =>
      (
        await engine.synthesize({
          voiceId: "basic-en-us-male-3",
          text: SENTENCE,
          format: "wav",
          settings: { speed },
        })
      ).durationMs ?? 0;
    const [normal, fast, slow, tooFast] = await Promise.all([at(1), at(1.3), at(0.7), at(5)]);
    // Words a minute scale with the speed; pauses and the leading silence do not, hence the slack.
    expect(fast / normal).toBeGreaterThan(0.7);
    expect(fast / normal).toBeLessThan(0.85);
    expect(slow / normal).toBeGreaterThan(1.25);
    expect(slow / normal).toBeLessThan(1.5);
    expect(Math.abs(tooFast - fast)).toBeLessThan(50);
  });

  it("gives every voice its own sound", async () => {
    const hashes = await Promise.all(
      EMBEDDED_VOICES.map(async (v) => {
        const { audio } = await speak("Hello, this is a test.", v.id);
        return createHash("sha256").update(audio).digest("hex");
      }),
    );
    expect(new Set(hashes).size).toBe(EMBEDDED_VOICES.length);
  });

  it("speaks Urdu and Hindi", async () => {
    const urdu = await speak("یہ ایک آزمائشی جملہ ہے۔", "basic-ur-female-1");
    const hindi = await speak("यह एक परीक्षण वाक्य है।", "basic-hi-male-1");
    expect(urdu.durationMs).toBeGreaterThan(800);
    expect(hindi.durationMs).toBeGreaterThan(800);
  });

  it("says markup instead of obeying it", async () => {
    const plain = (await speak("hello")).durationMs ?? 0;
    // Parsed as SSML this would be "hello" again; escaped, the tag names are spoken too.
    expect((await speak("<speak>hello</speak>")).durationMs ?? 0).toBeGreaterThan(plain + 300);
    // Parsed, this would be five seconds of silence.
    expect((await speak('<break time="5s"/>hello')).durationMs ?? 0).toBeLessThan(4000);
    // A bare "&" would start an entity and swallow the words after it.
    const ampersand = (await speak("Tom & Jerry & friends")).durationMs ?? 0;
    expect(ampersand).toBeGreaterThanOrEqual((await speak("Tom Jerry friends")).durationMs ?? 0);
  });

  it("refuses an unknown voice", async () => {
    const error = await failure({ voiceId: "el:abc", text: "hi", format: "mp3" });
    expect(error).toMatchObject({ code: "UNKNOWN_VOICE", status: 400 });
  });

  it("calls text with nothing to pronounce empty audio", async () => {
    const error = await failure({ voiceId: "basic-en-us-male-1", text: "...", format: "mp3" });
    expect(error).toMatchObject({ code: "SPEECH_EMPTY", message: message("speechNothingToSay") });
  });

  it("gives up after its timeout and keeps working afterwards", async () => {
    const hasty = createEmbeddedEngine({ workers: 1, timeoutMs: 30 }, logger);
    try {
      const error = await failure(
        { voiceId: "basic-en-us-male-1", text: SENTENCE.repeat(100), format: "mp3" },
        hasty,
      );
      expect(error).toMatchObject({
        code: "SPEECH_TIMEOUT",
        status: 504,
        message: message("speechTimeout"),
      });
    } finally {
      await hasty.close();
    }
    expect((await speak("still here")).durationMs).toBeGreaterThan(0);
  });

  it("stops when the request is aborted, and the pool recovers", async () => {
    const controller = new AbortController();
    const pending = failure({
      voiceId: "basic-en-gb-male-2",
      text: SENTENCE.repeat(100),
      format: "mp3",
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toMatchObject({ code: "SPEECH_ABORTED" });
    const already = await failure({
      voiceId: "basic-en-gb-male-2",
      text: "hi",
      format: "mp3",
      signal: AbortSignal.abort(),
    });
    expect(already.code).toBe("SPEECH_ABORTED");
    expect((await speak("recovered", "basic-en-gb-male-2")).durationMs).toBeGreaterThan(0);
    expect(logs).toEqual([]);
  });

  // Vitest transforms the test's own imports, but the worker is loaded by Node's type stripping;
  // the server runs the same way, so prove it outside Vitest too.
  it("runs under plain node", async () => {
    const stdout = await underPlainNode(`
      const { createEmbeddedEngine } = await import(ENGINE);
      const log = { info() {}, warn() {}, error() {} };
      const engine = createEmbeddedEngine({ workers: 1 }, log);
      const r = await engine.synthesize({ voiceId: "basic-en-us-female-3", text: "plain node", format: "mp3" });
      await engine.close();
      process.stdout.write(String(r.durationMs));`);
    expect(Number(stdout)).toBeGreaterThan(300);
  });

  // Linux keeps a nice value per thread: in a process of its own, every thread is counted.
  it.runIf(process.platform === "linux")(
    "speaks on threads of lower CPU priority than the event loop's",
    async () => {
      const stdout = await underPlainNode(`
        const { readdirSync, readFileSync } = await import("node:fs");
        const { createEmbeddedEngine } = await import(ENGINE);
        const engine = createEmbeddedEngine({ workers: 2 }, { info() {}, warn() {}, error() {} });
        const say = () => engine.synthesize({ voiceId: "basic-en-us-male-1", text: "Two at once.", format: "mp3" });
        await Promise.all([say(), say()]);
        const nice = (tid) =>
          Number(readFileSync("/proc/self/task/" + tid + "/stat", "utf8").split(") ")[1].split(" ")[16]);
        const threads = readdirSync("/proc/self/task").map(nice);
        await engine.close();
        process.stdout.write(JSON.stringify({ main: nice(process.pid), threads }));`);
      const { main, threads } = JSON.parse(stdout) as { main: number; threads: number[] };
      expect(main).toBe(0);
      expect(threads.filter((n) => n === WORKER_NICE)).toHaveLength(2);
      expect(threads.filter((n) => n !== 0 && n !== WORKER_NICE)).toEqual([]);
    },
  );

  it("reports its status", async () => {
    expect(await engine.status()).toMatchObject({ ok: true });
    expect((await engine.listVoices()).map((v) => v.id)).toEqual(EMBEDDED_VOICES.map((v) => v.id));
  });
});
