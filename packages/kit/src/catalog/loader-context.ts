import { type LoaderContext, loaderContext } from "../routing/loader-context";

/** What the catalogue loaders read from the router context. */
export type CatalogLoaderContext = LoaderContext;

/** Reads the catalogue loaders' context (see `loaderContext`). */
export const catalogLoaderContext = (context: unknown): CatalogLoaderContext =>
  loaderContext(context, "kit's catalogue");
