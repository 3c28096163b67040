import { type ReactNode, Suspense } from "react";

/**
 * A part of a server-rendered page that the browser hydrates on its own. React hydrates each
 * Suspense boundary as a separate unit of work, with its own render and commit. A page of many
 * cards then hydrates in many short tasks instead of one long one, and input can be handled between
 * them (the shell hydrates inside a transition; issue 16: TBT).
 * On a client navigation nothing inside suspends (the route's loader has the data first). If a lazy
 * part does, this part alone waits instead of the whole page.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
