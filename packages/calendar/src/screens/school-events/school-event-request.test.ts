import { describe, expect, it } from "vitest";
import { parseClasses } from "./school-event-request";

describe("parseClasses", () => {
  it("reads classes typed with commas of either width, 、 or spaces, in any case, once each", () => {
    expect(parseClasses("4a, 4B，5C、 6d 4A")).toEqual(["4A", "4B", "5C", "6D"]);
    expect(parseClasses("  ")).toEqual([]);
  });
});
