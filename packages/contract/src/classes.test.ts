import { describe, expect, it } from "vitest";
import { badClass, parseClasses } from "./classes";

describe("parseClasses", () => {
  it("reads classes typed with commas of either width, 、 or spaces, in any case, once each", () => {
    expect(parseClasses("4a, 4B，5C、 6d 4A")).toEqual(["4A", "4B", "5C", "6D"]);
    expect(parseClasses("  ")).toEqual([]);
  });

  it("finds the first class that is not one", () => {
    expect(badClass("4A, 7b, 4")).toBe("7B");
    expect(badClass("4A 5c")).toBeUndefined();
  });
});
