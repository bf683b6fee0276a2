import { describe, expect, it } from "vitest";
import { initialsOf } from "./avatar";

describe("initialsOf", () => {
  it("takes a Chinese name's last character, an English name's first and last letters", () => {
    expect(initialsOf("陳大文")).toBe("文");
    expect(initialsOf("陳大文 Chan Tai Man")).toBe("文");
    expect(initialsOf("Chan Tai Man")).toBe("CM");
    expect(initialsOf("emily")).toBe("E");
  });

  it("gives none for a name that is a phone number, so the icon shows instead of “+6”", () => {
    expect(initialsOf("+852 6123 4569")).toBe("");
    expect(initialsOf("61234569")).toBe("");
    expect(initialsOf("")).toBe("");
  });
});
