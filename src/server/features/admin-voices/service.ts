// The admin Voices tab: every engine's voices with the operator's settings, turning one on or off,
// relabelling it, and installing a neural voice from the catalogue. Each change is audited.
import type { VoicePatch } from "../../../domain/admin-voices.ts";
import type { AppDeps } from "../../app-env.ts";
import { voiceOverrides } from "../../db/schema.ts";
import { type Env, voicesDirOf } from "../../env.ts";
import { CATALOGUE, findCatalogueVoice } from "../../speech/neural/catalogue.ts";
import { installVoice, VOICE_PREFIX } from "../../speech/neural/install.ts";
import type { Voice } from "../../speech/types.ts";
import { applyOverride, LABELS, type VoiceOverride } from "../voices/service.ts";
import { createInstalls, type Installer } from "./installs.ts";

function voiceView(voice: Voice, original: Voice, override: VoiceOverride | undefined) {
  return {
    id: voice.id,
    engine: voice.engine,
    name: voice.name,
    gender: voice.gender,
    accent: voice.accent,
    language: voice.language,
    description: voice.description,
    enabled: override?.enabled !== false,
    relabelled: LABELS.some((k) => override?.[k] != null),
    original: {
      name: original.name,
      gender: original.gender,
      accent: original.accent,
      language: original.language,
      description: original.description,
    },
  };
}

export type AdminVoiceView = ReturnType<typeof voiceView>;

export type AdminVoicesDeps = Pick<AppDeps, "db" | "now" | "voices" | "audit" | "logger"> & {
  installVoice: Installer;
};

// Into VOICES_DIR, where the neural engine looks, from Piper's voices or the configured mirror.
export function neuralInstaller(env: Env): Installer {
  return (source, options) =>
    installVoice(source, {
      voicesDir: voicesDirOf(env),
      baseUrl: env.NEURAL_VOICES_URL,
      ...options,
    });
}

export function createAdminVoicesService(deps: AdminVoicesDeps) {
  const { db, now, voices, audit } = deps;
  const installs = createInstalls({ db, now, install: deps.installVoice, logger: deps.logger });

  async function list() {
    const [all, recent] = await Promise.all([voices.listAll(), installs.recent()]);
    const ids = new Set(all.voices.map((v) => v.voice.id));
    return {
      voices: all.voices.map((v) => voiceView(v.voice, v.original, v.override)),
      errors: all.errors,
      catalogue: CATALOGUE.map((c) => ({
        key: c.key,
        name: c.name,
        gender: c.gender,
        accent: c.accent,
        language: c.language,
        description: c.description,
        approxMb: c.approxMb,
        licence: c.licence,
        installed: ids.has(`${VOICE_PREFIX}${c.key}`),
      })),
      installs: recent,
    };
  }

  /** The voice with the change applied, or null when no engine has it. */
  async function update(id: string, patch: VoicePatch, ip: string) {
    const { voices: all } = await voices.listAll();
    const found = all.find((v) => v.voice.id === id);
    if (!found) return null;
    const values = { ...patch, updatedAt: now() } as Partial<VoiceOverride>;
    const [row] = await db
      .insert(voiceOverrides)
      .values({ voiceId: id, ...values })
      .onConflictDoUpdate({ target: voiceOverrides.voiceId, set: values })
      .returning();
    await audit.record({ action: "voice.update", target: id, detail: { ...patch }, ip });
    return voiceView(applyOverride(found.original, row), found.original, row);
  }

  type Started =
    | { ok: true; install: Awaited<ReturnType<typeof installs.start>> }
    | { ok: false; reason: "unknown" | "installed" | "running" };

  async function install(source: string, ip: string): Promise<Started> {
    const voice = findCatalogueVoice(source);
    if (!voice) return { ok: false, reason: "unknown" };
    const { voices: all } = await voices.listAll();
    if (all.some((v) => v.voice.id === `${VOICE_PREFIX}${voice.key}`))
      return { ok: false, reason: "installed" };
    const started = await installs.start(voice.key);
    if (!started) return { ok: false, reason: "running" };
    await audit.record({ action: "voice.install", target: voice.key, detail: null, ip });
    return { ok: true, install: started };
  }

  return { list, update, install, installs: installs.recent, findInstall: installs.find };
}

export type AdminVoicesService = ReturnType<typeof createAdminVoicesService>;
