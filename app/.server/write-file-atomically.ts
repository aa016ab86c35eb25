// Files other processes may read while they are written (image cache, media, mail, pictures): the
// bytes go to a temporary name in the same folder first and are renamed into place, so a reader never
// sees half a file and a crash never leaves one under the real name.
import { randomBytes } from "node:crypto";
import { chmod, mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * "private": personal data (mails, a visitor's picture awaiting approval) that only the server's own
 * user may read: the file 0600 and its folder 0700, a folder an older version left open included.
 */
export type FileAccess = "shared" | "private";

export async function writeFileAtomically(
  target: string,
  bytes: Uint8Array,
  access: FileAccess = "shared",
): Promise<void> {
  const folder = path.dirname(target);
  if (access === "private") {
    await mkdir(folder, { recursive: true, mode: 0o700 });
    await chmod(folder, 0o700);
  } else {
    await mkdir(folder, { recursive: true });
  }
  const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    // The mode is set when the file is made, so its bytes are never readable by others, not even briefly.
    await writeFile(temporary, bytes, access === "private" ? { mode: 0o600 } : {});
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
