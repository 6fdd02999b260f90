import { type ClipboardEvent, useRef, useState } from "react";
import { formatNumber } from "../../../domain/i18n/format.ts";
import { textDirection } from "../../../domain/i18n/locales.ts";
import { MAX_TEXT, WARN_TEXT } from "../../../domain/text.ts";
import { Button } from "../../components/ui/button.tsx";
import { inputClass } from "../../components/ui/field.tsx";
import { useLocale, useTexts } from "../../lib/i18n.ts";
import { messageText } from "../../lib/message-text.ts";
import { textLang } from "../../lib/text-lang.ts";
import { studioText } from "./texts.ts";

// For the paste line's message (in the shared catalogue), which takes the limit written out.
const count = new Intl.NumberFormat("en");

export function TextInput({
  value,
  onChange,
}: {
  value: string;
  onChange: (text: string) => void;
}) {
  const t = useTexts(studioText);
  const locale = useLocale();
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
        {t("textLabel")}
      </label>
      {/* dir="auto": Urdu and Hindi lines take their own direction (Urdu right to left), though an
          empty box on a right-to-left page starts there (Chromium would put it left to right);
          lang: the user's Urdu gets Nastaliq's line height, whatever the page's language; a text
          without letters speaks the page's language, said outright (an empty lang="" is an
          unknown language). */}
      <textarea
        ref={area}
        id="studio-text"
        dir={value === "" && textDirection(locale) === "rtl" ? "rtl" : "auto"}
        lang={textLang(value) ?? locale}
        rows={6}
        maxLength={MAX_TEXT}
        value={value}
        onChange={(e) => {
          if (e.nativeEvent instanceof InputEvent && e.nativeEvent.inputType !== "insertFromPaste")
            setCut(0);
          onChange(e.target.value);
        }}
        onPaste={onPaste}
        placeholder={t("textPlaceholder")}
        aria-describedby="studio-text-tip studio-text-count studio-text-cut"
        className={`${inputClass} min-h-36 resize-y leading-relaxed`}
      />
      <p id="studio-text-tip" className="text-xs text-slate-600 dark:text-slate-400">
        {messageText("generationPauseTip")}
      </p>
      <p
        id="studio-text-cut"
        aria-live="polite"
        className="text-sm font-semibold text-amber-800 empty:hidden dark:text-amber-300"
      >
        {cut > 0 ? messageText("generationPasteCut", { cut, max: count.format(MAX_TEXT) }) : ""}
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
            {t("textCount", {
              count: formatNumber(value.length, locale),
              max: formatNumber(MAX_TEXT, locale),
            })}
          </span>
          {/* Announced once when the line appears, not on every keystroke as the count would be. */}
          <span aria-live="polite" className="ms-2">
            {near ? messageText("generationApproachingLimit") : ""}
          </span>
        </p>
        <Button
          variant="ghost"
          className="min-h-11 px-3 py-1"
          disabled={value === ""}
          onClick={() => {
            setCut(0);
            onChange("");
            area.current?.focus();
          }}
        >
          {t("textClear")}
        </Button>
      </div>
    </div>
  );
}
