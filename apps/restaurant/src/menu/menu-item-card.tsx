import { useLingui } from "@lingui/react/macro";
import { imageUrl } from "@storefront/core/catalog";
import type { MenuItem } from "@storefront/core/contracts/api/restaurant";
import { useLocale, useLocalized } from "@storefront/kit/locale";
import { Money } from "@storefront/kit/money";
import { cn } from "@storefront/ui/cn";
import type { MenuLayout } from "./menu-view";

/** The media query of a tall portrait screen (a 1080×1920 kiosk), as the `portrait:[@media(min-height:1500px)]` classes say. */
const TALL_PORTRAIT = "(orientation: portrait) and (min-height: 1500px)";

/**
 * One item of the menu as a button that opens its sheet: photo, name, description, price. An
 * unavailable item is shown greyed with "Unavailable" and cannot be opened. A photo
 * `aboveTheFold` loads with the page; the others when they come near the screen.
 */
export function MenuItemCard({
  item,
  layout,
  onOpen,
  aboveTheFold = false,
}: {
  item: MenuItem;
  layout: MenuLayout;
  /** Opens the item's sheet; `button` is the item's, for the sheet to give focus back to. */
  onOpen(button: HTMLButtonElement): void;
  aboveTheFold?: boolean;
}) {
  const { t } = useLingui();
  const localized = useLocalized();
  const name = localized(item.name, item.name_lang);
  const description = item.description ? localized(item.description, item.description_lang) : null;
  const photo = layout !== "classic" && item.image;
  // The picture writes the item's name: in the page's language (`lang=ar`), at twice its box.
  const { locale } = useLocale();
  return (
    <li
      data-testid="menu-item"
      data-available={item.available}
      // Laid out and painted only near the screen (a menu runs to dozens of items); a row is ~6rem.
      className={cn(
        "skip-offscreen [--offscreen-height:6rem]",
        layout === "kiosk" &&
          "[--offscreen-height:9rem] portrait:[@media(min-height:1500px)]:[--offscreen-height:30rem]",
      )}
    >
      <button
        type="button"
        disabled={!item.available}
        onClick={(event) => onOpen(event.currentTarget)}
        className={cn(
          "flex w-full gap-3 rounded-lg border border-border bg-card p-3 text-start transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 disabled:grayscale",
          layout === "kiosk" &&
            "min-h-32 p-4 text-lg portrait:[@media(min-height:1500px)]:h-full portrait:[@media(min-height:1500px)]:flex-col portrait:[@media(min-height:1500px)]:gap-4 portrait:[@media(min-height:1500px)]:p-5 portrait:[@media(min-height:1500px)]:text-2xl",
          layout === "classic" && "border-0 border-b rounded-none",
        )}
      >
        {photo ? (
          <picture className="contents">
            {/* A tall portrait kiosk shows the photo across its tile: a larger picture there. */}
            {layout === "kiosk" ? (
              <source
                media={TALL_PORTRAIT}
                srcSet={imageUrl(item.image, { width: 640, height: 480, locale }) ?? item.image}
                width={640}
                height={480}
              />
            ) : null}
            <img
              src={imageUrl(item.image, { width: 224, height: 224, locale }) ?? item.image}
              alt=""
              width={112}
              height={112}
              loading={aboveTheFold ? "eager" : "lazy"}
              className={cn(
                "shrink-0 rounded-md object-cover",
                layout === "kiosk"
                  ? "size-28 portrait:[@media(min-height:1500px)]:aspect-[4/3] portrait:[@media(min-height:1500px)]:h-auto portrait:[@media(min-height:1500px)]:w-full"
                  : "size-20",
              )}
            />
          </picture>
        ) : null}
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="font-medium">{name}</span>
          {description && layout !== "classic" ? (
            <span
              className={cn(
                "line-clamp-2 text-sm text-muted-foreground",
                layout === "kiosk" && "portrait:[@media(min-height:1500px)]:text-lg",
              )}
            >
              {description}
            </span>
          ) : null}
          <span
            className={cn(
              "mt-auto flex items-center gap-2 text-sm font-semibold",
              layout === "kiosk" && "portrait:[@media(min-height:1500px)]:text-2xl",
            )}
          >
            <Money amount={item.price} />
            {item.available ? null : (
              <span className="font-normal text-muted-foreground">{t`Unavailable`}</span>
            )}
          </span>
        </span>
      </button>
    </li>
  );
}
