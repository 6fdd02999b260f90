// Which of the user's pronunciation dictionaries a generation is spoken with: all of them unless
// some are unticked (docs/product.md, "Pronunciation").
import { useTexts } from "../../lib/i18n.ts";
import { Link } from "../../lib/navigation.tsx";
import { useDictionaries } from "../../lib/pronunciation.ts";
import { studioText } from "./texts.ts";

/** The ids to send, or undefined for all of them (the server's default). */
export function chosenDictionaries(all: readonly { id: string }[], off: ReadonlySet<string>) {
  return off.size === 0 ? undefined : all.map((d) => d.id).filter((id) => !off.has(id));
}

export function DictionaryChoice({
  off,
  onChange,
}: {
  off: ReadonlySet<string>;
  onChange: (off: Set<string>) => void;
}) {
  const t = useTexts(studioText);
  const dictionaries = useDictionaries();
  if (!dictionaries.data || dictionaries.data.length === 0) return null;
  const toggle = (id: string, on: boolean) => {
    const next = new Set(off);
    if (on) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t("dictionariesLegend")}</legend>
      <div className="flex flex-wrap gap-x-4">
        {dictionaries.data.map((d) => (
          <label key={d.id} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={!off.has(d.id)}
              onChange={(e) => toggle(d.id, e.target.checked)}
            />
            {d.name}
          </label>
        ))}
        <Link
          to="/pronunciation"
          className="flex min-h-11 items-center text-sm text-indigo-700 underline dark:text-indigo-300"
        >
          {t("dictionariesManage")}
        </Link>
      </div>
    </fieldset>
  );
}
