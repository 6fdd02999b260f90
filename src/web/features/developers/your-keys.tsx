// The signed-in part of the API page: a visitor's first paint never downloads the key form's
// schema checks (zod) or the revoke dialog.
import { useState } from "react";
import { formatMoment } from "../../../domain/i18n/format.ts";
import type { ApiKeyView } from "../../../server/features/api-keys/service.ts";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { ModalActions } from "../../components/ui/modal-actions.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { toastError } from "../../lib/api.ts";
import { useLocale, useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import { richText } from "../../lib/rich-text.tsx";
import { useSite } from "../../lib/site.ts";
import { useApiKeys, useRevokeKey } from "./api.ts";
import { NewKeyForm } from "./new-key-form.tsx";
import { developersText } from "./texts.ts";

/** The signed-in user's keys: create (secret shown once), list, revoke after a confirmation. */
export function YourKeys() {
  const t = useTexts(developersText);
  const locale = useLocale();
  // On the operator's clock, as every time the site shows (docs/i18n.md).
  const { timezone } = useSite();
  const when = (iso: string | null) =>
    iso ? formatMoment(new Date(iso), timezone, locale) : t("keyNeverUsed");
  const keys = useApiKeys(true);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  return (
    <div className="space-y-6">
      <NewKeyForm count={keys.data?.length ?? 0} />
      {keys.isPending ? (
        <p className="flex items-center gap-2 text-sm" role="status">
          <Spinner /> {t("loadingKeys")}
        </p>
      ) : keys.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {messageText("apiKeysLoadFailed")}
        </p>
      ) : keys.data.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("noKeys")}</p>
      ) : (
        <ul
          className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
          aria-label={t("keysTitle")}
        >
          {keys.data.map((key) => (
            <li
              key={key.id}
              className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words">{key.name}</p>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {richText(
                    (marks) =>
                      t("keyMeta", {
                        ...marks,
                        created: when(key.createdAt),
                        lastUsed: when(key.lastUsedAt),
                      }),
                    { prefix: <code dir="ltr" className="font-mono">{`${key.prefix}…`}</code> },
                  )}
                </p>
              </div>
              <Button
                variant="secondary"
                onClick={() => setRevoking(key)}
                aria-label={t("revokeNamed", { name: key.name })}
              >
                {t("revoke")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {revoking && <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} />}
    </div>
  );
}

function RevokeDialog({ apiKey, onClose }: { apiKey: ApiKeyView; onClose: () => void }) {
  const t = useTexts(developersText);
  const revoke = useRevokeKey();
  const close = () => !revoke.isPending && onClose();
  return (
    <Modal
      open
      onClose={close}
      title={t("revokeTitle", { name: apiKey.name })}
      description={t("revokeText")}
      size="sm"
    >
      <ModalActions
        label={t("revokeConfirm")}
        onCancel={close}
        busy={revoke.isPending}
        danger
        onConfirm={() =>
          revoke.mutate(apiKey.id, {
            onSuccess: () => {
              toast.success(messageText("apiKeysRevoked"));
              onClose();
            },
            onError: (e) => toastError(e, messageText("httpInternal")),
          })
        }
      />
    </Modal>
  );
}
