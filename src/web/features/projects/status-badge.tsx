// Where a conversion stands, in words and colour.
import { useTexts } from "../../lib/i18n.ts";
import type { Conversion } from "./api.ts";
import { projectsText } from "./texts.ts";

const looks = {
  running: ["statusRunning", "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200"],
  done: ["statusDone", "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200"],
  failed: ["statusFailed", "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200"],
  cancelled: [
    "statusCancelled",
    "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
  ],
} as const;

export function StatusBadge({ status }: { status: Conversion["status"] | null }) {
  const t = useTexts(projectsText);
  const [key, look] = status
    ? looks[status]
    : ([
        "statusNone",
        "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
      ] as const);
  return <span className={`rounded-full px-3 py-1 text-xs font-semibold ${look}`}>{t(key)}</span>;
}
