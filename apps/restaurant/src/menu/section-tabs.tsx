import type { MenuSection } from "@storefront/core/contracts/api/restaurant";
import { useLocalized } from "@storefront/kit/locale";
import { cn } from "@storefront/ui/cn";
import { useEffect, useState } from "react";

/** The DOM id of a section's heading anchor. */
export const sectionAnchor = (section: Pick<MenuSection, "_id">) => `menu-section-${section._id}`;

/**
 * Which section is on screen: the last one whose top has passed under the sticky tabs, followed
 * with an IntersectionObserver (set up after mount, server-safe).
 */
function useActiveSection(sections: readonly MenuSection[]): string | null {
  const [active, setActive] = useState<string | null>(sections[0]?._id ?? null);
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const visible = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visible.set(entry.target.id, entry.isIntersecting);
        const first = sections.find((section) => visible.get(sectionAnchor(section)));
        if (first) setActive(first._id);
      },
      { rootMargin: "-120px 0px -55% 0px" },
    );
    for (const section of sections) {
      const element = document.getElementById(sectionAnchor(section));
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [sections]);
  return active;
}

/**
 * The menu's sticky row of section tabs: each jumps to its section, and the one on screen is
 * marked (`aria-current`) as the diner scrolls.
 */
export function SectionTabs({
  sections,
  large = false,
}: {
  sections: readonly MenuSection[];
  large?: boolean;
}) {
  const localized = useLocalized();
  const active = useActiveSection(sections);
  return (
    <nav
      data-slot="section-tabs"
      className="sticky top-0 z-10 -mx-4 overflow-x-auto border-b border-border bg-background/95 px-4 backdrop-blur"
    >
      <ul
        className={cn(
          "flex gap-2 py-2",
          large && // On a tall portrait kiosk every section stays in sight: the strip wraps rather than scrolls.
            "portrait:[@media(min-height:1500px)]:flex-wrap portrait:[@media(min-height:1500px)]:gap-3 portrait:[@media(min-height:1500px)]:py-4",
        )}
      >
        {sections.map((section) => (
          <li key={section._id}>
            <a
              href={`#${sectionAnchor(section)}`}
              aria-current={active === section._id ? "true" : undefined}
              className={cn(
                "inline-flex whitespace-nowrap rounded-full border border-border px-4 font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[current]:border-primary aria-[current]:bg-primary aria-[current]:text-primary-foreground",
                large
                  ? "py-3 text-lg portrait:[@media(min-height:1500px)]:min-h-20 portrait:[@media(min-height:1500px)]:items-center portrait:[@media(min-height:1500px)]:px-8 portrait:[@media(min-height:1500px)]:text-2xl"
                  : "py-1.5 text-sm",
              )}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(sectionAnchor(section))?.scrollIntoView({ behavior: "smooth" });
              }}
            >
              {localized(section.name, section.name_lang)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
