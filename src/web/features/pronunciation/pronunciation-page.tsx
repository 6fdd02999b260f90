// /pronunciation: the signed-in user's dictionaries, to create, import, edit, hear and export
// (docs/product.md, "Pronunciation").
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { Card } from "../../components/ui/section.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { toastError } from "../../lib/api.ts";
import { client, getQuery } from "../../lib/client.ts";
import { useTexts } from "../../lib/i18n.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useDictionaries } from "../../lib/pronunciation.ts";
import { useCreateDictionary, useImportDictionary } from "./api.ts";
import { DictionaryCard } from "./dictionary-card.tsx";
import { pronunciationText } from "./texts.ts";

function NewDictionary() {
  const t = useTexts(pronunciationText);
  const id = useId();
  const [name, setName] = useState("");
  const create = useCreateDictionary();
  const importFile = useImportDictionary();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, rules: [] },
      {
        onSuccess: () => setName(""),
        onError: (error) => toastError(error, t("saveFailed")),
      },
    );
  };
  return (
    <Card title={t("newDictionary")} className="space-y-4">
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1">
          <label htmlFor={`${id}-name`} className="block text-sm font-medium">
            {t("dictionaryName")}
          </label>
          <input
            id={`${id}-name`}
            className={inputClass}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            maxLength={200}
          />
        </div>
        <Button type="submit" disabled={create.isPending}>
          {t("create")}
        </Button>
      </form>
      <div className="space-y-1">
        <label htmlFor={`${id}-file`} className="block text-sm font-medium">
          {t("importPls")}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".pls,.xml,application/pls+xml,text/xml"
          className="block w-full text-sm"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (!file) return;
            importFile.mutate(file, {
              onSuccess: (made) => toast.success(t("imported", { name: made.name })),
              onError: (error) => toastError(error, t("saveFailed")),
            });
          }}
        />
      </div>
    </Card>
  );
}

export function PronunciationPage() {
  const t = useTexts(pronunciationText);
  usePageMeta(t("metaTitle"), t("metaDescription"));
  const dictionaries = useDictionaries();
  // Rules are heard with this machine's voices only (a paid provider's would cost money).
  const voices = useQuery({
    ...getQuery(["voices"], client.api.voices),
    select: (all) => all.filter((v) => v.engine === "embedded" || v.engine === "neural"),
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const voiceId = chosen ?? voices.data?.[0]?.id ?? null;
  const voiceField = useId();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{t("heading")}</h1>
      <p className="text-slate-700 dark:text-slate-300">{t("intro")}</p>
      <div className="space-y-1">
        <label htmlFor={voiceField} className="block text-sm font-medium">
          {t("hearVoice")}
        </label>
        <select
          id={voiceField}
          className={inputClass}
          value={voiceId ?? ""}
          onChange={(e) => setChosen(e.target.value)}
        >
          {voices.data?.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </select>
      </div>
      <NewDictionary />
      {dictionaries.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm">
          <Spinner /> {t("loading")}
        </p>
      ) : dictionaries.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t("loadFailed")}
        </p>
      ) : dictionaries.data.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("noDictionaries")}</p>
      ) : (
        dictionaries.data.map((d) => <DictionaryCard key={d.id} dictionary={d} voiceId={voiceId} />)
      )}
    </div>
  );
}
