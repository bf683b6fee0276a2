import { contractMessages, type ContractMessageId, type Locale } from "@campus/contract";
import { IntlMessageFormat } from "intl-messageformat";

const formatters = new Map<string, IntlMessageFormat>();

/** A contract message in the caller's language: the server speaks the client's words. */
export function translate(
  locale: Locale,
  id: ContractMessageId,
  values: Record<string, string | number> = {},
): string {
  const key = `${locale}\u0000${id}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new IntlMessageFormat(contractMessages[locale][id], locale);
    formatters.set(key, formatter);
  }
  return String(formatter.format(values));
}
