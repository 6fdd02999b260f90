import { lazy, Suspense, useEffect, useRef, useState } from "react";

const SamplesStrip = lazy(() =>
  import("./samples-strip.tsx").then((m) => ({ default: m.SamplesStrip })),
);

/**
 * The samples strip, fetched (code and list) only when the visitor scrolls near it: most of
 * the landing page's visitors never reach it, and the first screen loads less JavaScript.
 */
export function LazySamplesStrip() {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = anchor.current;
    if (!el || near) return;
    if (!("IntersectionObserver" in window)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
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
