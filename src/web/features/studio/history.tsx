import { ChevronLeft, ChevronRight, History as HistoryIcon } from "lucide-react";
import { useState } from "react";
import { formatNumber } from "../../../domain/i18n/format.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/section.tsx";
import { useLocale, useTexts } from "../../lib/i18n.ts";
import { useHistory } from "./api.ts";
import { HistoryItem } from "./history-item.tsx";
import { studioText } from "./texts.ts";
import { usePlayer } from "./use-player.ts";

// Beyond docs/product.md: the user's generations, newest first, 20 a page (the server's page size).
export function History({ onDeleted }: { onDeleted: (id: string) => void }) {
  const t = useTexts(studioText);
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const history = useHistory(page);
  const player = usePlayer();
  const data = history.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // Deleting the last item of the last page leaves an empty page: step back.
  if (data && data.items.length === 0 && page > 1) setPage(page - 1);

  return (
    <Card id="history-title" title={t("historyTitle")} icon={HistoryIcon}>
      {/* biome-ignore lint/a11y/useMediaCaption: each row shows the text that was spoken */}
      <audio ref={player.ref} preload="none" hidden />
      {history.isPending ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t("historyLoading")}</p>
      ) : history.isError ? (
        <div className="mt-4 text-sm">
          <p>{t("historyLoadFailed")}</p>
          <Button variant="secondary" className="mt-2" onClick={() => history.refetch()}>
            {t("historyRetry")}
          </Button>
        </div>
      ) : data && data.total === 0 ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t("historyEmpty")}</p>
      ) : (
        <>
          <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
            {data?.items.map((item) => (
              <HistoryItem
                key={item.id}
                item={item}
                playing={player.playing && player.current === item.audioUrl}
                onPlay={() => player.toggle(item.audioUrl)}
                // The row last played keeps the player's seek bar, playing or paused.
                seek={
                  player.current === item.audioUrl ? { ...player.time, onSeek: player.seek } : null
                }
                onDeleted={onDeleted}
              />
            ))}
          </ul>
          {pages > 1 && (
            <nav
              aria-label={t("historyPages")}
              className="mt-4 flex items-center justify-between gap-3"
            >
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />{" "}
                {t("historyNewer")}
              </Button>
              <span className="text-sm text-slate-700 dark:text-slate-300">
                {t("historyPage", {
                  page: formatNumber(page, locale),
                  pages: formatNumber(pages, locale),
                })}
              </span>
              <Button
                variant="secondary"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                {t("historyOlder")}{" "}
                <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
              </Button>
            </nav>
          )}
        </>
      )}
    </Card>
  );
}
