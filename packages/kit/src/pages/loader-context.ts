import { type LoaderContext, loaderContext } from "../routing/loader-context";

/** What the pages' loaders read from the router context. */
export type PagesLoaderContext = LoaderContext;

/** Reads the page loaders' context (see `loaderContext`). */
export const pagesLoaderContext = (context: unknown): PagesLoaderContext =>
  loaderContext(context, "kit's page");
