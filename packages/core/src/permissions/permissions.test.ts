import { describe, expect, it } from "vitest";
import { can } from "./permissions";

describe("can", () => {
  it("permits a route listed in the user's permissions", () => {
    expect(can({ "library.home": ["query", "get"] }, "library.home")).toBe(true);
  });

  it("refuses a route that is not listed", () => {
    expect(can({ "library.home": ["query"] }, "eca.settings")).toBe(false);
  });

  it("permits only the listed actions on a route", () => {
    const p = { "eca.settings": ["add", "edit", "enable"] as ("add" | "edit" | "enable")[] };
    expect(can(p, "eca.settings", "add")).toBe(true);
    expect(can(p, "eca.settings", "delete")).toBe(false);
    expect(can(p, "eca.settings", "disable")).toBe(false);
  });

  it("refuses everything to a signed-out user", () => {
    expect(can(null, "library.home")).toBe(false);
    expect(can(undefined, "library.home", "query")).toBe(false);
  });
});
