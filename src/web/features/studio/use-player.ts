// Play, pause and seek on an <audio> element, with the catalogue's 'Error playing audio' on a
// failure, and where it is (for a seek bar). Only one of the studio's players sounds at a time:
// starting one pauses the others.
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "../../components/toaster.tsx";
import { messageText } from "../../lib/message-text.ts";

const players = new Set<HTMLAudioElement>();
type Listener = [event: string, handler: () => void];
const TIME_EVENTS = ["timeupdate", "loadedmetadata", "durationchange", "emptied"] as const;

function pauseOthers(current: HTMLAudioElement) {
  for (const p of players) if (p !== current && !p.paused) p.pause();
}

export function usePlayer() {
  const ref = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  // Which source the user asked to hear, so a list can mark the row that is playing.
  const [current, setCurrent] = useState<string | null>(null);
  // Set while a play the user asked for has not started; a load error then gets one toast.
  const requested = useRef(false);
  // Seconds played and the whole length (0 until the browser knows it).
  const [time, setTime] = useState({ at: 0, total: 0 });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    players.add(el);
    const on = () => setPlaying(true);
    const off = () => setPlaying(false);
    const failed = () => {
      setPlaying(false);
      if (requested.current) toast.error(messageText("generationPlayError"));
      requested.current = false;
    };
    const moved = () =>
      setTime({ at: el.currentTime, total: Number.isFinite(el.duration) ? el.duration : 0 });
    const listeners: Listener[] = [
      ...TIME_EVENTS.map((e): Listener => [e, moved]),
      ["playing", on],
      ["pause", off],
      ["ended", off],
      ["emptied", off],
      ["error", failed],
    ];
    for (const [e, listener] of listeners) el.addEventListener(e, listener);
    return () => {
      players.delete(el);
      for (const [e, listener] of listeners) el.removeEventListener(e, listener);
      if (!el.paused) el.pause();
    };
  }, []);

  /** Plays `src` (or what is loaded); a second call on the playing source pauses it. */
  const toggle = useCallback(async (src?: string) => {
    const el = ref.current;
    if (!el) return;
    const target = src ?? el.getAttribute("src");
    if (!target) return;
    if (el.getAttribute("src") === target && !el.paused) {
      el.pause();
      return;
    }
    if (el.getAttribute("src") !== target) el.src = target;
    setCurrent(target);
    pauseOthers(el);
    requested.current = true;
    try {
      await el.play();
      requested.current = false;
    } catch (error) {
      // A pause() while play() was pending is the user's choice, not a failure.
      const aborted = error instanceof DOMException && error.name === "AbortError";
      if (requested.current && !aborted) toast.error(messageText("generationPlayError"));
      requested.current = false;
      setPlaying(false);
    }
  }, []);

  const seek = useCallback((seconds: number) => {
    const el = ref.current;
    if (el) el.currentTime = seconds;
  }, []);

  return { ref, playing, current, toggle, time, seek };
}
