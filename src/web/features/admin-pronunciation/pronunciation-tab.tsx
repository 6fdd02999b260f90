// The admin's site pronunciation dictionary (GET/PUT /api/admin/pronunciation), edited as lines.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { ListSkeleton, Loaded } from "../../components/admin/list-states.tsx";
import { adminText } from "../../components/admin/texts.ts";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { Card } from "../../components/ui/section.tsx";
import { toastError } from "../../lib/api.ts";
import { call, client } from "../../lib/client.ts";
import { useTexts } from "../../lib/i18n.ts";
import { linesOf, rulesOf } from "./lines.ts";

const site = client.api.admin.pronunciation;
// "admin-" prefix: the admin sign-out forgets every query so named.
const key = ["admin-pronunciation"] as const;

function RulesForm({ initial }: { initial: string }) {
  const t = useTexts(adminText);
  const id = useId();
  const qc = useQueryClient();
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState("");
  const save = useMutation({
    mutationFn: (rules: Exclude<ReturnType<typeof rulesOf>, { badLine: number }>) =>
      call(site.$put({ json: { rules } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rules = rulesOf(text);
    if ("badLine" in rules) {
      setProblem(t("pronunciationBadLine", { line: rules.badLine }));
      return;
    }
    setProblem("");
    save.mutate(rules, {
      onSuccess: () => toast.success(t("pronunciationSaved")),
      onError: (error) => toastError(error, t("pronunciationSaveFailed")),
    });
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <label htmlFor={id} className="block text-sm font-medium">
        {t("pronunciationRules")}
      </label>
      <textarea
        id={id}
        dir="ltr"
        rows={10}
        className={`${inputClass} font-mono`}
        value={text}
        aria-describedby={`${id}-help ${id}-problem`}
        onChange={(e) => setText(e.target.value)}
      />
      <p id={`${id}-help`} className="text-sm text-slate-700 dark:text-slate-300">
        {t("pronunciationHelp")}
      </p>
      <p id={`${id}-problem`} role="alert" className="text-sm text-red-700 dark:text-red-300">
        {problem}
      </p>
      <Button type="submit" disabled={save.isPending}>
        {t("pronunciationSave")}
      </Button>
    </form>
  );
}

export function PronunciationTab() {
  const t = useTexts(adminText);
  const rules = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(site.$get(undefined, { init: { signal } })),
  });
  return (
    <Card title={t("pronunciationTitle")} className="space-y-4">
      <Loaded
        query={rules}
        skeleton={<ListSkeleton label={t("pronunciationLoading")} rows={3} />}
        failed={t("pronunciationLoadFailed")}
      >
        {(data) => <RulesForm initial={linesOf(data.rules)} />}
      </Loaded>
    </Card>
  );
}
