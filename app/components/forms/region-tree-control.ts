// The control a "regionTree" field is drawn with, handed down by the one page whose form has one (the
// demand register). The region picker is a kilobyte of script that the contact and property forms,
// which share the lead forms' file, would otherwise load for nothing.
import { createContext, type ReactNode } from "react";
import type { RegionGroup } from "../../domain/region-tree.ts";
import type { FormMessages } from "../../i18n/messages/forms-nl.ts";
import type { FormField } from "./form-fields.ts";

export interface RegionTreeProps {
  field: FormField;
  groups: RegionGroup[];
  messages: FormMessages;
  label: string;
  hint: string | undefined;
}

/** Draws a region tree: a function that returns the picker's element, made where the picker is imported. */
export const RegionTreeControl = createContext<((props: RegionTreeProps) => ReactNode) | null>(null);
