import { createContext } from "react-router";
import type { SignedInUser } from "../auth/session.ts";

/**
 * The staff member the back office's layout admitted (routes/admin/layout.tsx): every loader and
 * action under it reads them from here (`context.get(staffContext)`) instead of asking again. It has
 * no default, so a module outside the layout that reads it fails loudly instead of running unguarded.
 */
export const staffContext = createContext<SignedInUser>();
