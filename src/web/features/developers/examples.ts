// Copyable examples for both shapes; `base` is this site's address, `key` a placeholder.
export interface Example {
  id: string;
  title: string;
  code: string;
}

export function examples(base: string, key = "YOUR_API_KEY"): Example[] {
  return [
    {
      id: "curl-openai",
      title: "curl (OpenAI shape)",
      code: `curl ${base}/v1/audio/speech \\
  -H "Authorization: Bearer ${key}" \\
  -H "Content-Type: application/json" \\
  -d '{"model": "tts-1", "voice": "alloy", "input": "Hello from Awaaz!"}' \\
  -o hello.mp3`,
    },
    {
      id: "curl-elevenlabs",
      title: "curl (ElevenLabs shape)",
      code: `curl "${base}/v1/text-to-speech/adam?output_format=mp3_44100_128" \\
  -H "xi-api-key: ${key}" \\
  -H "Content-Type: application/json" \\
  -d '{"text": "Hello from Awaaz!"}' \\
  -o hello.mp3`,
    },
    {
      id: "js-openai",
      title: "JavaScript: openai",
      code: `import OpenAI from "openai";
import { writeFile } from "node:fs/promises";

const client = new OpenAI({ apiKey: "${key}", baseURL: "${base}/v1" });
const speech = await client.audio.speech.create({
  model: "tts-1",
  voice: "nova",
  input: "Hello from Awaaz!",
});
await writeFile("hello.mp3", Buffer.from(await speech.arrayBuffer()));`,
    },
    {
      id: "js-elevenlabs",
      title: "JavaScript: @elevenlabs/elevenlabs-js",
      code: `import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { writeFile } from "node:fs/promises";

const client = new ElevenLabsClient({ apiKey: "${key}", baseUrl: "${base}" });
const { voices } = await client.voices.getAll();
const audio = await client.textToSpeech.convert(voices[0].voiceId, {
  text: "Hello from Awaaz!",
  outputFormat: "mp3_44100_128",
});
await writeFile("hello.mp3", Buffer.from(await new Response(audio).arrayBuffer()));`,
    },
    {
      id: "py-openai",
      title: "Python: openai",
      code: `from openai import OpenAI

client = OpenAI(api_key="${key}", base_url="${base}/v1")
with client.audio.speech.with_streaming_response.create(
    model="tts-1", voice="nova", input="Hello from Awaaz!"
) as response:
    response.stream_to_file("hello.mp3")`,
    },
    {
      id: "py-elevenlabs",
      title: "Python: elevenlabs",
      code: `from elevenlabs.client import ElevenLabs

client = ElevenLabs(api_key="${key}", base_url="${base}")
audio = client.text_to_speech.convert(
    voice_id="adam", text="Hello from Awaaz!", output_format="mp3_44100_128"
)
with open("hello.mp3", "wb") as f:
    for chunk in audio:
        f.write(chunk)`,
    },
  ];
}

export const ENDPOINTS: [string, string][] = [
  ["GET /v1/voices", "Every voice you can use (ElevenLabs shape), with labels and a preview"],
  ["GET /v1/voices/{voice_id}", "One voice"],
  ["POST /v1/text-to-speech/{voice_id}", "Speech; output_format mp3_44100_128, pcm_16000, …"],
  ["POST /v1/text-to-speech/{voice_id}/stream", "The same, streamed as it is spoken"],
  ["GET /v1/user/subscription, /v1/user", "Your plan in characters: one generation = 5,000"],
  ["POST /v1/audio/speech", "Speech (OpenAI shape): mp3, wav or pcm (24 kHz)"],
  ["GET /v1/models", "Models for either SDK (all accepted; the voice decides)"],
  ["GET /v1/openapi.json", "The OpenAPI document, generated from the server's schemas"],
  ["GET|POST /api/keys, DELETE /api/keys/:id", "Your keys (signed-in session)"],
];
