import { createContext, type ReactNode } from "react";
import type { HeadingLevel } from "../modules/heading.tsx";

/**
 * The form a content block shows (the contact block's site contact form), given by the page that
 * has one: the module list, used on every page, then never pulls the forms' code into pages
 * without a form.
 */
export const EmbeddedFormContext = createContext<((headingLevel: HeadingLevel) => ReactNode) | null>(null);
