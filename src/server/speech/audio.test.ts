import { describe, expect, it } from "vitest";
import { fakeMp3, fakePcm, MP3_FRAME_MS, withId3 } from "../../../tests/fakes/audio.ts";
import {
  id3Length,
  isMp3,
  mp3DurationMs,
  pcm16ToWav,
  WAV_HEADER_BYTES,
  wavDurationMs,
  wholeMp3Frames,
} from "./audio.ts";

describe("pcm16ToWav and wavDurationMs", () => {
  it("wraps PCM in a header that says how long it is", () => {
    const wav = pcm16ToWav(fakePcm(22_050, 22_050), 22_050);
    expect(wav.byteLength).toBe(WAV_HEADER_BYTES + 44_100);
    expect(wavDurationMs(wav)).toBe(1000);
  });

  it("uses the bytes present when the declared size is unknown or too big", () => {
    const wav = pcm16ToWav(fakePcm(11_025, 22_050), 22_050);
    new DataView(wav.buffer).setUint32(40, 0xffffffff, true);
    expect(wavDurationMs(wav)).toBe(500);
  });

  it("skips chunks before the data", () => {
    const plain = pcm16ToWav(fakePcm(2205, 22_050), 22_050);
    const list = new Uint8Array([0x4c, 0x49, 0x53, 0x54, 4, 0, 0, 0, 1, 2, 3, 4]);
    const wav = new Uint8Array(plain.byteLength + list.byteLength);
    wav.set(plain.subarray(0, 36));
    wav.set(list, 36);
    wav.set(plain.subarray(36), 36 + list.byteLength);
    expect(wavDurationMs(wav)).toBe(100);
  });

  it("refuses what is not a WAV", () => {
    expect(wavDurationMs(new Uint8Array(100))).toBeNull();
    expect(wavDurationMs(fakeMp3(3))).toBeNull();
  });
});

describe("mp3DurationMs", () => {
  it("adds up the frames", () => {
    expect(mp3DurationMs(fakeMp3(100))).toBe(Math.round(100 * MP3_FRAME_MS));
    expect(isMp3(fakeMp3(1))).toBe(true);
  });

  it("skips an ID3 tag", () => {
    const tagged = withId3(fakeMp3(10));
    expect(id3Length(tagged)).toBe(20);
    expect(isMp3(tagged)).toBe(true);
    expect(mp3DurationMs(tagged)).toBe(Math.round(10 * MP3_FRAME_MS));
  });

  it("ignores a truncated last frame and refuses what is not an MP3", () => {
    const cut = fakeMp3(3).subarray(0, 417 * 2 + 100);
    expect(mp3DurationMs(cut)).toBe(Math.round(2 * MP3_FRAME_MS));
    expect(mp3DurationMs(new TextEncoder().encode('{"detail":"x"}'))).toBeNull();
    expect(isMp3(pcm16ToWav(fakePcm(100, 22_050), 22_050))).toBe(false);
  });
});

describe("wholeMp3Frames", () => {
  it("counts the bytes of the whole frames, stopping before one cut short", () => {
    const three = fakeMp3(3);
    const frame = three.length / 3;
    expect(wholeMp3Frames(three)).toBe(three.length);
    expect(wholeMp3Frames(three.subarray(0, three.length - 10))).toBe(2 * frame);
    expect(wholeMp3Frames(withId3(fakeMp3(1)))).toBe(20 + frame);
    expect(wholeMp3Frames(three.subarray(0, 3))).toBe(0);
  });
});
