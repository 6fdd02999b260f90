import { Suspense, useEffect, useRef, useState } from "react";
import { lazyWhenOnline } from "../../lib/chunks.ts";

const SamplesStrip = lazyWhenOnline(() =>
  import("./samples-strip.tsx").then((m) => m.SamplesStrip),
);

// How far below the screen the strip starts loading, so it is usually there when reached.
const AHEAD_PX = 600;

/**
 * The samples strip, fetched (code and list) only once the visitor scrolls near it or past it:
 * many visitors never reach it, and the first screen loads less JavaScript. A scroll listener
 * rather than an IntersectionObserver, because a jump (End key, a link to the footer) can skip
 * over the spot without ever intersecting it.
 */
export function LazySamplesStrip() {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const top = anchor.current?.getBoundingClientRect().top;
      if (top !== undefined && top < window.innerHeight + AHEAD_PX) setNear(true);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(check);
    };
    check();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [near]);
  return (
    <div ref={anchor}>
      {near && (
        <Suspense fallback={null}>
          <SamplesStrip />
        </Suspense>
      )}
    </div>
  );
}
