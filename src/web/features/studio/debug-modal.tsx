import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { useTexts } from "../../lib/i18n.ts";
import { environmentInfo } from "./device.ts";
import { studioText } from "./texts.ts";

export function DebugModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTexts(studioText);
  // Read on each opening, so the values (online, viewport) are the current ones.
  const info = open ? environmentInfo() : [];
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(info.map(([k, v]) => `${k}: ${v}`).join("\n"));
      toast.success(t("debugCopied"));
    } catch {
      toast.error(t("debugCopyFailed"));
    }
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t("debugTitle")}
      description={t("debugDescription")}
      footer={
        <>
          <Button variant="secondary" onClick={copy}>
            {t("debugCopy")}
          </Button>
          <Button onClick={onClose}>{t("debugClose")}</Button>
        </>
      }
    >
      <dl className="space-y-2 text-sm">
        {info.map(([label, value]) => (
          <div key={label}>
            <dt className="font-medium text-slate-600 dark:text-slate-300">{label}</dt>
            <dd dir="auto" className="break-all">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
