// The admin Voices tab: every engine's voices with the operator's settings, turning one on or off,
// relabelling it, and installing a neural voice from the catalogue. Each change is audited.
import { eq, sql } from "drizzle-orm";
import type { VoicePatch } from "../../../domain/admin-voices.ts";
import { byKey } from "../../../domain/messages.ts";
import type { AppDeps } from "../../app-env.ts";
import type { Tx } from "../../db/client.ts";
import { voiceOverrides } from "../../db/schema.ts";
import { type Env, voicesDirOf } from "../../env.ts";
import { ApiError } from "../../http/errors.ts";
import { CATALOGUE, findCatalogueVoice } from "../../speech/neural/catalogue.ts";
import { ESPEAK_INSTALL_HINT, findEspeakData } from "../../speech/neural/espeak-data.ts";
import { InstallError, installVoice, VOICE_PREFIX } from "../../speech/neural/install.ts";
import { scanVoices } from "../../speech/neural/voice-folder.ts";
import type { Voice } from "../../speech/types.ts";
import { applyOverride, LABELS, type VoiceOverride } from "../voices/service.ts";
import { createDefaultVoices } from "./defaults.ts";
import { createInstalls, type Installer, type InstallView } from "./installs.ts";

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
  /** NEURAL_DEFAULT_VOICES: catalogue names installed in the background. */
  defaultVoices: readonly string[];
  /** The neural voices in VOICES_DIR now, each with the licence its install recorded. */
  installedVoices: () => Promise<Map<string, string>>;
};

// VOICES_DIR as the engine reads it, eSpeak's data included: a voice it would skip is missing.
export function installedNeuralVoices(env: Env) {
  return async () => {
    const scan = await scanVoices(voicesDirOf(env), findEspeakData(env.ESPEAK_NG_DATA));
    return new Map(scan.voices.map((v) => [v.key, v.licence]));
  };
}

// Into VOICES_DIR, where the neural engine looks, from Piper's voices or the configured mirror.
// The eSpeak data is the engine's own (ESPEAK_NG_DATA first), so the install checks the voice and
// loads it once against what will serve it. Without that data the job refuses before downloading:
// its row could not show installVoice's warning, and "done" would claim an unchecked voice.
export function neuralInstaller(env: Env): Installer {
  return async (source, options) => {
    const espeakData = findEspeakData(env.ESPEAK_NG_DATA);
    if (!espeakData) throw new InstallError(ESPEAK_INSTALL_HINT);
    return installVoice(source, {
      voicesDir: voicesDirOf(env),
      baseUrl: env.NEURAL_VOICES_URL,
      espeakData,
      ...options,
    });
  };
}

// Any fixed 64-bit number: the lock that lets one voice be turned off at a time.
const VOICES_OFF_LOCK = 7_424_513_001n;

/**
 * Refuses to turn off the last voice that is on: with none, the studio lists nothing and nobody
 * can generate. Under a lock, so two admins turning off the last two voices cannot both pass.
 */
async function keepOneOn(tx: Tx, ids: string[], turningOff: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${VOICES_OFF_LOCK})`);
  const off = await tx
    .select({ id: voiceOverrides.voiceId })
    .from(voiceOverrides)
    .where(eq(voiceOverrides.enabled, false));
  const offIds = new Set(off.map((o) => o.id));
  if (!ids.some((v) => v !== turningOff && !offIds.has(v)))
    throw new ApiError(409, "LAST_VOICE", byKey("voicesLastOn"));
}

export function createAdminVoicesService(deps: AdminVoicesDeps) {
  const { db, now, voices, audit } = deps;
  const installs = createInstalls({ db, now, install: deps.installVoice, logger: deps.logger });
  const defaults = createDefaultVoices({
    keys: deps.defaultVoices,
    installs,
    installedKeys: async () => new Set((await deps.installedVoices()).keys()),
    logger: deps.logger,
    now,
  });

  async function list() {
    const readAt = performance.now();
    const [all, recent, installed] = await Promise.all([
      voices.listAll(),
      installs.recent(),
      deps.installedVoices(),
    ]);
    defaults.notice(new Set(installed.keys()), readAt);
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
        licence: installed.get(c.key) ?? c.licence,
        nonCommercial: c.nonCommercial,
        isDefault: deps.defaultVoices.includes(c.key),
        installed: installed.has(c.key),
      })),
      installs: recent,
      defaults: defaults.status(),
    };
  }

  /** The voice with the change applied, or null when no engine has it. */
  async function update(id: string, patch: VoicePatch, ip: string) {
    const { voices: all } = await voices.listAll();
    const found = all.find((v) => v.voice.id === id);
    if (!found) return null;
    const values = { ...patch, updatedAt: now() } as Partial<VoiceOverride>;
    // The change and its trace in one transaction (docs/architecture.md, Wiring a feature).
    const row = await db.transaction(async (tx) => {
      if (patch.enabled === false)
        await keepOneOn(
          tx,
          all.map((v) => v.voice.id),
          id,
        );
      const [saved] = await tx
        .insert(voiceOverrides)
        .values({ voiceId: id, ...values })
        .onConflictDoUpdate({ target: voiceOverrides.voiceId, set: values })
        .returning();
      await audit.record({ action: "voice.update", target: id, detail: { ...patch }, ip }, tx);
      return saved;
    });
    return voiceView(applyOverride(found.original, row), found.original, row);
  }

  type Started =
    | { ok: true; install: InstallView }
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
    return { ok: true, install: started.view };
  }

  return {
    list,
    update,
    install,
    installs: installs.recent,
    findInstall: installs.find,
    defaults,
  };
}

export type AdminVoicesService = ReturnType<typeof createAdminVoicesService>;
