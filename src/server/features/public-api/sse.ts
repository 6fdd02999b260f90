// OpenAI's `stream_format: "sse"`: the same audio as server-sent events, each chunk base64 in a
// `speech.audio.delta`, then `speech.audio.done` (https://platform.openai.com/docs/api-reference/audio).
const encoder = new TextEncoder();
const event = (data: object) => encoder.encode(`data: ${JSON.stringify(data)}\n\n`);

export async function* speechEvents(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  for await (const chunk of chunks) {
    yield event({ type: "speech.audio.delta", audio: Buffer.from(chunk).toString("base64") });
  }
  // Awaaz counts generations, not tokens: the usage OpenAI's clients read is there, and zero.
  yield event({
    type: "speech.audio.done",
    usage: { input_tokens: 0, output_tokens: 0, total_tokens: 0 },
  });
}
