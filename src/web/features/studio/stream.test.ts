// The studio's side of POST /api/generations/stream: frames in, audio handed on, the answer or
// the API's error out (the server's side: src/server/features/generations/stream-route.test.ts).
import { HttpResponse, http } from "msw/http";
import { describe, expect, it } from "vitest";
import { mockServer } from "../../../../tests/helpers/api-mock.ts";
import { FRAME, frame, jsonFrame } from "../../../domain/speech-frames.ts";
import { ApiRequestError } from "../../lib/api.ts";
import { streamGeneration } from "./stream.ts";
import { generated } from "./test-fixtures.tsx";

const BODY = { voiceId: "basic-en-us-male-1", text: "Hello there", format: "mp3" as const };

// The body cut into 3-byte chunks, as a network may deliver it.
function reply(parts: Uint8Array[], status = 200) {
  const bytes = new Uint8Array(Buffer.concat(parts));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.byteLength; at += 3) controller.enqueue(bytes.slice(at, at + 3));
      controller.close();
    },
  });
  mockServer.use(
    http.post(
      "/api/generations/stream",
      () =>
        new HttpResponse(body, {
          status,
          headers: { "content-type": "application/vnd.awaaz.speech-frames" },
        }),
    ),
  );
}

async function run() {
  const audio: number[][] = [];
  const outcome = await streamGeneration(BODY, new AbortController().signal, (bytes) =>
    audio.push([...bytes]),
  ).catch((error: unknown) => error);
  return { audio, outcome };
}

describe("a streamed generation in the studio", () => {
  it("hands on each piece's audio in order and answers what the server answered at the end", async () => {
    reply([
      frame(FRAME.audio, Uint8Array.of(1, 2, 3, 4)),
      frame(FRAME.audio, Uint8Array.of(5, 6)),
      jsonFrame(FRAME.result, generated),
    ]);
    const { audio, outcome } = await run();
    expect(audio).toEqual([
      [1, 2, 3, 4],
      [5, 6],
    ]);
    expect(outcome).toEqual(generated);
  });

  it("fails with the server's error and status when it refuses before any audio", async () => {
    mockServer.use(
      http.post("/api/generations/stream", () =>
        HttpResponse.json(
          { error: { code: "QUOTA_EXCEEDED", message: "No generations left" } },
          { status: 402 },
        ),
      ),
    );
    const { audio, outcome } = await run();
    expect(audio).toEqual([]);
    expect(outcome).toBeInstanceOf(ApiRequestError);
    expect(outcome).toMatchObject({
      status: 402,
      code: "QUOTA_EXCEEDED",
      message: "No generations left",
    });
  });

  it("fails with the error frame's status, code and message when speech fails half-way", async () => {
    reply([
      frame(FRAME.audio, Uint8Array.of(9)),
      jsonFrame(FRAME.error, {
        status: 504,
        error: {
          code: "SPEECH_TIMEOUT",
          message: "Request timed out.",
          key: "messages.speechTimeout",
        },
      }),
    ]);
    const { audio, outcome } = await run();
    expect(audio).toEqual([[9]]);
    expect(outcome).toMatchObject({
      status: 504,
      code: "SPEECH_TIMEOUT",
      message: "Request timed out.",
      ref: { key: "messages.speechTimeout" },
    });
  });

  it("calls a body that ends before its outcome a network failure", async () => {
    reply([
      frame(FRAME.audio, Uint8Array.of(7, 7)),
      jsonFrame(FRAME.result, generated).slice(0, 9),
    ]);
    const { audio, outcome } = await run();
    expect(audio).toEqual([[7, 7]]);
    expect(outcome).toMatchObject({ status: 0, code: "NETWORK" });
  });
});
