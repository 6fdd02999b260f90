// A tiny voice in Piper's exact file layout (`<name>.onnx` + `<name>.onnx.json`) for tests that
// must never download one. Its graph has Piper's inputs and output and answers a 440 Hz tone of
// `samplesPerId` samples per phoneme id, times the length scale: the audio's length follows the
// text and the speed, as a real voice's does.
import fs from "node:fs";
import path from "node:path";
import { ESPEAK_INSTALL_HINT, findEspeakData } from "../../src/server/speech/neural/espeak-data.ts";
import { bytesField, message, varintField } from "../../src/server/speech/neural/protobuf.ts";

const FLOAT = 1;
const INT64 = 7;
const ATTR = { float: 1, int: 2, tensor: 4 } as const;

function tensor(name: string, type: number, dims: number[], values: number[]): Uint8Array {
  const raw = new Uint8Array(values.length * (type === FLOAT ? 4 : 8));
  const view = new DataView(raw.buffer);
  values.forEach((v, i) => {
    if (type === FLOAT) view.setFloat32(i * 4, v, true);
    else view.setBigInt64(i * 8, BigInt(v), true);
  });
  return message(
    ...dims.map((d) => varintField(1, d)),
    varintField(2, type),
    bytesField(8, name),
    bytesField(9, raw),
  );
}

function attribute(name: string, value: number | Uint8Array): Uint8Array {
  if (typeof value === "number") {
    return message(bytesField(1, name), varintField(3, value), varintField(20, ATTR.int));
  }
  return message(bytesField(1, name), bytesField(5, value), varintField(20, ATTR.tensor));
}

function node(op: string, inputs: string[], output: string, attrs: Uint8Array[] = []): Uint8Array {
  return message(
    ...inputs.map((i) => bytesField(1, i)),
    bytesField(2, output),
    bytesField(3, `${op}_${output}`),
    bytesField(4, op),
    ...attrs.map((a) => bytesField(5, a)),
  );
}

function valueInfo(name: string, type: number, dims: (number | string)[]): Uint8Array {
  const shape = message(
    ...dims.map((d) => bytesField(1, typeof d === "number" ? varintField(1, d) : bytesField(2, d))),
  );
  const tensorType = message(varintField(1, type), bytesField(2, shape));
  return message(bytesField(1, name), bytesField(2, bytesField(1, tensorType)));
}

export interface TinyModelOptions {
  sampleRate?: number;
  samplesPerId?: number;
  /** Names of the graph's inputs (Piper's by default); tests change them to make a wrong model. */
  inputs?: [string, string, string];
}

export function tinyPiperOnnx(options: TinyModelOptions = {}): Uint8Array {
  const sampleRate = options.sampleRate ?? 16_000;
  const perId = options.samplesPerId ?? 400;
  const [input, lengths, scales] = options.inputs ?? ["input", "input_lengths", "scales"];
  const initializers = [
    tensor("one", INT64, [1], [1]),
    tensor("per_id", FLOAT, [1], [perId]),
    tensor("one_one", INT64, [2], [1, 1]),
    tensor("time_axis", INT64, [], [2]),
    tensor("step", FLOAT, [], [(2 * Math.PI * 440) / sampleRate]),
    tensor("volume", FLOAT, [], [0.3]),
  ];
  const nodes = [
    node("Shape", [input], "shape"),
    node("Cast", ["shape"], "shape_f", [attribute("to", FLOAT)]),
    node("Gather", ["shape_f", "one"], "ids", [attribute("axis", 0)]),
    node("Gather", [scales, "one"], "length_scale", [attribute("axis", 0)]),
    node("Mul", ["ids", "per_id"], "samples_f0"),
    node("Mul", ["samples_f0", "length_scale"], "samples_f"),
    node("Cast", ["samples_f"], "samples"),
    node("Concat", ["one_one", "samples"], "out_shape", [attribute("axis", 0)]),
    node("ConstantOfShape", ["out_shape"], "ones", [
      attribute("value", tensor("", FLOAT, [1], [1])),
    ]),
    node("CumSum", ["ones", "time_axis"], "t"),
    node("Mul", ["t", "step"], "phase"),
    node("Sin", ["phase"], "wave"),
    node("Mul", ["wave", "volume"], "output"),
  ];
  // Cast's "to" for the sample count must be INT64, not the FLOAT used above.
  nodes[6] = node("Cast", ["samples_f"], "samples", [attribute("to", INT64)]);
  const graph = message(
    ...nodes.map((n) => bytesField(1, n)),
    bytesField(2, "tiny_piper"),
    ...initializers.map((t) => bytesField(5, t)),
    bytesField(11, valueInfo(input, INT64, [1, "phonemes"])),
    bytesField(11, valueInfo(lengths, INT64, [1])),
    bytesField(11, valueInfo(scales, FLOAT, [3])),
    bytesField(12, valueInfo("output", FLOAT, [1, 1, "time"])),
  );
  return message(
    varintField(1, 7),
    bytesField(2, "awaaz-tests"),
    bytesField(7, graph),
    bytesField(8, message(bytesField(1, ""), varintField(2, 13))),
  );
}

