// The root loader's data (app/shared/root-data.ts) as the frame's components read it, with the
// interface texts of its language (app/i18n/interface-texts.ts).
import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import { useInterfaceTexts } from "../../i18n/interface-texts.ts";
import type { RootData, RootLoaderData } from "../../shared/root-data.ts";

export function useRootData(): RootData {
  const data = useOptionalRootData();
  if (!data) throw new Error("useRootData() needs the root loader's data");
  return data;
}

/** The root data when it exists (error pages render even when the root loader failed). */
export function useOptionalRootData(): RootData | undefined {
  const data = useRouteLoaderData("root") as RootLoaderData | undefined;
  const texts = useInterfaceTexts(data?.language, data?.textsPath);
  return useMemo(
    () => (data && texts ? { ...data, messages: texts.site, formMessages: texts.forms } : undefined),
    [data, texts],
  );
}
