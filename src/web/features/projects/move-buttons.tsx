// Up and down for an item of a list (a chapter, a block): buttons, so the keyboard and a screen
// reader move it as a mouse does, each named for what it moves.
import { ArrowDown, ArrowUp } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";

export function MoveButtons({
  index,
  count,
  upLabel,
  downLabel,
  busy,
  onMove,
}: {
  index: number;
  count: number;
  upLabel: string;
  downLabel: string;
  busy: boolean;
  onMove: (from: number, to: number) => void;
}) {
  return (
    <div className="flex gap-1">
      <Button
        variant="ghost"
        className="min-h-11 min-w-11 px-2"
        aria-label={upLabel}
        disabled={busy || index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp className="size-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        className="min-h-11 min-w-11 px-2"
        aria-label={downLabel}
        disabled={busy || index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}

/** The ids with the one at `from` moved to `to`. */
export function moved(ids: string[], from: number, to: number): string[] {
  const next = [...ids];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
