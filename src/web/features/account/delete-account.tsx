import { useState } from "react";
import { deleteAccountSchema } from "../../../domain/account.ts";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { described, FormRow } from "../../components/ui/form-row.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { ModalActions } from "../../components/ui/modal-actions.tsx";
import { toastError } from "../../lib/api.ts";
import { useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import { useZodForm } from "../../lib/use-zod-form.ts";
import { useDeleteAccount } from "./api.ts";
import { accountText } from "./texts.ts";

/**
 * Asks for the password in a dialog (an account without one types its address), then deletes
 * the account (the browser goes to /login).
 */
export function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  const t = useTexts(accountText);
  const [open, setOpen] = useState(false);
  // Said before the user is forgotten: the page's guard then sends the browser to /login.
  const remove = useDeleteAccount(() => toast.success(messageText("accountDeleted")));
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useZodForm(deleteAccountSchema, hasPassword ? { password: "" } : { email: "" });
  const error = errors.password?.message ?? errors.email?.message;
  // What proves it is the owner: the password, or for an account without one its address.
  const proof = hasPassword
    ? {
        id: "delete-password",
        label: t("deletePassword"),
        type: "password",
        autoComplete: "current-password",
        field: "password" as const,
      }
    : ({
        id: "delete-email",
        label: t("deleteEmail"),
        type: "email",
        autoComplete: "off",
        field: "email",
      } as const);
  const close = () => {
    setOpen(false);
    reset();
  };
  const onSubmit = handleSubmit((proof) =>
    remove.mutate(proof, {
      onError: (e) => toastError(e, messageText("httpInternal")),
    }),
  );
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t("deleteOpen")}
      </Button>
      <Modal
        open={open}
        onClose={close}
        closeOnBackdrop={false}
        title={t("deleteTitle")}
        description={t("deleteDescription")}
        footer={
          <ModalActions
            label={t("deleteConfirm")}
            danger
            busy={remove.isPending}
            onCancel={close}
            form="delete-account"
          />
        }
      >
        <form id="delete-account" onSubmit={onSubmit} noValidate>
          <FormRow id={proof.id} label={proof.label} error={error}>
            <input
              {...described(proof.id, error)}
              type={proof.type}
              autoComplete={proof.autoComplete}
              className={inputClass}
              {...register(proof.field)}
            />
          </FormRow>
        </form>
      </Modal>
    </>
  );
}
