import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { useTexts } from "../../lib/i18n.ts";
import { BareButton } from "./button.tsx";
import { inputClass } from "./field.tsx";
import { uiText } from "./texts.ts";

export function PasswordField({
  label,
  id,
  ...props
}: Omit<ComponentProps<"input">, "type"> & { label: string; id: string }) {
  const t = useTexts(uiText);
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? "text" : "password"}
          className={`${inputClass} pe-11`}
          {...props}
        />
        <BareButton
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={t(visible ? "passwordHide" : "passwordShow")}
          aria-pressed={visible}
          className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
        >
          <Icon className="size-5" aria-hidden="true" />
        </BareButton>
      </div>
    </div>
  );
}
