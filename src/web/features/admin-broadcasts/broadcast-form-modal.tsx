import { useId } from "react";
import {
  BROADCAST_DESCRIPTION_MAX,
  BROADCAST_TITLE_MAX,
  type BroadcastView,
  broadcastFormSchema,
} from "../../../domain/broadcasts.ts";
import { adminText } from "../../components/admin/texts.ts";
import { inputClass } from "../../components/ui/field.tsx";
import { described, FormRow } from "../../components/ui/form-row.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { ModalActions } from "../../components/ui/modal-actions.tsx";
import { saveRowAndClose } from "../../lib/admin-calls.ts";
import { useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { useSaveBroadcast } from "./api.ts";

/** New or edited message: title and description required, active on by default. */
export function BroadcastFormModal({
  broadcast,
  onClose,
}: {
  broadcast: BroadcastView | null;
  onClose: () => void;
}) {
  const t = useTexts(adminText);
  const id = useId();
  const save = useSaveBroadcast();
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useZodForm(
    broadcastFormSchema,
    broadcast
      ? { title: broadcast.title, description: broadcast.description, active: broadcast.active }
      : { title: "", description: "", active: true },
  );

  const onSubmit = handleSubmit((form) =>
    saveRowAndClose(
      save,
      { id: broadcast?.id ?? null, form },
      {
        created: messageText("adminBroadcastCreated"),
        updated: messageText("adminBroadcastUpdated"),
        failed: messageText("adminBroadcastSaveFailed"),
      },
      onClose,
    ),
  );

  const close = () => !save.isPending && onClose();
  return (
    <Modal
      open
      onClose={close}
      title={t(broadcast ? "broadcastsEdit" : "broadcastsAdd")}
      description={t("broadcastsFormDescription")}
      closeOnBackdrop={!isDirty}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormRow id={`${id}-title`} label={t("broadcastsFormTitle")} error={errors.title?.message}>
          <input
            {...described(`${id}-title`, errors.title?.message)}
            className={inputClass}
            maxLength={BROADCAST_TITLE_MAX}
            {...register("title")}
          />
        </FormRow>
        <FormRow
          id={`${id}-description`}
          label={t("broadcastsFormText")}
          error={errors.description?.message}
        >
          <textarea
            {...described(`${id}-description`, errors.description?.message)}
            className={`${inputClass} min-h-32`}
            maxLength={BROADCAST_DESCRIPTION_MAX}
            {...register("description")}
          />
        </FormRow>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-4 accent-indigo-600" {...register("active")} />
          {t("broadcastsActive")}
        </label>
        <ModalActions
          label={t(broadcast ? "saveChanges" : "broadcastsCreate")}
          onCancel={close}
          busy={save.isPending}
        />
      </form>
    </Modal>
  );
}
