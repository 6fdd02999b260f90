// jsdom has no matchMedia; sonner and the theme ask it for the system's colour scheme.
import { vi } from "vitest";

/** The system's colour scheme as matchMedia reports it: light unless `dark`. */
export function stubSystemTheme(dark = false) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: dark && query.includes("dark"),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    })),
  );
}
