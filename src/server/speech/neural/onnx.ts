// What the installer and the engine check in a Piper `.onnx` before the native library sees it:
// sherpa-onnx ends the whole process (no exception) on a model it cannot use, so a truncated file,
// a graph that is not Piper's, or missing metadata must be caught here, in JavaScript.
// ONNX's schema: https://github.com/onnx/onnx/blob/main/onnx/onnx.proto
import { bytesField, type Field, fields, message, ProtobufError, text, WIRE } from "./protobuf.ts";

// ModelProto, GraphProto and ValueInfoProto field numbers.
const MODEL = { irVersion: 1, graph: 7, opset: 8, metadata: 14 } as const;
const GRAPH = { node: 1, input: 11, output: 12 } as const;

/** Piper's graph: phoneme ids, their count and the noise/length/noise-w scales in; samples out. */
export const PIPER_INPUTS = ["input", "input_lengths", "scales"] as const;
export const PIPER_OUTPUT = "output";

export interface OnnxSummary {
  irVersion: number;
  nodes: number;
  inputs: string[];
  outputs: string[];
  metadata: Record<string, string>;
}

export class OnnxError extends Error {}

function valueInfoName(bytes: Uint8Array, info: Field): string {
  for (const f of fields(bytes, info.start, info.end)) if (f.number === 1) return text(bytes, f);
  return "";
}

/** Walks the whole file: a truncated or corrupt one throws OnnxError saying what is wrong. */
export function readOnnx(bytes: Uint8Array): OnnxSummary {
  const summary: OnnxSummary = { irVersion: 0, nodes: 0, inputs: [], outputs: [], metadata: {} };
  let graphs = 0;
  try {
    for (const f of fields(bytes)) {
      if (f.number === MODEL.irVersion && f.wire === WIRE.varint)
        summary.irVersion = Number(f.value);
      if (f.number === MODEL.graph && f.wire === WIRE.len) {
        graphs++;
        for (const g of fields(bytes, f.start, f.end)) {
          if (g.wire !== WIRE.len) continue;
          if (g.number === GRAPH.node) summary.nodes++;
          if (g.number === GRAPH.input) summary.inputs.push(valueInfoName(bytes, g));
          if (g.number === GRAPH.output) summary.outputs.push(valueInfoName(bytes, g));
        }
      }
      if (f.number === MODEL.metadata && f.wire === WIRE.len) {
        let key = "";
        let value = "";
        for (const e of fields(bytes, f.start, f.end)) {
          if (e.number === 1) key = text(bytes, e);
          if (e.number === 2) value = text(bytes, e);
        }
        summary.metadata[key] = value;
      }
    }
  } catch (error) {
    if (error instanceof ProtobufError)
      throw new OnnxError(`not a complete ONNX model: ${error.message}`);
    throw error;
  }
  if (summary.irVersion < 3 || graphs !== 1 || summary.nodes === 0) {
    throw new OnnxError("not an ONNX model (no ir_version or graph)");
  }
  return summary;
}

/** Throws unless the graph has Piper's inputs and output. */
export function assertPiperGraph(summary: OnnxSummary): void {
  const missing = PIPER_INPUTS.filter((name) => !summary.inputs.includes(name));
  if (missing.length > 0 || !summary.outputs.includes(PIPER_OUTPUT)) {
    throw new OnnxError(
      `not a Piper voice: its inputs are ${summary.inputs.join(", ") || "none"} and outputs ` +
        `${summary.outputs.join(", ") || "none"} (Piper's are ${PIPER_INPUTS.join(", ")} -> ${PIPER_OUTPUT})`,
    );
  }
}

/**
 * ModelProto field 14 entries (`StringStringEntryProto {key = 1, value = 2}`). Protobuf merges
 * repeated fields wherever they appear, so these bytes appended to a model add its metadata.
 */
export function metadataBytes(entries: Record<string, string>): Uint8Array {
  return message(
    ...Object.entries(entries).map(([key, value]) =>
      bytesField(MODEL.metadata, message(bytesField(1, key), bytesField(2, value))),
    ),
  );
}
