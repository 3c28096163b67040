import type { Page } from "@playwright/test";

// Shared by the catalogue journeys (issue 6) against the reference server's demo data (apps/api
// seed): retail (21 products, sizes × colours, per kg / per piece, suggestions), snachoo (vendors),
// adventure (tickets, age popup) and bulk (10,000 products).

/** The two locales, with what the catalogue's pages say in each. */
export const CATALOG_LOCALES = [
  {
    locale: "en",
    prefix: "",
    allProducts: "All products",
    featured: "Featured",
    newArrivals: "New arrivals",
    freshProduce: "Fresh produce",
    shopByCategory: "Shop by category",
    category: "Category",
    filters: "Filters",
    sortBy: "Sort by",
    pages: "Pages",
    size: "Size",
    clothing: "Clothing",
    count: (n: number) => `${n} product${n === 1 ? "" : "s"}`,
    sweatshirt: "Hooded Sweatshirt",
    apples: "Red Apples",
    perPiece: "Per piece",
    soldBy: "Sold by",
    searchProducts: "Search products",
    addToCart: "Add to cart",
  },
  {
    locale: "ar",
    prefix: "/ar",
    allProducts: "كل المنتجات",
    featured: "مختارات",
    newArrivals: "وصل حديثاً",
    freshProduce: "منتجات طازجة",
    shopByCategory: "تسوق حسب الفئة",
    category: "الفئة",
    filters: "عوامل التصفية",
    sortBy: "ترتيب حسب",
    pages: "الصفحات",
    size: "المقاس",
    clothing: "الملابس",
    count: (n: number) =>
      n === 1 ? "منتج واحد" : n === 2 ? "منتجان" : n <= 10 ? `${n} منتجات` : `${n} منتجًا`,
    sweatshirt: "سترة بقلنسوة",
    apples: "تفاح أحمر",
    perPiece: "للحبة",
    soldBy: "يبيعه",
    searchProducts: "ابحث عن المنتجات",
    addToCart: "أضف إلى السلة",
  },
] as const;

/** Text with Intl's no-break and direction marks as plain spaces. */
export function plain(text: string | null): string {
  return (text ?? "")
    .replace(/[\u00a0\u200e\u200f\u061c]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Skips the demo adventure park's age popup (the overlays' own e2e covers it). */
export async function skipAgeCheck(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem("ageVerified", "1"));
}
