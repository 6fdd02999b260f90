import { Suspense } from "react";
import { Spinner } from "../../components/ui/spinner.tsx";
import { lazyWhenOnline } from "../../lib/chunks.ts";
import { useTexts } from "../../lib/i18n.ts";
import { useMe } from "../../lib/me.ts";
import { Link } from "../../lib/navigation.tsx";
import { richText } from "../../lib/rich-text.tsx";
import { developersText } from "./texts.ts";

// Only a signed-in reader has keys: the form, its checks and the list load when one is here.
const YourKeys = lazyWhenOnline(() => import("./your-keys.tsx").then((m) => m.YourKeys));

/** The keys panel: a sign-in link for visitors, the user's own keys once signed in. */
export function KeysPanel() {
  const t = useTexts(developersText);
  const me = useMe();
  const signedOut = richText((marks) => t("signedOut", marks), {
    signIn: (
      <Link to="/login" className="font-medium text-indigo-700 underline dark:text-indigo-300">
        {t("signIn")}
      </Link>
    ),
  });
  const loading = (
    <p className="relative text-slate-700 dark:text-slate-300">
      {/* The signed-out words, unseen, hold the height of what usually follows, so the
          examples below do not move when it arrives (a layout shift). */}
      <span className="invisible" aria-hidden="true">
        {signedOut}
      </span>
      <span className="absolute inset-0 flex items-start gap-2 text-sm">
        <Spinner /> {t("loading")}
      </span>
    </p>
  );
  if (me.isPending) return loading;
  if (!me.data) return <p className="text-slate-700 dark:text-slate-300">{signedOut}</p>;
  return (
    <Suspense fallback={loading}>
      <YourKeys />
    </Suspense>
  );
}
