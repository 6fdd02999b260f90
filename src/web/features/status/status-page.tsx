import { AlertTriangle, CheckCircle2, HelpCircle, RefreshCw, XCircle } from "lucide-react";
import { formatMoment, formatNumber } from "../../../domain/i18n/format.ts";
import { BareButton, buttonClass } from "../../components/ui/button.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useLocale, useTexts } from "../../lib/i18n.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useSite } from "../../lib/site.ts";
import { type ComponentStatus, type StatusReport, useStatus } from "./api.ts";
import { statusText } from "./texts.ts";

// Each state has an icon and a word as well as a colour, so it reads without colour vision.
const states = {
  up: { label: "stateUp", icon: CheckCircle2, tone: "text-green-700 dark:text-green-400" },
  down: { label: "stateDown", icon: XCircle, tone: "text-red-700 dark:text-red-400" },
  unknown: { label: "stateUnknown", icon: HelpCircle, tone: "text-slate-600 dark:text-slate-300" },
} as const;

// The server names each component in English (for API scripts); the page says the ones it knows,
// by id, in the reader's language, and any other by the server's name.
const names = {
  database: "componentDatabase",
  embedded: "componentEmbedded",
  elevenlabs: "componentElevenlabs",
  openai: "componentOpenai",
  neural: "componentNeural",
  speech: "componentSpeech",
} as const;
const nameKey = (id: string) => (Object.hasOwn(names, id) ? names[id as keyof typeof names] : null);

const banners = {
  operational: {
    text: "overallOperational",
    icon: CheckCircle2,
    tone: "border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950/50 dark:text-green-100",
  },
  degraded: {
    text: "overallDegraded",
    icon: AlertTriangle,
    tone: "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-100",
  },
  down: {
    text: "overallDown",
    icon: XCircle,
    tone: "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/50 dark:text-red-100",
  },
} as const;

function Row({ component }: { component: ComponentStatus }) {
  const t = useTexts(statusText);
  const locale = useLocale();
  const state = states[component.state];
  const name = nameKey(component.id);
  const note =
    component.state === "unknown"
      ? t("notReported")
      : component.ms !== null
        ? t("answeredIn", { ms: formatNumber(component.ms, locale) })
        : null;
  return (
    <li className="flex items-center justify-between gap-4 px-5 py-4">
      <div>
        <p className="font-medium">{name ? t(name) : component.name}</p>
        {note && <p className="text-sm text-slate-600 dark:text-slate-300">{note}</p>}
      </div>
      <p className={`flex shrink-0 items-center gap-1.5 text-sm font-semibold ${state.tone}`}>
        <state.icon className="size-5" aria-hidden="true" />
        {t(state.label)}
      </p>
    </li>
  );
}

function Report({ report }: { report: StatusReport }) {
  const t = useTexts(statusText);
  const locale = useLocale();
  const { timezone } = useSite();
  const banner = banners[report.overall];
  const time = formatMoment(new Date(report.checkedAt), timezone, locale, report.utcOffsetMinutes);
  // The sentence around the <time>, in whatever order the language puts them.
  const [before, after] = t("checkedAt", { time }).split(time);
  return (
    <>
      <p className={`flex items-center gap-3 rounded-xl border p-4 font-semibold ${banner.tone}`}>
        <banner.icon className="size-6 shrink-0" aria-hidden="true" />
        {t(banner.text)}
      </p>
      <ul
        aria-label={t("components")}
        className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
      >
        {report.components.map((c) => (
          <Row key={c.id} component={c} />
        ))}
      </ul>
      <p role="status" className="mt-4 text-sm text-slate-700 dark:text-slate-300">
        {before}
        <time dateTime={report.checkedAt}>{time}</time>
        {after}
      </p>
    </>
  );
}

export function StatusPage() {
  const t = useTexts(statusText);
  const site = useSite();
  usePageMeta(t("metaTitle"), t("metaDescription", { siteName: site.siteName }));
  const status = useStatus();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            {t("intro", { siteName: site.siteName })}
          </p>
        </div>
        <BareButton
          type="button"
          onClick={() => void status.refetch()}
          disabled={status.isFetching}
          className={buttonClass("secondary")}
        >
          {status.isFetching ? <Spinner /> : <RefreshCw className="size-4" aria-hidden="true" />}
          {t(status.isFetching ? "refreshing" : "refresh")}
        </BareButton>
      </div>
      <div className="mt-8" aria-busy={status.isFetching}>
        {status.data ? (
          <Report report={status.data} />
        ) : status.isPending ? (
          <p role="status" className="flex items-center gap-2 text-slate-700 dark:text-slate-300">
            <Spinner className="size-5" /> {t("loading")}
          </p>
        ) : (
          <p className="flex items-center gap-3 rounded-xl border border-red-300 bg-red-50 p-4 font-semibold text-red-900 dark:border-red-800 dark:bg-red-950/50 dark:text-red-100">
            <XCircle className="size-6 shrink-0" aria-hidden="true" />
            {t("unreachable")}
          </p>
        )}
      </div>
    </div>
  );
}
