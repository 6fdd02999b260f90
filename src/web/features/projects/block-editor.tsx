// One block's runs of text, each with its voice ("" speaks in the project's default), in a modal.
// Saving changes only this block: the next conversion renders it alone again.
import { useId, useState } from "react";
import type { BlockPart } from "../../../domain/projects.ts";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { ModalActions } from "../../components/ui/modal-actions.tsx";
import { toastError } from "../../lib/api.ts";
import { useTexts } from "../../lib/i18n.ts";
import { type Block, useEditBlock } from "./api.ts";
import { projectsText } from "./texts.ts";
import { useVoices, VoiceSelect, voiceName } from "./voice-select.tsx";

interface Props {
  projectId: string;
  defaultVoiceId: string;
  block: Block;
  onClose: () => void;
}

export function BlockEditor({ projectId, defaultVoiceId, block, onClose }: Props) {
  const t = useTexts(projectsText);
  const id = useId();
  const voices = useVoices();
  // Each run keeps a key of its own while runs are added and removed.
  const [parts, setParts] = useState<(BlockPart & { key: number })[]>(() =>
    block.parts.map((p, key) => ({ ...p, key })),
  );
  const [nextKey, setNextKey] = useState(block.parts.length);
  const edit = useEditBlock(projectId);
  const change = (i: number, part: Partial<BlockPart>) =>
    setParts((all) => all.map((p, at) => (at === i ? { ...p, ...part } : p)));
  const save = () =>
    edit.mutate(
      { blockId: block.id, parts: parts.map(({ text, voiceId }) => ({ text, voiceId })) },
      {
        onSuccess: () => {
          toast.success(t("saved"));
          onClose();
        },
        onError: (error) => toastError(error, t("saveFailed")),
      },
    );
  const formId = `${id}-form`;
  return (
    <Modal
      open
      onClose={onClose}
      title={t("editTitle")}
      description={t("editHint")}
      size="lg"
      closeOnBackdrop={false}
      footer={
        <ModalActions label={t("save")} onCancel={onClose} busy={edit.isPending} form={formId} />
      }
    >
      <form
        id={formId}
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        {parts.map((part, i) => (
          <div
            key={part.key}
            className="space-y-2 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
          >
            <label htmlFor={`${id}-text-${i}`} className="block text-sm font-medium">
              {t("runText", { number: i + 1 })}
            </label>
            <textarea
              id={`${id}-text-${i}`}
              className={`${inputClass} min-h-24`}
              dir="auto"
              value={part.text}
              onChange={(e) => change(i, { text: e.target.value })}
            />
            <label htmlFor={`${id}-voice-${i}`} className="block text-sm font-medium">
              {t("runVoice", { number: i + 1 })}
            </label>
            <VoiceSelect
              id={`${id}-voice-${i}`}
              value={part.voiceId ?? ""}
              onChange={(v) => change(i, { voiceId: v || null })}
              voices={voices.data}
              emptyLabel={t("projectDefault", { voice: voiceName(voices.data, defaultVoiceId) })}
            />
            {parts.length > 1 && (
              <Button
                variant="ghost"
                onClick={() => setParts((all) => all.filter((_, at) => at !== i))}
              >
                {t("removeRun", { number: i + 1 })}
              </Button>
            )}
          </div>
        ))}
        <Button
          variant="secondary"
          onClick={() => {
            setParts((all) => [...all, { text: "", voiceId: null, key: nextKey }]);
            setNextKey((k) => k + 1);
          }}
        >
          {t("addRun")}
        </Button>
      </form>
    </Modal>
  );
}
