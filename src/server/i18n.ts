// The catalogues on the server (docs/i18n.md): what goes out in the reader's language, e-mails
// first. Node reads the catalogue files raw, so every instance compiles ICU texts as it meets them.
import { type I18n, setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { MessageValues } from "../domain/i18n/catalog.ts";
import en from "../domain/i18n/en/index.ts";
import { LOCALES, type Locale } from "../domain/i18n/locales.ts";
import ur from "../domain/i18n/ur/index.ts";
import { englishMessages } from "../domain/messages.ts";

// The domain's English (schemas, errors) is read raw in Node too.
englishMessages.setMessagesCompiler(compileMessage);

const catalogues: Record<Locale, Record<string, string>> = { en, ur };

const instances = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    setupI18n({ locale, messages: { [locale]: catalogues[locale] } }).setMessagesCompiler(
      compileMessage,
    ),
  ]),
) as Record<Locale, I18n>;

/** A text by its full id ("email.resetSubject") in the locale, English when the locale lacks it. */
export function translate(locale: Locale, id: string, values?: MessageValues): string {
  return instances[locale]._(id, values, { message: en[id] });
}
