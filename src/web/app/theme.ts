import { useEffect, useSyncExternalStore } from "react";

export type Theme = "light" | "dark";
export const THEME_KEY = "theme";

/** docs/product.md section 4: the saved choice, else the system's preference, else light. */
export function initialTheme(saved: string | null, prefersDark: boolean): Theme {
  if (saved === "light" || saved === "dark") return saved;
  return prefersDark ? "dark" : "light";
}

function readSaved(): string | null {
  try {
    return localStorage.getItem(THEME_KEY);
  } catch {
    return null;
  }
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
  document.documentElement.style.colorScheme = theme;
}

// A choice storage refused (private mode) still holds for this visit.
let unsaved: Theme | undefined;
const listeners = new Set<() => void>();

function currentTheme(): Theme {
  return (
    unsaved ??
    initialTheme(readSaved(), window.matchMedia?.("(prefers-color-scheme: dark)").matches ?? false)
  );
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

function toggle() {
  const next = currentTheme() === "dark" ? "light" : "dark";
  try {
    localStorage.setItem(THEME_KEY, next);
  } catch {
    unsaved = next;
  }
  for (const listener of listeners) listener();
}

// The server knows no reader's theme: its HTML, and the hydrating render that must match it, say
// light; React renders the reader's own at once after hydration. The page itself was dark before
// its first paint (theme-init.js), so only the toggle's icon waits for that render.
const serverTheme = (): Theme => "light";

export function useTheme() {
  const theme = useSyncExternalStore(subscribe, currentTheme, serverTheme);
  // The reader's theme, not the rendered one: the hydrating render's "light" must not undo a dark
  // page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: applied again at each change of theme
  useEffect(() => applyTheme(currentTheme()), [theme]);
  return { theme, toggle };
}
