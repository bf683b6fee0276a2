import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size";

describe("formatFileSize", () => {
  const intl = {
    formatNumber: (v: number, o?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat("en-US", o).format(v),
  };
  it("uses 1000-based units", () => {
    expect(formatFileSize(5_000_000, intl)).toBe("5 MB");
    expect(formatFileSize(512_300, intl)).toBe("512.3 kB");
    expect(formatFileSize(1_500_000_000, intl)).toBe("1.5 GB");
    expect(formatFileSize(999, intl)).toBe("999 byte");
  });
});
