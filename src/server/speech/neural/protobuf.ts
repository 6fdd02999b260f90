// The few protobuf wire-format pieces an ONNX file needs: reading its fields without a schema
// compiler, and writing the entries appended to it. https://protobuf.dev/programming-guides/encoding/
import { concat } from "../audio.ts";

export const WIRE = { varint: 0, i64: 1, len: 2, i32: 5 } as const;

export interface Field {
  number: number;
  wire: number;
  /** A varint's value; for other wire types, 0. */
  value: bigint;
  /** Where a length-delimited field's bytes start and end in the buffer. */
  start: number;
  end: number;
}

export class ProtobufError extends Error {}

function readVarint(bytes: Uint8Array, at: number): { value: bigint; next: number } {
  let value = 0n;
  let shift = 0n;
  for (let i = at; i < bytes.length && i < at + 10; i++) {
    const b = bytes[i] ?? 0;
    value |= BigInt(b & 0x7f) << shift;
    if ((b & 0x80) === 0) return { value, next: i + 1 };
    shift += 7n;
  }
  throw new ProtobufError(`the file ends inside a number at byte ${at}`);
}

/** Every field of the message in bytes[start, end), in order; throws on a truncated message. */
export function* fields(bytes: Uint8Array, start = 0, end = bytes.length): Generator<Field> {
  let at = start;
  while (at < end) {
    const key = readVarint(bytes, at);
    const number = Number(key.value >> 3n);
    const wire = Number(key.value & 7n);
    if (number === 0) throw new ProtobufError(`field number 0 at byte ${at}`);
    at = key.next;
    if (wire === WIRE.varint) {
      const v = readVarint(bytes, at);
      yield { number, wire, value: v.value, start: at, end: v.next };
      at = v.next;
    } else if (wire === WIRE.len) {
      const len = readVarint(bytes, at);
      const from = len.next;
      const to = from + Number(len.value);
      if (to > end)
        throw new ProtobufError(`field ${number} runs past the end (byte ${to} of ${end})`);
      yield { number, wire, value: 0n, start: from, end: to };
      at = to;
    } else if (wire === WIRE.i64 || wire === WIRE.i32) {
      const to = at + (wire === WIRE.i64 ? 8 : 4);
      if (to > end) throw new ProtobufError(`field ${number} runs past the end`);
      yield { number, wire, value: 0n, start: at, end: to };
      at = to;
    } else {
      throw new ProtobufError(`unknown wire type ${wire} at byte ${at}`);
    }
  }
}

export function text(bytes: Uint8Array, field: Field): string {
  return new TextDecoder().decode(bytes.subarray(field.start, field.end));
}

// Writing: enough to build messages field by field.

export function varint(value: number | bigint): number[] {
  let v = BigInt.asUintN(64, BigInt(value));
  const out: number[] = [];
  while (v >= 0x80n) {
    out.push(Number(v & 0x7fn) | 0x80);
    v >>= 7n;
  }
  out.push(Number(v));
  return out;
}

export function varintField(number: number, value: number | bigint): Uint8Array {
  return Uint8Array.from([...varint((number << 3) | WIRE.varint), ...varint(value)]);
}

export function bytesField(number: number, body: Uint8Array | string): Uint8Array {
  const data = typeof body === "string" ? new TextEncoder().encode(body) : body;
  const head = [...varint((number << 3) | WIRE.len), ...varint(data.length)];
  return concat([Uint8Array.from(head), data]);
}

/** A message is its fields one after the other. */
export function message(...parts: Uint8Array[]): Uint8Array {
  return concat(parts);
}
