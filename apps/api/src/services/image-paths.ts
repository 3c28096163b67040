/** Image paths served by the image route (relative: the storefront adds the CDN parameter). */
export const imagePath = {
  product: (id: number) => `/images/products/${id}.svg`,
  variant: (id: number) => `/images/variants/${id}.svg`,
  category: (id: number) => `/images/categories/${id}.svg`,
  banner: (id: number) => `/images/banners/${id}.svg`,
  vendor: (id: number) => `/images/vendors/${id}.svg`,
  service: (id: number) => `/images/services/${id}.svg`,
  staff: (id: number) => `/images/staff/${id}.svg`,
  menuItem: (id: number) => `/images/menu-items/${id}.svg`,
  offer: (id: number) => `/images/offers/${id}.svg`,
  logo: (slug: string) => `/images/partners/${slug}/logo.svg`,
  favicon: (slug: string, variant = "storefront") =>
    `/images/partners/${slug}/${variant === "partner" ? "favicon-partner" : "favicon"}.svg`,
};
