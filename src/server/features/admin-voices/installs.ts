// Install jobs: a row per install in voice_installs, the download itself in this process. The
// row carries the progress, so every instance's admin page sees it and a page left and reopened
// finds it again (docs/architecture.md, Voices).
import { randomUUID } from "node:crypto";
import { and, desc, eq, lt } from "drizzle-orm";
import type { InstallStatus } from "../../../domain/admin-voices.ts";
import { message } from "../../../domain/messages.ts";
import type { Db } from "../../db/client.ts";
import { voiceInstalls } from "../../db/schema.ts";
import type { InstallFailure, InstallProgress } from "../../speech/neural/install.ts";
import { InstallError } from "../../speech/neural/install.ts";

/** A running row not written for this long belongs to an instance that stopped mid-install. */
export const STALE_MS = 2 * 60_000;
// Progress is written at most this often: a download reports every chunk.
const WRITE_EVERY_MS = 500;
const HEARTBEAT_MS = 30_000;
const RECENT = 10;

export type Installer = (
  source: string,
  options: { onProgress: (p: InstallProgress) => void; commercialOnly?: boolean },
) => Promise<{ id: string }>;

/** How an install ended: done, or failed with the message its row shows and why. */
export type InstallOutcome = { ok: true } | { ok: false; error: string; reason: InstallFailure };

export interface StartOptions {
  /** The default voices: a non-commercial voice is refused (docs/operations.md, Voices). */
  commercialOnly?: boolean;
  onProgress?: (p: InstallProgress) => void;
  /** The caller reports the failure itself (the default voices log once per attempt). */
  quiet?: boolean;
}

type Row = typeof voiceInstalls.$inferSelect;

export function installView(row: Row, now: Date) {
  const stale = row.status === "running" && now.getTime() - row.updatedAt.getTime() > STALE_MS;
  return {
    id: row.id,
    source: row.source,
    status: (stale ? "failed" : row.status) as InstallStatus,
    phase: row.phase,
    receivedBytes: row.receivedBytes,
    totalBytes: row.totalBytes,
    voiceId: row.voiceId,
    error: stale ? message("voicesInstallInterrupted") : row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type InstallView = ReturnType<typeof installView>;

function failureText(error: unknown): string {
  if (error instanceof InstallError) return error.message;
  const detail = error instanceof Error ? error.message : String(error);
  return `${message("voicesInstallFailed")} ${detail}`;
}

export interface InstallsDeps {
  db: Db;
  now: () => Date;
  install: Installer;
  logger: { error(obj: object, msg: string): void };
}

export function createInstalls({ db, now, install, logger }: InstallsDeps) {
  async function recent(): Promise<InstallView[]> {
    const rows = await db
      .select()
      .from(voiceInstalls)
      .orderBy(desc(voiceInstalls.createdAt))
      .limit(RECENT);
    return rows.map((r) => installView(r, now()));
  }

  async function find(id: string): Promise<InstallView | null> {
    const [row] = await db.select().from(voiceInstalls).where(eq(voiceInstalls.id, id));
    return row ? installView(row, now()) : null;
  }

  /**
   * Starts an install and answers its row at once, with how it ends; null when one is already
   * running (here or on another instance).
   */
  async function start(
    source: string,
    options: StartOptions = {},
  ): Promise<{ view: InstallView; finished: Promise<InstallOutcome> } | null> {
    const at = now();
    // A cut-off install would hold the one-running-install index forever: mark it failed first.
    await db
      .update(voiceInstalls)
      .set({ status: "failed", error: message("voicesInstallInterrupted"), updatedAt: at })
      .where(
        and(
          eq(voiceInstalls.source, source),
          eq(voiceInstalls.status, "running"),
          lt(voiceInstalls.updatedAt, new Date(at.getTime() - STALE_MS)),
        ),
      );
    const [row] = await db
      .insert(voiceInstalls)
      .values({ id: randomUUID(), source, status: "running", createdAt: at, updatedAt: at })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    return { view: installView(row, at), finished: run(row.id, source, options) };
  }

  async function run(id: string, source: string, options: StartOptions): Promise<InstallOutcome> {
    const write = (values: Partial<Row>) =>
      db
        .update(voiceInstalls)
        .set({ ...values, updatedAt: now() })
        .where(eq(voiceInstalls.id, id))
        .catch((err: unknown) => logger.error({ err, id }, "voice install progress not saved"));
    let last = 0;
    let lastPhase: string | null = null;
    let latest: InstallProgress | null = null;
    let trailing: NodeJS.Timeout | null = null;
    let writing: Promise<unknown> = Promise.resolve();
    const flush = () => {
      trailing = null;
      const p = latest;
      if (!p) return;
      last = Date.now();
      lastPhase = p.phase;
      writing = writing.then(() =>
        write({ phase: p.phase, receivedBytes: p.receivedBytes, totalBytes: p.totalBytes }),
      );
    };
    // A new phase is written at once; within one, at most every WRITE_EVERY_MS, the last report
    // always written (a stalled download must show how far it got).
    const onProgress = (p: InstallProgress) => {
      options.onProgress?.(p);
      latest = p;
      if (p.phase !== lastPhase || Date.now() - last >= WRITE_EVERY_MS) {
        if (trailing) clearTimeout(trailing);
        flush();
      } else {
        trailing ??= setTimeout(flush, WRITE_EVERY_MS - (Date.now() - last));
      }
    };
    const heartbeat = setInterval(() => {
      writing = writing.then(() => write({}));
    }, HEARTBEAT_MS);
    heartbeat.unref();
    try {
      const installed = await install(source, {
        onProgress,
        ...(options.commercialOnly ? { commercialOnly: true } : {}),
      });
      if (trailing) clearTimeout(trailing);
      await writing;
      const done = latest as InstallProgress | null;
      await write({
        status: "done",
        phase: null,
        voiceId: installed.id,
        ...(done ? { receivedBytes: done.receivedBytes, totalBytes: done.totalBytes } : {}),
      });
      return { ok: true };
    } catch (error) {
      if (trailing) clearTimeout(trailing);
      await writing;
      if (!options.quiet) logger.error({ err: error, source }, "voice install failed");
      const text = failureText(error);
      await write({ status: "failed", error: text });
      return {
        ok: false,
        error: text,
        reason: error instanceof InstallError ? error.reason : "failed",
      };
    } finally {
      clearInterval(heartbeat);
      if (trailing) clearTimeout(trailing);
    }
  }

  return { recent, find, start };
}
