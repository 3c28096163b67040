import type { MenuItem, MenuSection } from "@storefront/core/contracts/api/restaurant";
import { lazyModule, preloadModule, useLazyModuleWhen } from "@storefront/kit/app";
import { useLocalized } from "@storefront/kit/locale";
import { cn } from "@storefront/ui/cn";
import { useRef, useState } from "react";
import { MenuItemCard } from "./menu-item-card";
import { SectionTabs, sectionAnchor } from "./section-tabs";

/**
 * How the menu is drawn over the same data: `menu` (the site's menu, a grid with photos),
 * `digital` (the table's QR menu, one column for phones), `classic` (the digital menu's previous
 * layout, a text list: `/digital-menu-BKUP`), `kiosk` (large touch targets).
 */
export type MenuLayout = "menu" | "digital" | "classic" | "kiosk";

/**
 * How many of the first section's items a phone shows before any scrolling: their photos load at
 * once, with the page (the largest of them is often the page's LCP element); the rest wait until
 * they come near the screen.
 */
export const ITEMS_ABOVE_THE_FOLD = 4;

/**
 * The item sheet is a Radix Dialog (focus trap, scroll lock, layers: ~12 kB gzip with its form),
 * so it is fetched when a shopper reaches for an item (pointer over, touch or focus on the list),
 * not with the menu: the menu page parses and hydrates without it.
 */
const itemSheetModule = lazyModule(() => import("./item-sheet"));
const preloadItemSheet = () => preloadModule(itemSheetModule);

/**
 * The menu by section: sticky section tabs that follow the scroll, each section's items
 * (unavailable ones greyed, not hidden), and the item sheet to choose options and add to the order.
 * One component tree for every menu page; `layout` only changes how it is drawn.
 */
export function MenuView({ sections, layout }: { sections: readonly MenuSection[]; layout: MenuLayout }) {
  const localized = useLocalized();
  const [open, setOpen] = useState<MenuItem | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const sheet = useLazyModuleWhen(itemSheetModule, open !== null);
  return (
    <div data-slot="menu" data-layout={layout} className="flex flex-col gap-6">
      <SectionTabs sections={sections} large={layout === "kiosk"} />
      {sections.map((section, sectionIndex) => (
        <section key={section._id} aria-labelledby={sectionAnchor(section)} className="scroll-mt-16">
          <h2
            id={sectionAnchor(section)}
            className={cn(
              "mb-3 scroll-mt-16 font-semibold",
              layout === "kiosk"
                ? "text-3xl portrait:[@media(min-height:1500px)]:scroll-mt-32 portrait:[@media(min-height:1500px)]:text-4xl"
                : "text-xl",
            )}
          >
            {localized(section.name, section.name_lang)}
          </h2>
          <ul
            className={cn(
              "grid gap-3",
              layout === "menu" && "sm:grid-cols-2 lg:grid-cols-3",
              layout === "kiosk" &&
                "sm:grid-cols-2 xl:grid-cols-3 portrait:[@media(min-height:1500px)]:grid-cols-2 portrait:[@media(min-height:1500px)]:gap-5",
              layout === "classic" && "gap-0",
            )}
            onPointerOver={preloadItemSheet}
            onTouchStart={preloadItemSheet}
            onFocus={preloadItemSheet}
          >
            {section.items.map((item, itemIndex) => (
              <MenuItemCard
                key={item._id}
                item={item}
                layout={layout}
                onOpen={(button) => {
                  opener.current = button;
                  setOpen(item);
                }}
                aboveTheFold={sectionIndex === 0 && itemIndex < ITEMS_ABOVE_THE_FOLD}
              />
            ))}
          </ul>
        </section>
      ))}
      {sheet ? (
        <sheet.ItemSheet
          item={open}
          onClose={() => setOpen(null)}
          large={layout === "kiosk"}
          returnFocusTo={opener}
        />
      ) : null}
    </div>
  );
}
