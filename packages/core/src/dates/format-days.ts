import type { IntlShape } from "@formatjs/intl";
import { formatDay } from "./dates";

// Its own module: only the pages that write a range of days download it.
/**
 * Days from one to another, inclusive, each written as `formatDay` writes it ("2024年1月1日至
 * 2024年12月31日", "Jan 1, 2024 – Dec 31, 2024"): Intl's own ranges turn Chinese dates numeric.
 */
export function formatDays(
  intl: Pick<IntlShape, "formatDate" | "locale">,
  from: string,
  until: string,
) {
  const between = intl.locale.startsWith("zh") ? "至" : " – ";
  return formatDay(intl, from) + between + formatDay(intl, until);
}
