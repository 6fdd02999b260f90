// The render queue: pg-boss on the app's own database (docs/decisions/017-projects-queue.md).
// Every instance, and every `npm run worker` process, runs a number of slots; each slot takes the
// next job (pg-boss orders by priority, then age), renders it and takes another at once, and
// waits only when the queue is empty. A job's heartbeat lets another instance retry it when the
// one running it dies; on the embedded database this process is the only one, so at start the
// jobs are rebuilt from the conversions' own rows (jobs.ts, requeue). There, too, nothing but
// this process's `send` (and a failed job's retry) makes work, so an idle slot sleeps until one of
// them wakes it instead of asking the database every second: each question to PGlite runs on the
// event loop (docs/performance.md, "Downloads in another format").
import { PgBoss } from "pg-boss";
import type { QueueConnection } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";

export const RENDER_QUEUE = "project-render";

export type JobData =
  | { kind: "block"; conversionId: string; position: number }
  | { kind: "finish"; conversionId: string };

export interface QueuedJob {
  data: JobData;
  /** Higher first. */
  priority: number;
}

/** The handler is told when this is the job's last try, so it can record the failure itself. */
export type JobHandler = (data: JobData, lastTry: boolean) => Promise<void>;

export interface ProjectQueue {
  start(slots: number, handle: JobHandler): Promise<void>;
  /** Drops every job (the embedded server rebuilds them from its tables at start). */
  clear(): Promise<void>;
  send(jobs: QueuedJob[]): Promise<void>;
  stop(): Promise<void>;
}

const HEARTBEAT_SECONDS = 30;
const RETRY_LIMIT = 2;
const RETRY_DELAY_SECONDS = 1;
/** How long an idle slot waits before asking again: PostgreSQL has other senders (instances, workers). */
const IDLE_MS = { postgres: 1000, pglite: 60_000 };

export function createProjectQueue(connection: QueueConnection, logger: Logger): ProjectQueue {
  const options =
    connection.backend === "pglite"
      ? { db: connection.db, backend: "pglite" as const }
      : { connectionString: connection.connectionString, max: 4 };
  // Neither cron schedules nor flows (jobs waiting on jobs) are used: pg-boss's passes for them
  // would only ask the database, every few seconds.
  const boss = new PgBoss({
    ...options,
    schedule: false,
    flowIntervalSeconds: 10 * 60,
    superviseIntervalSeconds: 30,
    monitorIntervalSeconds: 30,
  });
  const idleMs = IDLE_MS[connection.backend];
  boss.on("error", (err) => logger.error({ err }, "project queue error"));
  let started: Promise<void> | null = null;
  let stopped = false;
  const running: Promise<void>[] = [];
  const sleepers = new Set<() => void>();
  const wake = () => {
    for (const w of sleepers) w();
    sleepers.clear();
  };
  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, idleMs);
      sleepers.add(() => {
        clearTimeout(timer);
        resolve();
      });
    });

  async function slot(handle: JobHandler) {
    while (!stopped) {
      const [job] = await boss.fetch<JobData>(RENDER_QUEUE).catch((err: unknown) => {
        if (!stopped) logger.error({ err }, "project queue fetch failed");
        return [];
      });
      if (!job) {
        await idle();
        continue;
      }
      const beat = setInterval(
        () => void boss.touch(RENDER_QUEUE, job).catch(() => {}),
        (HEARTBEAT_SECONDS * 1000) / 3,
      );
      try {
        await handle(job.data, job.retryCount >= RETRY_LIMIT);
        await boss.complete(RENDER_QUEUE, job);
      } catch (err) {
        logger.warn({ err, job: job.data }, "project job failed");
        const message = err instanceof Error ? err.message : String(err);
        await boss.fail(RENDER_QUEUE, job, { message }).catch(() => {});
        // Its retry falls due in a moment: a slot sleeping by then must be there to take it.
        if (job.retryCount < RETRY_LIMIT) setTimeout(wake, RETRY_DELAY_SECONDS * 1000 + 50).unref();
      } finally {
        clearInterval(beat);
      }
    }
  }

  async function open() {
    await boss.start();
    await boss.createQueue(RENDER_QUEUE, {
      retryLimit: RETRY_LIMIT,
      retryDelay: RETRY_DELAY_SECONDS,
      heartbeatSeconds: HEARTBEAT_SECONDS,
      expireInSeconds: 60 * 60,
    });
  }

  const opened = () => {
    if (!started) started = open();
    return started;
  };

  return {
    async start(slots, handle) {
      await opened();
      for (let i = 0; i < slots; i++) running.push(slot(handle));
    },
    async clear() {
      await opened();
      await boss.deleteAllJobs(RENDER_QUEUE);
    },
    async send(jobs) {
      if (jobs.length === 0) return;
      // A process that only sends (a test without slots) opens the queue all the same.
      await opened();
      await boss.insert(
        RENDER_QUEUE,
        jobs.map((j) => ({ data: j.data, priority: j.priority })),
      );
      wake();
    },
    async stop() {
      if (!started) return;
      stopped = true;
      wake();
      await Promise.all(running);
      await boss.stop({ graceful: false, close: true });
    },
  };
}
