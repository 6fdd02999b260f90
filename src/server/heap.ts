// Starting allocates about 50 MB that is garbage once the server serves (modules, migrations, the
// public pages' first renders). V8 gives it back some seconds later, in one memory-reducing
// collection that compacts the whole heap: a pause of 130-210 ms on a 2-core machine, which fell on
// whatever was being served then (docs/performance.md, "Downloads in another format"). Collecting
// right after start, before anyone has much to wait for, takes that pause at a known moment.
//
// The server is started with `--expose-gc` for it (`npm start`, scripts/run-ts.mjs). Without the
// flag nothing is done: setting it in the running process is unsafe (Node's documentation of
// `v8.setFlagsFromString` says so), and a test worker that had done that, then run other files,
// once stopped on a V8 check of its code pages. The collection is the "last-resort" one: a regular
// one leaves the compaction to V8's memory reducer, and with it the pause (112 ms against 41 ms in
// `npm run bench:downloads`).

type Gc = (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;

/** Collects the heap's garbage at once; false when the process was started without `--expose-gc`. */
export function compactHeap(): boolean {
  const gc = (globalThis as { gc?: Gc }).gc;
  if (typeof gc !== "function") return false;
  gc({ type: "major", execution: "sync", flavor: "last-resort" });
  return true;
}
