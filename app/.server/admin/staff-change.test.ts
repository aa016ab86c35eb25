// staffChange() against the real PostgreSQL: the change, its audit line and its notice commit together
// or not at all. A second connection listens for the notice; a marker sent afterwards tells when
// everything sent before it has arrived (notifications arrive in order), so "none arrived" is known
// without waiting a while.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type ContentNotices, listenToContentNotices } from "../../../tests/support/content-notices.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { until } from "../../../tests/support/until.ts";
import { auditLog } from "../db/auth-schema.ts";
import { fieldChanges } from "./edit-record.ts";
import { changed, recordStaffAction, staffChange, unchanged } from "./staff-change.ts";

let test: TestDatabase;
let notices: ContentNotices;
const ANNE = { id: null, name: "Anne Manager" };

beforeAll(async () => {
  test = await createTestDatabase();
  // A table of the test's own, so that nothing here depends on another service's rules.
  // Its parent is checked at commit (deferred): a change can fail after everything was written.
  await test.db.execute(sql`create table staff_change_parent (id int primary key)`);
  await test.db.execute(
    sql`create table staff_change_probe (id int primary key, name text not null,
        parent int references staff_change_parent deferrable initially deferred)`,
  );
  notices = await listenToContentNotices(test.url, test.db);
});

afterAll(async () => {
  await notices?.close();
  await test?.cleanup();
});

beforeEach(async () => {
  await test.db.execute(sql`delete from staff_change_probe`);
  await test.db.delete(auditLog);
  await notices.startAfresh();
});

async function probeRows() {
  const result = await test.db.execute<{ id: number; name: string }>(sql`select id, name from staff_change_probe`);
  return result.rows;
}

function renameProbe(name: string) {
  return async (tx: Parameters<Parameters<typeof staffChange>[1]>[0]) => {
    await tx.execute(sql`insert into staff_change_probe (id, name) values (1, ${name})`);
    return changed(
      1,
      { action: "probe.create", subject: "probe 1", changes: fieldChanges({}, { name }), details: { reason: "test" } },
      { announces: true },
    );
  };
}

describe("staffChange", () => {
  it("commits the change, its audit line with the fields before and after, and its notice together", async () => {
    const result = await staffChange(ANNE, renameProbe("first"), test.db);
    expect(result).toBe(1);
    expect(await probeRows()).toEqual([{ id: 1, name: "first" }]);
    const lines = await test.db.select().from(auditLog);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      actorId: null,
      actorName: "Anne Manager",
      action: "probe.create",
      subject: "probe 1",
      details: { changes: { name: { before: null, after: "first" } }, reason: "test" },
    });
    await until(() => notices.count() === 1, "the notice after the commit");
    await notices.heardAllSentSoFar();
    expect(notices.count()).toBe(1);
  });

  it("a change that throws leaves neither the row, nor the audit line, nor a notice", async () => {
    const failing = async (tx: Parameters<Parameters<typeof staffChange>[1]>[0]) => {
      await renameProbe("lost")(tx);
      throw new Error("the change failed halfway");
    };
    await expect(staffChange(ANNE, failing, test.db)).rejects.toThrow("the change failed halfway");
    expect(await probeRows()).toEqual([]);
    expect(await test.db.select().from(auditLog)).toEqual([]);
    await notices.heardAllSentSoFar();
    expect(notices.count()).toBe(0);
  });

  it("a change refused at its commit, after its line and notice were written, leaves none of them", async () => {
    const refusedAtCommit = async (tx: Parameters<Parameters<typeof staffChange>[1]>[0]) => {
      await tx.execute(sql`insert into staff_change_probe (id, name, parent) values (3, 'orphan', 999)`);
      return changed(3, { action: "probe.create", subject: "probe 3" }, { announces: true });
    };
    await expect(staffChange(ANNE, refusedAtCommit, test.db)).rejects.toThrow();
    expect(await probeRows()).toEqual([]);
    expect(await test.db.select().from(auditLog)).toEqual([]);
    await notices.heardAllSentSoFar();
    expect(notices.count()).toBe(0);
  });

  it("a change whose audit line cannot be written is rolled back with its notice", async () => {
    // An actor that is no user: the audit line's foreign key refuses it, after the change was written.
    const ghost = { id: "no-such-user", name: "Ghost" };
    await expect(staffChange(ghost, renameProbe("orphan"), test.db)).rejects.toThrow();
    expect(await probeRows()).toEqual([]);
    await notices.heardAllSentSoFar();
    expect(notices.count()).toBe(0);
  });

  it("an unchanged outcome writes no line and sends no notice", async () => {
    const result = await staffChange(ANNE, async () => unchanged("conflict" as const), test.db);
    expect(result).toBe("conflict");
    expect(await test.db.select().from(auditLog)).toEqual([]);
    await notices.heardAllSentSoFar();
    expect(notices.count()).toBe(0);
  });

  it("a change of what no page shows writes its lines and sends no notice", async () => {
    await staffChange(
      ANNE,
      async (tx) => {
        await tx.execute(sql`insert into staff_change_probe (id, name) values (2, 'private')`);
        return changed(null, [{ action: "probe.one" }, { action: "probe.two", subject: "probe 2" }], {
          announces: false,
        });
      },
      test.db,
    );
    const lines = await test.db.select().from(auditLog).orderBy(auditLog.id);
    expect(lines.map((line) => [line.action, line.subject, line.details])).toEqual([
      ["probe.one", "", {}],
      ["probe.two", "probe 2", {}],
    ]);
    await notices.heardAllSentSoFar();
    expect(notices.count()).toBe(0);
  });

  it("records a staff action that changes nothing (an export) as a line of its own", async () => {
    await recordStaffAction(ANNE, { action: "probe.export", details: { rows: 3 } }, test.db);
    const [line] = await test.db.select().from(auditLog).where(eq(auditLog.action, "probe.export"));
    expect(line?.details).toEqual({ rows: 3 });
    await notices.heardAllSentSoFar();
    expect(notices.count()).toBe(0);
  });
});

