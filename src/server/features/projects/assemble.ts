// A finished conversion's files: each chapter's blocks joined into one MP3 (they share rate and
// bitrate, so their frames join as they are), and for a whole-project conversion one MP3 of every
// chapter under an ID3 tag with a chapter frame each. Captions are kept as cues, from each
// block's words as its engine timed them.

import { type Cue, captionCues } from "../../../domain/captions.ts";
import { blockText, type ChapterOutput, type ConversionOutput } from "../../../domain/projects.ts";
import {
  estimateMarks,
  fitMarks,
  type TimedWord,
  timedWords,
} from "../../../domain/word-timing.ts";
import type { projectRenders } from "../../db/schema-projects.ts";
import { concat, mp3DurationMs } from "../../speech/audio.ts";
import type { ProjectsDeps } from "./deps.ts";
import { id3Tag } from "./id3.ts";
import { wordsKey } from "./render.ts";

type RenderRow = typeof projectRenders.$inferSelect;

// A block's words as its engine timed them (render.ts); a block kept without them shares its
// time by letters, each pause its exact length.
async function blockWords(deps: ProjectsDeps, render: RenderRow, ms: number): Promise<TimedWord[]> {
  const kept = await deps.audio.get(wordsKey(render.audioKey));
  if (kept) return JSON.parse(new TextDecoder().decode(await kept.read())) as TimedWord[];
  const text = blockText(render);
  return timedWords(text, fitMarks(estimateMarks(text, ms), ms));
}

export interface Assembly {
  userId: string;
  conversionId: string;
  title: string;
  author: string | null;
  wholeProject: boolean;
}

function byChapter(renders: RenderRow[]): RenderRow[][] {
  const groups: RenderRow[][] = [];
  for (const r of renders) {
    const last = groups[groups.length - 1];
    if (last && last[0]?.chapterId === r.chapterId) last.push(r);
    else groups.push([r]);
  }
  return groups;
}

export async function assemble(
  deps: ProjectsDeps,
  job: Assembly,
  renders: RenderRow[],
): Promise<ConversionOutput> {
  const prefix = `projects/${job.userId}/${job.conversionId}`;
  const chapters: ChapterOutput[] = [];
  const bodies: Uint8Array[] = [];
  for (const [index, group] of byChapter(renders).entries()) {
    const parts: Uint8Array[] = [];
    const cues: Cue[] = [];
    let at = 0;
    for (const render of group) {
      const stored = await deps.audio.get(render.audioKey);
      if (!stored) throw new Error(`block audio missing: ${render.audioKey}`);
      const audio = await stored.read();
      const ms = mp3DurationMs(audio) ?? 0;
      const offset = at;
      cues.push(
        ...captionCues(await blockWords(deps, render, ms)).map((c) => ({
          ...c,
          start: c.start + offset,
          end: c.end + offset,
        })),
      );
      parts.push(audio);
      at += ms;
    }
    const body = concat(parts);
    const title = group[0]?.chapterTitle ?? "";
    const key = `${prefix}/chapter-${index + 1}.mp3`;
    await deps.audio.put(key, concat([id3Tag({ title, author: job.author }), body]));
    chapters.push({ chapterId: group[0]?.chapterId ?? "", title, key, durationMs: at, cues });
    bodies.push(body);
  }
  const durationMs = chapters.reduce((n, c) => n + c.durationMs, 0);
  let projectKey: string | null = null;
  if (job.wholeProject) {
    let start = 0;
    const tagged = chapters.map((c) => {
      const chapter = { title: c.title, startMs: start, endMs: start + c.durationMs };
      start += c.durationMs;
      return chapter;
    });
    projectKey = `${prefix}/project.mp3`;
    const tag = id3Tag({ title: job.title, author: job.author, chapters: tagged });
    await deps.audio.put(projectKey, concat([tag, ...bodies]));
  }
  return { chapters, projectKey, durationMs };
}
