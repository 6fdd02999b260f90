// The production server for the E2E run: built web app, an empty embedded database each run
// (or the PostgreSQL of DATABASE_URL, which CI creates fresh). E2E_SKIP_BUILD=1 serves the
// dist/web already built from the same tree (CI builds it once, in audit:web).
// It sends its e-mail to a local SMTP server whose mails the specs read over HTTP on
// E2E_MAILBOX_PORT (GET /?to=<address>: a JSON list of the raw mails to that address).
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import { startSmtpCapture } from "../src/server/features/notifications/smtp-capture.ts";

fs.rmSync(process.env.DATA_DIR ?? ".tmp/e2e-data", { recursive: true, force: true });
const smtp = await startSmtpCapture();
const mailbox = http.createServer((req, res) => {
  const to = new URL(req.url ?? "/", "http://mailbox").searchParams.get("to");
  const mails = smtp.mails.filter((m) => to === null || m.to.includes(to)).map((m) => m.raw);
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify(mails));
});
await new Promise((resolve) =>
  mailbox.listen(Number(process.env.E2E_MAILBOX_PORT ?? 3101), "127.0.0.1", resolve),
);

const child = spawn(
  process.execPath,
  [
    "scripts/run-ts.mjs",
    ...(process.env.E2E_SKIP_BUILD === "1" ? [] : ["--build"]),
    "--production",
    "src/server/main.ts",
  ],
  {
    stdio: "inherit",
    env: { ...process.env, SMTP_URL: smtp.url, SMTP_FROM: "Awaaz <no-reply@awaaz.test>" },
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => {
  mailbox.close();
  smtp.close().finally(() => process.exit(code ?? 0));
});