// The symbols eSpeak NG's IPA output uses for English and Hindi, as in Piper's own maps.
const SYMBOLS = [
  ..."_^$ !'(),-.:;?",
  ..."abcdefghijklmnopqrstuvwxyz",
  ..."æçðøħŋœɐɑɒɓɔɕɖɗɘəɚɛɜɞɟɠɡɢɣɤɥɦɧɨɪɫɬɭɮɯɰɱɲɳɴɵɶɸɹɺɻɽɾʀʁʂʃʄʈʉʊʋʌʍʎʏʐʑʒʔʕʘʙʛʜʝʟʡʢʲˈˌːˑ˞βθχᵻⱱ",
  "\u0303",
  "\u0327",
  "\u0329",
  "\u032a",
  "\u032f",
  "\u0361",
];

export interface TinyVoiceOptions extends TinyModelOptions {
  espeakVoice?: string;
  /** Piper's language code ("ur_PK"); en_US by default. */
  language?: string;
}

export function tinyPiperConfig(options: TinyVoiceOptions = {}) {
  const code = options.language ?? "en_US";
  const [family = "en", region = ""] = code.split("_");
  return {
    audio: { sample_rate: options.sampleRate ?? 16_000, quality: "x_low" },
    espeak: { voice: options.espeakVoice ?? (family === "en" ? "en-us" : family) },
    inference: { noise_scale: 0.667, length_scale: 1, noise_w: 0.8 },
    phoneme_type: "espeak",
    phoneme_map: {},
    phoneme_id_map: Object.fromEntries(SYMBOLS.map((s, i) => [s, [i]])),
    num_symbols: SYMBOLS.length,
    num_speakers: 1,
    speaker_id_map: {},
    piper_version: "1.0.0",
    language: {
      code,
      family,
      region,
      name_native: "English",
      name_english: "English",
      country_english: "United States",
    },
    dataset: "tiny",
  };
}

/** Writes `<dir>/<name>.onnx` and `<dir>/<name>.onnx.json`; returns the `.onnx` path. */
export function writeTinyPiperVoice(
  dir: string,
  name = "en_US-tiny-x_low",
  options: TinyVoiceOptions = {},
): string {
  // Piper names a voice by its language: the config says the same, as Piper's own do.
  const language = options.language ?? /^([a-z]{2,3}_[A-Z]{2})-/.exec(name)?.[1];
  fs.mkdirSync(dir, { recursive: true });
  const onnx = path.join(dir, `${name}.onnx`);
  fs.writeFileSync(onnx, tinyPiperOnnx(options));
  const config = tinyPiperConfig({ ...options, ...(language ? { language } : {}) });
  fs.writeFileSync(`${onnx}.json`, JSON.stringify(config, null, 2));
  return onnx;
}

/** Runs `npm run voices:<command> -- <args>` as an operator would, with DATA_DIR set. */
export async function voicesCli(
  command: "add" | "list" | "remove",
  args: string[],
  dataDir: string,
) {
  const { execFile } = await import("node:child_process");
  const root = path.resolve(import.meta.dirname, "../..");
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ["scripts/run-ts.mjs", `scripts/voices-${command}.ts`, ...args],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test" } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** The neural tests speak through sherpa-onnx, which phonemises with the system's eSpeak data. */
export function requireEspeakData(): void {
  if (!findEspeakData()) throw new Error(`The neural voice tests need it. ${ESPEAK_INSTALL_HINT}`);
}
