// The one axe check of the E2E specs that scan pages: WCAG 2.2 A and AA plus axe's best
// practices (landmarks, headings, region), serious and critical violations only, one readable
// line per node.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** The serious and critical violations on the page as it is now, each line starting with `label`. */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself. The default runs it per frame, then merges the
  // results in a new blank page (for cross-origin frames, which the app has none of): twice the
  // time per scan (docs/performance.md, "CI time").
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .setLegacyMode(true)
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${label}: [${v.impact}] ${v.id} (${v.help}) at ${n.target.join(" ")}: ${
            n.failureSummary?.split("\n").slice(1).join(" ").trim() ?? ""
          }`,
      ),
    );
}
