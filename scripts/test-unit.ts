// `npm run test:unit`: vitest, with its own arguments, and once more for a test file whose worker
// process V8 itself brought down (docs/platform-notes.md, "V8's fatal check under WebAssembly").
// Only such a crash is run again: a failed test, or any other error, fails the run as it is.
import { parseCLI, startVitest } from "vitest/node";

// vitest's words for a worker that died by a signal (vitest/dist, emitUnexpectedExit). V8's fatal
// checks end a process with SIGTRAP; the same bug has also been seen as SIGSEGV.
const CRASH =
  /^Worker exited unexpectedly with signal (SIGTRAP|SIGSEGV|SIGILL) during \w+ state while running test files? (.+)$/;

/** The test files whose workers crashed, or null when any error is something else. */
function crashedFiles(errors: readonly unknown[]): string[] | null {
  const files: string[] = [];
  for (const error of errors) {
    const cause = error instanceof Error ? error.cause : undefined;
    const match = cause instanceof Error ? CRASH.exec(cause.message) : null;
    if (!match?.[2]) return null;
    files.push(...match[2].split(", "));
  }
  return files;
}

async function run(filters: string[], options: Parameters<typeof startVitest>[2]) {
  const vitest = await startVitest("test", filters, options);
  return {
    failed: vitest.state.getCountOfFailedTests(),
    crashed: crashedFiles(vitest.state.getUnhandledErrors()),
  };
}

async function main() {
  const { filter, options } = parseCLI(["vitest", "run", ...process.argv.slice(2)]);
  // As vitest's own command line does: --exclude adds to the configuration's excludes.
  const { exclude, ...rest } = options;
  const runOptions = { ...rest, ...(exclude ? { cliExclude: [exclude].flat() } : {}) };
  const first = await run(filter, runOptions);
  if (process.exitCode && first.failed === 0 && first.crashed?.length) {
    console.log(
      `\nV8 ended the worker running ${first.crashed.join(", ")} (docs/platform-notes.md). ` +
        "Running that file once more.\n",
    );
    process.exitCode = 0;
    const again = await run(first.crashed, runOptions);
    if (again.failed === 0 && again.crashed?.length === 0 && !process.exitCode) {
      console.log("\nThe file passed on its second run.");
    } else {
      process.exitCode ||= 1;
    }
  }
  process.exit();
}

if (import.meta.main) await main();
