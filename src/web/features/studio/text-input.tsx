import { type ClipboardEvent, useRef, useState } from "react";
import { msg } from "../../../domain/messages.ts";
import { MAX_TEXT, WARN_TEXT } from "../../../domain/text.ts";
import { Button } from "../../components/ui/button.tsx";
import { inputClass } from "../../components/ui/field.tsx";

const count = new Intl.NumberFormat("en");

export function TextInput({
  value,
  onChange,
}: {
  value: string;
  onChange: (text: string) => void;
}) {
  const area = useRef<HTMLTextAreaElement>(null);
  // What the last paste lost to the limit (the browser cuts it silently), until the next edit.
  const [cut, setCut] = useState(0);
  const near = value.length > WARN_TEXT;
  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const el = e.currentTarget;
    const kept = el.value.length - (el.selectionEnd - el.selectionStart);
    setCut(Math.max(0, e.clipboardData.getData("text").length - (MAX_TEXT - kept)));
  };
  return (
    <div className="space-y-2">
      <label htmlFor="studio-text" className="block text-sm font-semibold">
        Text to speak
      </label>
      {/* dir="auto": Urdu and Hindi lines take their own direction (Urdu right to left). */}
      <textarea
        ref={area}
        id="studio-text"
        dir="auto"
        rows={6}
        maxLength={MAX_TEXT}
        value={value}
        onChange={(e) => {
          if (e.nativeEvent instanceof InputEvent && e.nativeEvent.inputType !== "insertFromPaste")
            setCut(0);
          onChange(e.target.value);
        }}
        onPaste={onPaste}
        placeholder="Type or paste English, Urdu or Hindi text…"
        aria-describedby="studio-text-tip studio-text-count studio-text-cut"
        className={`${inputClass} min-h-36 resize-y leading-relaxed`}
      />
      <p id="studio-text-tip" className="text-xs text-slate-600 dark:text-slate-400">
        {msg.generation.pauseTip}
      </p>
      <p
        id="studio-text-cut"
        aria-live="polite"
        className="text-sm font-semibold text-amber-800 empty:hidden dark:text-amber-300"
      >
        {cut > 0 ? msg.generation.pasteCut(cut, count.format(MAX_TEXT)) : ""}
      </p>
      <div className="flex items-center justify-between gap-3 text-sm">
        <p
          id="studio-text-count"
          className={
            near
              ? "font-semibold text-amber-800 dark:text-amber-300"
              : "text-slate-600 dark:text-slate-400"
          }
        >
          <span>
            {count.format(value.length)} / {count.format(MAX_TEXT)} characters
          </span>
          {/* Announced once when the line appears, not on every keystroke as the count would be. */}
          <span aria-live="polite" className="ml-2">
            {near ? msg.generation.approachingLimit : ""}
          </span>
        </p>
        <Button
          variant="ghost"
          className="px-3 py-1"
          disabled={value === ""}
          onClick={() => {
            setCut(0);
            onChange("");
            area.current?.focus();
          }}
        >
          Clear
        </Button>
      </div>
    </div>
  );
}
