/**
 * An amount kept in its currency's minor unit (5000 HKD cents), as the reader writes money:
 * "HK$50.00" in Hong Kong, "US$"… elsewhere. The currency's own decimals come from Intl.
 */
export function formatMoney(intl: { locale: string }, minor: number, currency: string) {
  const format = new Intl.NumberFormat(intl.locale, { style: "currency", currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}
