// One dictionary: its rules (each to hear or remove), a rule to add, export and delete. A change
// is saved at once, as a new version of the dictionary.
import type { PronunciationRule } from "../../../domain/pronunciation/rules.ts";
import { toast } from "../../components/toaster.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/section.tsx";
import { toastError } from "../../lib/api.ts";
import { useTexts } from "../../lib/i18n.ts";
import type { Dictionary } from "../../lib/pronunciation.ts";
import { hearRule, useDeleteDictionary, useSaveDictionary } from "./api.ts";
import { RuleForm } from "./rule-form.tsx";
import { pronunciationText } from "./texts.ts";

export function DictionaryCard({
  dictionary,
  voiceId,
}: {
  dictionary: Dictionary;
  voiceId: string | null;
}) {
  const t = useTexts(pronunciationText);
  const save = useSaveDictionary();
  const remove = useDeleteDictionary();
  const rules = dictionary.rules as PronunciationRule[];
  const saveRules = (next: PronunciationRule[]) =>
    save.mutate(
      { id: dictionary.id, name: dictionary.name, rules: next },
      {
        onSuccess: () => toast.success(t("saved")),
        onError: (error) => toastError(error, t("saveFailed")),
      },
    );
  const hear = async (rule: PronunciationRule) => {
    if (!voiceId) return;
    try {
      const audio = new Audio(URL.createObjectURL(await hearRule(voiceId, rule)));
      await audio.play();
    } catch (error) {
      toastError(error, t("hearFailed"));
    }
  };
  return (
    <Card title={dictionary.name} className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t("rulesCount", { count: rules.length })}
      </p>
      {rules.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {rules.map((rule) => (
            <li
              key={rule.stringToReplace}
              className="flex flex-col gap-2 px-3 py-2 sm:flex-row sm:items-center sm:justify-between"
            >
              <p className="min-w-0 break-words">
                {t("ruleShown", {
                  word: rule.stringToReplace,
                  say: rule.type === "alias" ? rule.alias : `/${rule.phoneme}/`,
                })}
              </p>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  disabled={!voiceId}
                  onClick={() => void hear(rule)}
                  aria-label={t("hearRule", { word: rule.stringToReplace })}
                >
                  {t("hear")}
                </Button>
                <Button
                  variant="ghost"
                  disabled={save.isPending}
                  onClick={() =>
                    saveRules(rules.filter((r) => r.stringToReplace !== rule.stringToReplace))
                  }
                  aria-label={t("removeRule", { word: rule.stringToReplace })}
                >
                  {t("remove")}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <RuleForm
        onAdd={(rule) =>
          saveRules([...rules.filter((r) => r.stringToReplace !== rule.stringToReplace), rule])
        }
      />
      <div className="flex flex-wrap gap-2">
        <a
          href={`/api/pronunciation/${encodeURIComponent(dictionary.id)}/export`}
          download
          className={buttonClass("secondary")}
        >
          {t("exportPls")}
        </a>
        <Button
          variant="danger"
          disabled={remove.isPending}
          aria-label={t("deleteNamed", { name: dictionary.name })}
          onClick={() =>
            remove.mutate(dictionary.id, {
              onSuccess: () => toast.success(t("deleted")),
              onError: (error) => toastError(error, t("saveFailed")),
            })
          }
        >
          {t("deleteDictionary")}
        </Button>
      </div>
    </Card>
  );
}
