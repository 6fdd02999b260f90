// The production server for the E2E run: built web app, an empty embedded database each run
// (or the PostgreSQL of DATABASE_URL, which CI creates fresh). E2E_SKIP_BUILD=1 serves the
// dist/web already built from the same tree (CI's second pass: the build is the same).
import { spawn } from "node:child_process";
import fs from "node:fs";

fs.rmSync(process.env.DATA_DIR ?? ".tmp/e2e-data", { recursive: true, force: true });
const child = spawn(
  process.execPath,
  [
    "scripts/run-ts.mjs",
    ...(process.env.E2E_SKIP_BUILD === "1" ? [] : ["--build"]),
    "--production",
    "src/server/main.ts",
  ],
  { stdio: "inherit", env: process.env },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
