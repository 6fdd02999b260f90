import { toast } from "../../components/toaster.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { environmentInfo } from "./device.ts";

export function DebugModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  // Read on each opening, so the values (online, viewport) are the current ones.
  const info = open ? environmentInfo() : [];
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(info.map(([k, v]) => `${k}: ${v}`).join("\n"));
      toast.success("Environment info copied to clipboard!");
    } catch {
      toast.error("Could not copy. Please select the text and copy it.");
    }
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Environment info"
      description="Share this with support when something does not work on your device."
      footer={
        <>
          <Button variant="secondary" onClick={copy}>
            Copy
          </Button>
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      <dl className="space-y-2 text-sm">
        {info.map(([label, value]) => (
          <div key={label}>
            <dt className="font-medium text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
