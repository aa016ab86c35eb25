import fs from "node:fs/promises";

/** Whether the file is there; any error reaching it (missing, no permission) counts as not there. */
export async function fileExists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
