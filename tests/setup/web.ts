import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Drafts, dismissed broadcasts and the theme live in localStorage: each test starts without them.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
