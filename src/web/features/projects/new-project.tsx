// A new project from pasted text or an uploaded .txt, .md or .epub, in the voice chosen.
import { type FormEvent, useId, useState } from "react";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { choiceClass, Field, inputClass } from "../../components/ui/field.tsx";
import { Card } from "../../components/ui/section.tsx";
import { toastError } from "../../lib/api.ts";
import { useTexts } from "../../lib/i18n.ts";
import { useCreateFromText, useImportProject } from "./api.ts";
import { projectsText } from "./texts.ts";
import { useVoices, VoiceSelect } from "./voice-select.tsx";

export function NewProject({ onCreated }: { onCreated: (id: string) => void }) {
  const t = useTexts(projectsText);
  const id = useId();
  const voices = useVoices();
  const [name, setName] = useState("");
  const [chosenVoice, setVoice] = useState("");
  const [source, setSource] = useState<"paste" | "file">("paste");
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const fromText = useCreateFromText();
  const fromFile = useImportProject();
  const defaultVoiceId = chosenVoice || voices.data?.[0]?.id || "";
  const busy = fromText.isPending || fromFile.isPending;
  const done = (made: { id: string }) => {
    toast.success(t("created", { name: name || file?.name || "" }));
    onCreated(made.id);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const onError = (error: unknown) => toastError(error, t("createFailed"));
    if (source === "paste")
      fromText.mutate({ name, defaultVoiceId, text }, { onSuccess: done, onError });
    else if (file) fromFile.mutate({ file, name, defaultVoiceId }, { onSuccess: done, onError });
  };
  return (
    <Card title={t("newProject")}>
      <form onSubmit={submit} className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t("projectName")}
            id={`${id}-name`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required={source === "paste"}
            maxLength={200}
          />
          <div className="space-y-1">
            <label htmlFor={`${id}-voice`} className="block text-sm font-medium">
              {t("defaultVoice")}
            </label>
            <VoiceSelect
              id={`${id}-voice`}
              value={defaultVoiceId}
              onChange={setVoice}
              voices={voices.data}
            />
          </div>
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t("source")}</legend>
          <div className="flex flex-wrap gap-2">
            {(["paste", "file"] as const).map((s) => (
              <label key={s} className={choiceClass}>
                <input
                  type="radio"
                  name={`${id}-source`}
                  checked={source === s}
                  onChange={() => setSource(s)}
                />
                {s === "paste" ? t("fromPaste") : t("fromFile")}
              </label>
            ))}
          </div>
        </fieldset>
        {source === "paste" ? (
          <div className="space-y-1">
            <label htmlFor={`${id}-text`} className="block text-sm font-medium">
              {t("pasteLabel")}
            </label>
            <textarea
              id={`${id}-text`}
              className={`${inputClass} min-h-48 font-mono text-sm`}
              dir="auto"
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-describedby={`${id}-text-hint`}
            />
            <p id={`${id}-text-hint`} className="text-sm text-slate-600 dark:text-slate-400">
              {t("pasteHint")}
            </p>
          </div>
        ) : (
          <div className="space-y-1">
            <label htmlFor={`${id}-file`} className="block text-sm font-medium">
              {t("fileLabel")}
            </label>
            <input
              id={`${id}-file`}
              type="file"
              accept=".txt,.md,.markdown,.epub,text/plain,text/markdown,application/epub+zip"
              className="block w-full text-sm"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              required
              aria-describedby={`${id}-file-hint`}
            />
            <p id={`${id}-file-hint`} className="text-sm text-slate-600 dark:text-slate-400">
              {t("fileHint")}
            </p>
          </div>
        )}
        <Button type="submit" busy={busy} disabled={busy || !defaultVoiceId}>
          {t("create")}
        </Button>
      </form>
    </Card>
  );
}
