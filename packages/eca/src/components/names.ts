import type { EcaStudent, Locale } from "@campus/contract";

/**
 * A name for its reader: English for en-US; for zh-CN the Simplified form the server gives a
 * name the school manages (a category, prize, event); the Chinese as written otherwise (a
 * person's name is never converted).
 */
export function nameOf(
  locale: Locale,
  named: { name_zh: string; name_cn?: string; name_en: string },
): string {
  if (locale === "en-US") return named.name_en || named.name_zh;
  if (locale === "zh-CN" && named.name_cn) return named.name_cn;
  return named.name_zh || named.name_en;
}

/** A decimal as its reader writes it: 10, 7.5, 1.25 (never "10.00"). */
export function decimal(locale: Locale, n: number): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(n);
}

/** "2026/27": a school year by its starting year. */
export const yearLabel = (year: number) => `${year}/${String((year + 1) % 100).padStart(2, "0")}`;

/** "4A (12) 陳大文": a student the Hong Kong way, by class and class number. */
export function studentLabel(locale: Locale, student: EcaStudent): string {
  const place =
    student.class_name === null
      ? ""
      : student.class_number === null
        ? `${student.class_name} `
        : `${student.class_name} (${student.class_number}) `;
  return `${place}${nameOf(locale, student)}`;
}
