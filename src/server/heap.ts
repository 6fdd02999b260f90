// Starting allocates about 50 MB that is garbage once the server serves (modules, migrations, the
// public pages' first renders). V8 gives it back some seconds later, in one memory-reducing
// collection that compacts the whole heap: a pause of 130-210 ms on a 2-core machine, which fell on
// whatever was being served then (docs/performance.md, "Downloads in another format"). Compacting
// right after start, before anyone has much to wait for, takes that pause at a known moment.
import v8 from "node:v8";
import vm from "node:vm";

type Gc = (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;

/** Collects and compacts the heap at once; false where this V8 does not allow it. */
export function compactHeap(): boolean {
  try {
    // `gc` exists only in contexts made after the flag is set: a fresh one, then dropped.
    v8.setFlagsFromString("--expose-gc");
    const gc = vm.runInNewContext("gc") as Gc | undefined;
    if (typeof gc !== "function") return false;
    gc({ type: "major", execution: "sync", flavor: "last-resort" });
    return true;
  } catch {
    return false;
  }
}
