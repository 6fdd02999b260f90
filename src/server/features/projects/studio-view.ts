// Projects, chapters and snapshots as ElevenLabs' Studio API answers them (the fields its SDK
// requires, filled with what Awaaz has).
import { blockText } from "../../../domain/projects.ts";
import type { ChapterProgress, ConversionRow } from "./progress.ts";
import type { ChapterRow, FullProject, ProjectRow } from "./store.ts";

const unix = (d: Date | null | undefined) => (d ? Math.floor(d.getTime() / 1000) : undefined);

/** The project's latest conversion, and its latest finished whole-project one. */
export interface ProjectState {
  latest: ConversionRow | null;
  progress: ChapterProgress[];
  downloadable: boolean;
}

export function projectView(p: ProjectRow, state: ProjectState) {
  return {
    project_id: p.id,
    name: p.name,
    create_date_unix: unix(p.createdAt) ?? 0,
    created_by_user_id: p.userId,
    default_title_voice_ref_id: p.defaultVoiceId,
    default_paragraph_voice_ref_id: p.defaultVoiceId,
    default_title_voice_id: p.defaultVoiceId,
    default_paragraph_voice_id: p.defaultVoiceId,
    default_model_id: "awaaz",
    last_conversion_date_unix: unix(state.latest?.createdAt),
    can_be_downloaded: state.downloadable,
    title: p.title ?? p.name,
    author: p.author ?? undefined,
    volume_normalization: true,
    state: state.latest?.status === "running" ? "converting" : "default",
    access_level: "admin",
    quality_check_on: false,
    quality_check_on_when_bulk_convert: false,
  };
}

export function chapterView(c: ChapterRow, state: ProjectState) {
  const progress = state.progress.find((p) => p.chapterId === c.id);
  const running = state.latest?.status === "running" && progress !== undefined;
  const characters = c.blocks.reduce((n, b) => n + blockText(b).trim().length, 0);
  const converted = progress?.doneCharacters ?? 0;
  return {
    chapter_id: c.id,
    name: c.title,
    last_conversion_date_unix: progress ? unix(state.latest?.createdAt) : undefined,
    conversion_progress: progress ? progress.done / Math.max(1, progress.total) : undefined,
    can_be_downloaded: progress !== undefined && state.latest?.status === "done",
    state: running ? "converting" : "default",
    voice_ids: [
      ...new Set(c.blocks.flatMap((b) => b.parts.map((p) => p.voiceId)).filter((v) => v !== null)),
    ],
    statistics: {
      characters_converted: converted,
      characters_unconverted: Math.max(0, characters - converted),
      paragraphs_converted: progress?.done ?? 0,
      paragraphs_unconverted: Math.max(0, c.blocks.length - (progress?.done ?? 0)),
    },
    ...(progress && progress.failed > 0
      ? { last_conversion_error: `${progress.failed} blocks failed` }
      : {}),
  };
}

export function chapterContentView(c: ChapterRow, defaultVoiceId: string, state: ProjectState) {
  return {
    ...chapterView(c, state),
    content: {
      blocks: c.blocks.map((b) => ({
        block_id: b.id,
        nodes: b.parts.map((p) => ({
          type: "tts_node",
          project_voice_ref_id: p.voiceId ?? defaultVoiceId,
          voice_id: p.voiceId ?? defaultVoiceId,
          text: p.text,
        })),
      })),
    },
  };
}

export function projectExtendedView(p: FullProject, state: ProjectState) {
  return {
    ...projectView(p, state),
    quality_preset: "standard",
    chapters: p.chapters.map((c) => chapterView(c, state)),
    pronunciation_dictionary_versions: [],
    pronunciation_dictionary_locators: (p.pronunciationLocators ?? []).map((l) => ({
      pronunciation_dictionary_id: l.id,
      version_id: l.versionId ?? null,
    })),
    apply_text_normalization: "auto",
    assets: [],
    voices: [],
  };
}

const snapshotName = (p: ProjectRow, c: ConversionRow) => `${p.name} ${c.createdAt.toISOString()}`;

export function projectSnapshotView(p: ProjectRow, c: ConversionRow) {
  return {
    project_snapshot_id: c.id,
    project_id: p.id,
    created_at_unix: unix(c.createdAt) ?? 0,
    name: snapshotName(p, c),
  };
}

export function chapterSnapshotView(p: ProjectRow, chapterId: string, c: ConversionRow) {
  return {
    chapter_snapshot_id: c.id,
    project_id: p.id,
    chapter_id: chapterId,
    created_at_unix: unix(c.createdAt) ?? 0,
    name: snapshotName(p, c),
  };
}