const PROJECT_ROOT = path.resolve(import.meta.dirname, "../../..");

/** Every module under app/.server/ and app/routes/, tests aside, with its path from the project's root. */
async function serverModules(): Promise<{ file: string; text: string }[]> {
  const app = path.join(PROJECT_ROOT, "app");
  return (await Promise.all([modulesUnder(path.join(app, ".server")), modulesUnder(path.join(app, "routes"))])).flat();
}

async function modulesUnder(root: string): Promise<{ file: string; text: string }[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  return Promise.all(
    files.map(async (file) => ({
      file: path.relative(PROJECT_ROOT, file),
      text: await readFile(file, "utf8"),
    })),
  );
}

describe("who writes audit lines and change notices", () => {
  it("no back-office service or route writes an audit line or a notice of its own: staffChange() does", async () => {
    // A person's own account (sign-in, password, e-mail, language, two-factor, an owner's summary) is
    // not a change staff make to the agency's records; the CRM feed import is no staff member. An
    // invitation is: the account is made by staff.
    const ownAccount = (file: string) =>
      (/^app\/\.server\/(auth|owner)\//.test(file) && file !== "app/.server/auth/invitations.ts") ||
      ["app/.server/admin/staff-account.ts", "app/routes/admin/account.tsx"].includes(file);
    // The portal figures' import hands its line to the import, which writes it in its own transaction.
    const inTheirTransaction = ["app/.server/admin/portal-figures-upload.ts", "app/routes/admin/portal-figures.tsx"];
    const offenders = (await serverModules()).flatMap(({ file, text }) => {
      const calls: string[] = [];
      if (
        /(?<![\w.])audit\(/.test(text) &&
        file !== "app/.server/admin/audit.ts" &&
        !ownAccount(file) &&
        !inTheirTransaction.includes(file)
      )
        calls.push(`${file}: audit()`);
      if (
        /(?<![\w.])announceContentChange\(/.test(text) &&
        !["app/.server/content-changes.ts", "app/.server/catalog/import/import-feed.ts"].includes(file)
      )
        calls.push(`${file}: announceContentChange()`);
      return calls;
    });
    expect(offenders.filter((call) => !call.startsWith("app/.server/admin/staff-change.ts"))).toEqual([]);
  });
});
