const UNITS = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;

/** A file size in 1000-based units (spec §9), localised: "5 MB", "512.3 kB". */
export function formatFileSize(
  bytes: number,
  intl: { formatNumber(value: number, options?: Intl.NumberFormatOptions): string },
): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  return intl.formatNumber(value, {
    style: "unit",
    unit: UNITS[unit],
    unitDisplay: "short",
    maximumFractionDigits: 1,
  });
}
