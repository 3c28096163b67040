import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";

export interface SliderButtonsProps {
  controls: string;
  previousLabel: string;
  nextLabel: string;
  atStart: boolean;
  atEnd: boolean;
  page: (towardsEnd: boolean) => void;
}

const BUTTON =
  "inline-flex size-9 items-center justify-center rounded-full border border-border bg-background hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-40";

/** Previous / next buttons of a slider; the chevrons mirror in right-to-left. */
export function SliderButtons({
  controls,
  previousLabel,
  nextLabel,
  atStart,
  atEnd,
  page,
}: SliderButtonsProps) {
  if (atStart && atEnd) return null;
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        aria-controls={controls}
        aria-label={previousLabel}
        disabled={atStart}
        onClick={() => page(false)}
        className={BUTTON}
      >
        <ChevronLeftIcon aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </button>
      <button
        type="button"
        aria-controls={controls}
        aria-label={nextLabel}
        disabled={atEnd}
        onClick={() => page(true)}
        className={BUTTON}
      >
        <ChevronRightIcon aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </button>
    </div>
  );
}
