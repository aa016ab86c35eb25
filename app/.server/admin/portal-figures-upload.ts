// A portal's CSV export uploaded on the portal figures page (docs/import.md): imported whole, with
// its audit line in the import's transaction, or refused whole with every bad line named.
import { db as currentDb, type Database } from "../db/client.ts";
import { type FigureImport, importPortalFigures } from "../stats/portal-figures-import.ts";
import { type Actor, audit } from "./audit.ts";

/** A year of daily figures for a few hundred properties on a few portals stays well below this. */
export const MAX_FIGURES_FILE_BYTES = 4 * 1024 * 1024;

export type FiguresUpload = { tooLarge: number; result?: undefined } | { tooLarge?: undefined; result: FigureImport };

export async function importFiguresFile(
  actor: Actor,
  file: Blob,
  database: Database = currentDb(),
): Promise<FiguresUpload> {
  // Refused before it is read: the limit in megabytes, for the page to say.
  if (file.size > MAX_FIGURES_FILE_BYTES) return { tooLarge: MAX_FIGURES_FILE_BYTES / 2 ** 20 };
  const name = file instanceof File && file.name ? file.name.slice(0, 120) : "figures.csv";
  const result = await importPortalFigures(database, await file.text(), (tx, summary) =>
    audit(
      actor,
      {
        action: "portal-figures.import",
        subject: name,
        details: { figures: summary.figures, properties: summary.properties, portals: summary.portals },
      },
      tx,
    ),
  );
  return { result };
}
