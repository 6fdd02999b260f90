// Voices stay loaded between requests (loading one takes a fifth of a second and ~60 MB per
// medium voice), up to NEURAL_MAX_LOADED; past that the least recently used idle one is dropped
// and its native memory goes with the next garbage collection. Up to NEURAL_PARALLEL syntheses
// at a time per voice, all on its one model: sherpa-onnx speaks several texts at once on one
// OfflineTts (onnxruntime runs a session from several threads, and sherpa-onnx holds a lock
// around eSpeak's phonemes), so requests for one voice share the cores without a second copy
// of its weights. Past that a text waits its turn, first come first served.
import type { GeneratedAudio, TtsRequest } from "sherpa-onnx-node";

export interface Tts {
  readonly sampleRate: number;
  generateAsync(
    request: TtsRequest & { onProgress?: () => number | boolean | undefined },
  ): Promise<GeneratedAudio>;
}

interface Slot {
  tts: Promise<Tts>;
  /** Syntheses running on the model now. */
  running: number;
  /** Texts waiting for one of them to end, in order. */
  waiting: Array<() => void>;
  busy: number;
  usedAt: number;
}

export function createLoadedVoices(
  maxLoaded: number,
  load: (key: string) => Promise<Tts>,
  parallel = 1,
) {
  const slots = new Map<string, Slot>();
  let clock = 0;

  function evict() {
    while (slots.size > maxLoaded) {
      let victim: string | null = null;
      let oldest = Number.POSITIVE_INFINITY;
      for (const [key, slot] of slots) {
        if (slot.busy === 0 && slot.usedAt < oldest) {
          oldest = slot.usedAt;
          victim = key;
        }
      }
      // Every loaded voice is speaking: keep them all until one finishes.
      if (victim === null) return;
      slots.delete(victim);
    }
  }

  function slotFor(key: string): Slot {
    let slot = slots.get(key);
    if (!slot) {
      const tts = load(key);
      slot = { tts, running: 0, waiting: [], busy: 0, usedAt: 0 };
      slots.set(key, slot);
      // A voice that failed to load is tried again by the next request.
      tts.catch(() => {
        if (slots.get(key) === slot) slots.delete(key);
      });
    }
    slot.usedAt = ++clock;
    return slot;
  }

  async function runIn<T>(slot: Slot, work: (tts: Tts) => Promise<T>): Promise<T> {
    slot.busy++;
    evict();
    try {
      // A turn that ends hands itself to the next waiting text: `running` stays as it was.
      if (slot.running < parallel) slot.running++;
      else await new Promise<void>((resolve) => slot.waiting.push(resolve));
      try {
        return await work(await slot.tts);
      } finally {
        const next = slot.waiting.shift();
        if (next) next();
        else slot.running--;
      }
    } finally {
      slot.busy--;
      slot.usedAt = ++clock;
      evict();
    }
  }

  /**
   * A runner for one text's clauses: each runs `work` with the voice loaded, in its turn among
   * the voice's texts, and all use the model the first one used, so a voice removed or replaced
   * meanwhile finishes the text it started instead of loading again from a folder that is gone.
   */
  function hold(key: string) {
    let slot: Slot | null = null;
    return <T>(work: (tts: Tts) => Promise<T>): Promise<T> => {
      slot ??= slotFor(key);
      if (slots.get(key) === slot) slot.usedAt = ++clock;
      return runIn(slot, work);
    };
  }

  return {
    hold,
    loaded: () => [...slots.keys()],
    /** Forgets a voice (removed or replaced on disk); work already queued finishes. */
    forget: (key: string) => slots.delete(key),
  };
}
