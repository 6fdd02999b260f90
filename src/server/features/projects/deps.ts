// What the projects feature's modules take from the app (docs/architecture.md, Wiring a feature).
import type { AppDeps } from "../../app-env.ts";
import type { ProjectQueue } from "./queue.ts";

export type ProjectsDeps = Pick<
  AppDeps,
  "db" | "now" | "logger" | "speech" | "audio" | "settings" | "profiles" | "env" | "pronunciation"
> & { queue: ProjectQueue };
