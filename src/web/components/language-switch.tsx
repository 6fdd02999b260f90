// The language switch (docs/i18n.md). With two languages one button says the other's name in
// that language, so a reader who cannot read the current one still finds theirs.
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { LOCALE_NAMES, LOCALES, type Locale } from "../../domain/i18n/locales.ts";
import { api } from "../lib/api.ts";
import { i18n, useLocale } from "../lib/i18n.ts";
import { chooseLocale, LOCALE_KEY } from "../lib/locale.ts";
import { type Me, meKey, useMe } from "../lib/me.ts";
import { readStored } from "../lib/storage.ts";
import { BareButton } from "./ui/button.tsx";

/** The profile remembers the language, so the next device and the e-mails speak it too. */
async function saveToProfile(client: QueryClient, locale: Locale) {
  await api("/api/me/locale", { method: "PUT", body: { locale } });
  client.setQueryData<Me | null>(
    meKey,
    (me) => me && { ...me, profile: { ...me.profile, locale } },
  );
}

/** Shows the language and remembers it: in this browser, and in the profile when signed in. */
export function useChooseLocale(): (locale: Locale) => Promise<void> {
  const me = useMe();
  const client = useQueryClient();
  return async (locale) => {
    await chooseLocale(locale);
    // Not saved (offline): this browser still remembers, and the next sign-in saves it.
    if (me.data) await saveToProfile(client, locale).catch(() => {});
  };
}

/**
 * Once signed in, the profile's language wins over this browser's; a profile that never chose
 * takes the language this browser was switched to.
 */
export function useProfileLocale(): void {
  const me = useMe();
  const client = useQueryClient();
  const signedIn = Boolean(me.data);
  const saved = me.data?.profile.locale ?? null;
  useEffect(() => {
    if (!signedIn) return;
    if (saved) {
      if (saved !== i18n.locale) void chooseLocale(saved);
    } else if (readStored(LOCALE_KEY)) {
      void saveToProfile(client, i18n.locale as Locale).catch(() => {});
    }
  }, [signedIn, saved, client]);
}

export function LanguageSwitch({ className }: { className: string }) {
  const locale = useLocale();
  const choose = useChooseLocale();
  const other = LOCALES.find((l) => l !== locale) ?? locale;
  return (
    <BareButton
      type="button"
      lang={other}
      className={`${className} font-system`}
      onClick={() => void choose(other)}
    >
      {LOCALE_NAMES[other]}
    </BareButton>
  );
}
