/** Eight products, enough to fill a storefront home's first screen with cards. */
export const PRODUCTS = [
  { id: 1, name: "Red Apples", price: "12.00", colour: "#dc2626" },
  { id: 2, name: "Bananas", price: "8.50", colour: "#facc15" },
  { id: 3, name: "Tomatoes", price: "6.75", colour: "#ef4444" },
  { id: 4, name: "Date Maamoul", price: "22.00", colour: "#92400e" },
  { id: 5, name: "Zaatar Manakish", price: "7.00", colour: "#65a30d" },
  { id: 6, name: "Hooded Sweatshirt", price: "120.00", colour: "#1d4ed8" },
  { id: 7, name: "Prayer Rug", price: "95.00", colour: "#7c3aed" },
  { id: 8, name: "Arabic Cookbook", price: "35.00", colour: "#0f766e" },
] as const;
