import { useLingui } from "@lingui/react/macro";
import { imageUrl } from "@storefront/core/catalog";
import type { MenuItem } from "@storefront/core/contracts/api/restaurant";
import { useLocale, useLocalized } from "@storefront/kit/locale";
import { Money } from "@storefront/kit/money";
import { cn } from "@storefront/ui/cn";
import type { MenuLayout } from "./menu-view";

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
        layout === "kiosk" && "[--offscreen-height:9rem]",
      )}
    >
      <button
        type="button"
        disabled={!item.available}
        onClick={(event) => onOpen(event.currentTarget)}
        className={cn(
          "flex w-full gap-3 rounded-lg border border-border bg-card p-3 text-start transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 disabled:grayscale",
          layout === "kiosk" && "min-h-32 p-4 text-lg",
          layout === "classic" && "border-0 border-b rounded-none",
        )}
      >
        {photo ? (
          <img
            src={imageUrl(item.image, { width: 224, height: 224, locale }) ?? item.image}
            alt=""
            width={112}
            height={112}
            loading={aboveTheFold ? "eager" : "lazy"}
            className={cn("shrink-0 rounded-md object-cover", layout === "kiosk" ? "size-28" : "size-20")}
          />
        ) : null}
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="font-medium">{name}</span>
          {description && layout !== "classic" ? (
            <span className="line-clamp-2 text-sm text-muted-foreground">{description}</span>
          ) : null}
          <span className="mt-auto flex items-center gap-2 text-sm font-semibold">
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
