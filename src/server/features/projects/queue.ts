// The render queue: pg-boss on the app's own database (docs/decisions/017-projects-queue.md).
// Every instance, and every `npm run worker` process, runs a number of slots; each slot takes the
// next job (pg-boss orders by priority, then age), renders it and takes another at once, and
// waits only when the queue is empty. A job's heartbeat lets another instance retry it when the
// one running it dies; on the embedded database this process is the only one, so at start the
// jobs are rebuilt from the conversions' own rows (jobs.ts, requeue).
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
const IDLE_MS = 1000;

export function createProjectQueue(connection: QueueConnection, logger: Logger): ProjectQueue {
  const options =
    connection.backend === "pglite"
      ? { db: connection.db, backend: "pglite" as const }
      : { connectionString: connection.connectionString, max: 4 };
  const boss = new PgBoss({ ...options, superviseIntervalSeconds: 30, monitorIntervalSeconds: 30 });
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
      const timer = setTimeout(resolve, IDLE_MS);
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
      } finally {
        clearInterval(beat);
      }
    }
  }

  async function open() {
    await boss.start();
    await boss.createQueue(RENDER_QUEUE, {
      retryLimit: RETRY_LIMIT,
      retryDelay: 1,
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
