import { describe, expect, it } from "vitest";
import { type Database, preparedPerDatabase, setCurrentDatabase } from "./client.ts";

// Only the identity of the database matters here: each gets its own statement, made once.
const database = (name: string) => ({ name }) as unknown as Database;

describe("a statement prepared per database", () => {
  it("is made once for the current database, and anew when the database changes", () => {
    const made: string[] = [];
    const statement = preparedPerDatabase((db) => {
      made.push((db as unknown as { name: string }).name);
      return { for: (db as unknown as { name: string }).name };
    });
    const first = database("first");
    const second = database("second");
    setCurrentDatabase(first);
    expect(statement()).toEqual({ for: "first" });
    expect(statement()).toBe(statement());
    setCurrentDatabase(second);
    expect(statement()).toEqual({ for: "second" });
    setCurrentDatabase(first);
    expect(statement()).toEqual({ for: "first" });
    expect(made).toEqual(["first", "second"]);
  });
});
