// The root loader's data (app/shared/root-data.ts) as the frame's components read it.
import { useRouteLoaderData } from "react-router";
import type { RootData } from "../../shared/root-data.ts";
export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("useRootData() needs the root loader's data");
  return data;
}

/** The root data when it exists (error pages render even when the root loader failed). */
export function useOptionalRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
