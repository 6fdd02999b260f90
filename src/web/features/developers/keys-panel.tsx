import { useState } from "react";
import { Link } from "react-router";
import { msg } from "../../../domain/messages.ts";
import type { ApiKeyView } from "../../../server/features/api-keys/service.ts";
import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { ModalActions } from "../../components/ui/modal-actions.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { toastError } from "../../lib/api.ts";
import { useMe } from "../../lib/me.ts";
import { useApiKeys, useRevokeKey } from "./api.ts";
import { NewKeyForm } from "./new-key-form.tsx";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : "Never");

/** The signed-in user's keys: create (secret shown once), list, revoke after a confirmation. */
export function KeysPanel() {
  const me = useMe();
  const signedIn = Boolean(me.data);
  const keys = useApiKeys(signedIn);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);

  const signedOut = (
    <>
      <Link to="/login" className="font-medium text-indigo-700 underline dark:text-indigo-300">
        Sign in
      </Link>{" "}
      to create API keys. Every call is billed to your plan like a generation in the studio.
    </>
  );
  if (me.isPending)
    return (
      <p className="relative text-slate-700 dark:text-slate-300">
        {/* The signed-out words, unseen, hold the height of what usually follows, so the
            examples below do not move when it arrives (a layout shift). */}
        <span className="invisible" aria-hidden="true">
          {signedOut}
        </span>
        <span className="absolute inset-0 flex items-start gap-2 text-sm">
          <Spinner /> Loading…
        </span>
      </p>
    );
  if (!signedIn) return <p className="text-slate-700 dark:text-slate-300">{signedOut}</p>;
  return (
    <div className="space-y-6">
      <NewKeyForm count={keys.data?.length ?? 0} />
      {keys.isPending ? (
        <p className="flex items-center gap-2 text-sm" role="status">
          <Spinner /> Loading your keys…
        </p>
      ) : keys.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {msg.apiKeys.loadFailed}
        </p>
      ) : keys.data.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">No keys yet.</p>
      ) : (
        <ul
          className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
          aria-label="Your API keys"
        >
          {keys.data.map((key) => (
            <li
              key={key.id}
              className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words">{key.name}</p>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  <code className="font-mono">{key.prefix}…</code> · created {when(key.createdAt)} ·
                  last used {when(key.lastUsedAt)}
                </p>
              </div>
              <Button
                variant="secondary"
                onClick={() => setRevoking(key)}
                aria-label={`Revoke ${key.name}`}
              >
                Revoke
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
  const revoke = useRevokeKey();
  const close = () => !revoke.isPending && onClose();
  return (
    <Modal
      open
      onClose={close}
      title={`Revoke “${apiKey.name}”?`}
      description="Tools using this key stop working at once. This cannot be undone."
      size="sm"
    >
      <ModalActions
        label="Revoke key"
        onCancel={close}
        busy={revoke.isPending}
        danger
        onConfirm={() =>
          revoke.mutate(apiKey.id, {
            onSuccess: () => {
              toast.success(msg.apiKeys.revoked);
              onClose();
            },
            onError: (e) => toastError(e, msg.http.internal),
          })
        }
      />
    </Modal>
  );
}
