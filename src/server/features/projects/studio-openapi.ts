// What /v1/openapi.json says of each Studio route (features/public-api/openapi.ts): kept beside
// the routes, one entry a route, so studio-routes.ts names each with a word.
import { bytesAnswer, documented, jsonAnswer } from "../public-api/openapi.ts";

const EL = "elevenlabs";
const form = {
  requestBody: {
    required: true,
    content: { "multipart/form-data": { schema: { type: "object" as const } } },
  },
};
const json = (summary: string, answer: string) => documented(EL, summary, jsonAnswer(answer));
const mp3 = (summary: string) => documented(EL, summary, bytesAnswer("The MP3", "audio/mpeg"));

export const doc = {
  list: json("Every project of the key's owner", "The projects"),
  create: documented(
    EL,
    "A project from a document or from content (multipart form), converted if asked",
    jsonAnswer("The project"),
    form,
  ),
  get: json("One project and its chapters", "The project"),
  update: json("Change a project's name, default voice, title and author (JSON)", "The project"),
  remove: json("Delete a project", "Deleted"),
  convert: json("Convert the whole project to speech", "Queued"),
  chapters: json("A project's chapters", "The chapters"),
  chapter: json("One chapter and its content", "The chapter"),
  chConvert: json("Convert one chapter to speech", "Queued"),
  chSnaps: json("A chapter's finished conversions", "The snapshots"),
  chMp3: mp3("A chapter snapshot's audio"),
  snaps: json("A project's finished conversions", "The snapshots"),
  snap: json("One project snapshot", "The snapshot"),
  audio: mp3("A project snapshot's audio"),
  zip: documented(
    EL,
    "Every chapter's audio of a project snapshot, zipped",
    bytesAnswer("The ZIP", "application/zip"),
  ),
};
