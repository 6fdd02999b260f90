// One new rule: the word, alias or phoneme (with an optional alias), case and whole words.
import { type FormEvent, useId, useState } from "react";
import {
  type PronunciationRule,
  pronunciationRuleSchema,
} from "../../../domain/pronunciation/rules.ts";
import { Button } from "../../components/ui/button.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { useTexts } from "../../lib/i18n.ts";
import { pronunciationText } from "./texts.ts";

export function RuleForm({ onAdd }: { onAdd: (rule: PronunciationRule) => void }) {
  const t = useTexts(pronunciationText);
  const id = useId();
  const [type, setType] = useState<"alias" | "phoneme">("alias");
  const [word, setWord] = useState("");
  const [say, setSay] = useState("");
  const [ipa, setIpa] = useState("");
  const [caseSensitive, setCaseSensitive] = useState(true);
  const [wordBoundaries, setWordBoundaries] = useState(true);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = pronunciationRuleSchema.safeParse(
      type === "alias"
        ? { type, stringToReplace: word, alias: say, caseSensitive, wordBoundaries }
        : {
            type,
            stringToReplace: word,
            phoneme: ipa,
            ...(say.trim() ? { alias: say } : {}),
            caseSensitive,
            wordBoundaries,
          },
    );
    if (!parsed.success) return;
    onAdd(parsed.data);
    setWord("");
    setSay("");
    setIpa("");
  };
  const label = "block text-sm font-medium";
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
      <div className="space-y-1">
        <label htmlFor={`${id}-word`} className={label}>
          {t("ruleWord")}
        </label>
        <input
          id={`${id}-word`}
          className={inputClass}
          value={word}
          onChange={(e) => setWord(e.target.value)}
          required
          maxLength={200}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-type`} className={label}>
          {t("ruleType")}
        </label>
        <select
          id={`${id}-type`}
          className={inputClass}
          value={type}
          onChange={(e) => setType(e.target.value === "phoneme" ? "phoneme" : "alias")}
        >
          <option value="alias">{t("ruleAlias")}</option>
          <option value="phoneme">{t("rulePhoneme")}</option>
        </select>
      </div>
      {type === "phoneme" && (
        <div className="space-y-1">
          <label htmlFor={`${id}-ipa`} className={label}>
            {t("ruleIpa")}
          </label>
          <input
            id={`${id}-ipa`}
            dir="ltr"
            className={inputClass}
            value={ipa}
            onChange={(e) => setIpa(e.target.value)}
            required
            maxLength={200}
          />
        </div>
      )}
      <div className="space-y-1">
        <label htmlFor={`${id}-say`} className={label}>
          {type === "alias" ? t("ruleSay") : t("ruleAliasOptional")}
        </label>
        <input
          id={`${id}-say`}
          className={inputClass}
          value={say}
          onChange={(e) => setSay(e.target.value)}
          required={type === "alias"}
          maxLength={1000}
        />
      </div>
      <div className="flex flex-wrap items-center gap-4 text-sm sm:col-span-2">
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            checked={caseSensitive}
            onChange={(e) => setCaseSensitive(e.target.checked)}
          />
          {t("ruleCaseSensitive")}
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            checked={wordBoundaries}
            onChange={(e) => setWordBoundaries(e.target.checked)}
          />
          {t("ruleWholeWord")}
        </label>
        <Button type="submit" variant="secondary">
          {t("addRule")}
        </Button>
      </div>
    </form>
  );
}
