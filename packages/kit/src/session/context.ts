import { createContext, useContext } from "react";
import type { Session } from "./create-session";

/** The mount's session (set by `StorefrontProviders`). */
export const SessionContext = createContext<Session | null>(null);

/** The mount's session. Throws outside `StorefrontProviders` (a wiring bug, not user input). */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession() needs <StorefrontProviders> above it.");
  return session;
}
