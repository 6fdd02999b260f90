// Copyable examples for both shapes; `base` is this site's address, `key` a placeholder. The code
// stays as it is in every language; the titles naming a shape are texts.
import { developersText } from "./texts.ts";

export interface Example {
  id: string;
  title: string;
  code: string;
}

export function examples(base: string, key = "YOUR_API_KEY"): Example[] {
  return [
    {
      id: "curl-openai",
      title: developersText("exampleCurlOpenai"),
      code: `curl ${base}/v1/audio/speech \\
  -H "Authorization: Bearer ${key}" \\
  -H "Content-Type: application/json" \\
  -d '{"model": "tts-1", "voice": "alloy", "input": "Hello from Awaaz!"}' \\
  -o hello.mp3`,
    },
    {
      id: "curl-elevenlabs",
      title: developersText("exampleCurlElevenlabs"),
      code: `curl "${base}/v1/text-to-speech/basic-en-us-male-1?output_format=mp3_44100_128" \\
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
    voice_id="basic-en-us-male-1", text="Hello from Awaaz!", output_format="mp3_44100_128"
)
with open("hello.mp3", "wb") as f:
    for chunk in audio:
        f.write(chunk)`,
    },
  ];
}

/** Each endpoint and the key of what it does. */
export const ENDPOINTS: [string, Parameters<typeof developersText>[0]][] = [
  ["GET /v1/voices", "endpointVoices"],
  ["GET /v1/voices/{voice_id}", "endpointVoice"],
  ["GET /v2/voices", "endpointSearch"],
  ["POST /v1/text-to-speech/{voice_id}", "endpointSpeech"],
  ["POST /v1/text-to-speech/{voice_id}/stream", "endpointStream"],
  ["GET /v1/user/subscription, /v1/user", "endpointUser"],
  ["POST /v1/audio/speech", "endpointOpenaiSpeech"],
  ["GET /v1/models", "endpointModels"],
  ["GET /v1/openapi.json", "endpointOpenapi"],
  ["GET|POST /api/keys, DELETE /api/keys/:id", "endpointKeys"],
];
