import { format, isAfter, isBefore, isValid, parse } from "date-fns";

const ISO = "yyyy-MM-dd";
/** Spec §5 / §9: dates are shown and typed as YYYY/MM/DD. */
export const SHOWN = "yyyy/MM/dd";

/** An ISO date ("2024-05-15") as a local date; null when it is not a real date. */
export function parseIsoDate(value: string | null | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parse(value, ISO, new Date());
  return isValid(date) ? date : null;
}

export function toIsoDate(date: Date): string {
  return format(date, ISO);
}

export function showDate(date: Date): string {
  return format(date, SHOWN);
}

/**
 * What the user typed, as a date: YYYY/MM/DD, forgiving what people actually type — one-digit
 * month or day, "-" or "." between, eight digits in a row, full-width digits from a Chinese
 * input method. Null when it is not a real date (2024/02/30).
 */
export function parseTypedDate(text: string): Date | null {
  const normal = text.normalize("NFKC").trim();
  const parts =
    /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(normal) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(normal);
  if (!parts) return null;
  const [, year, month = "", day = ""] = parts;
  const date = parse(
    `${year}/${month.padStart(2, "0")}/${day.padStart(2, "0")}`,
    SHOWN,
    new Date(),
  );
  return isValid(date) ? date : null;
}

export function clampDate(date: Date, min: Date | null, max: Date | null): Date {
  if (min && isBefore(date, min)) return min;
  if (max && isAfter(date, max)) return max;
  return date;
}

export function inRange(date: Date, min: Date | null, max: Date | null): boolean {
  return !(min && isBefore(date, min)) && !(max && isAfter(date, max));
}
