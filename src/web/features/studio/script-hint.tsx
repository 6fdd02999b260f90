import { TriangleAlert } from "lucide-react";
import { scriptProblem } from "../../../domain/voice-scripts.ts";
import { useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import type { Voice } from "./api.ts";
import { studioText } from "./texts.ts";

/**
 * Says at once when the chosen voice cannot read the text's script (the server refuses it too),
 * with the voices that can, one click away.
 */
export function ScriptHint({
  voice,
  text,
  voices,
  onSelect,
}: {
  voice: Voice | null;
  text: string;
  voices: Voice[];
  onSelect: (voice: Voice) => void;
}) {
  const t = useTexts(studioText);
  const problem = voice ? scriptProblem(voice, text, voices) : null;
  return (
    <div aria-live="polite">
      {problem && (
        <div className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
          <p className="flex gap-2">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {messageText(problem.message.key, problem.message.values)}
          </p>
          {problem.suggestions.length > 0 && (
            <div className="mt-2 flex flex-wrap gap-2">
              {problem.suggestions.map((v) => (
                <button
                  key={v.id}
                  type="button"
                  onClick={() => onSelect(v)}
                  className="min-h-11 rounded-full border border-amber-400 px-3 py-1 text-xs font-semibold hover:bg-amber-100 dark:border-amber-700 dark:hover:bg-amber-900"
                >
                  {t("scriptUse", { name: v.name })}
                </button>
              ))}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
