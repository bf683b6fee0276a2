/**
 * Hong Kong's general holidays (public holidays) for the 2026–27 school year, 1 September 2026
 * to 31 August 2027, with the 2026 ones before it for a school that starts earlier.
 *
 * Source: GovHK, "General holidays for 2026" and "General holidays for 2027"
 * (https://www.gov.hk/en/about/abouthk/holiday/), as gazetted under the General Holidays
 * Ordinance (Cap. 149). A test checks these days against an independent computation of Hong
 * Kong's rules (the `date-holidays` package): a typo in a date fails it. Names are the
 * Government's own wording in Traditional Chinese and English; Simplified Chinese follows the
 * Traditional.
 */
export interface PublicHoliday {
  day: string;
  zhTW: string;
  zhCN: string;
  en: string;
}

export const HONG_KONG_HOLIDAY_SOURCE = "https://www.gov.hk/en/about/abouthk/holiday/";

const holiday = (day: string, zhTW: string, zhCN: string, en: string): PublicHoliday => ({
  day,
  zhTW,
  zhCN,
  en,
});

export const HONG_KONG_HOLIDAYS: readonly PublicHoliday[] = [
  holiday("2026-01-01", "一月一日", "一月一日", "The first day of January"),
  holiday("2026-02-17", "農曆年初一", "农历年初一", "Lunar New Year's Day"),
  holiday("2026-02-18", "農曆年初二", "农历年初二", "The second day of Lunar New Year"),
  holiday("2026-02-19", "農曆年初三", "农历年初三", "The third day of Lunar New Year"),
  holiday("2026-04-03", "耶穌受難節", "耶稣受难节", "Good Friday"),
  holiday("2026-04-04", "耶穌受難節翌日", "耶稣受难节翌日", "The day following Good Friday"),
  holiday("2026-04-06", "清明節翌日", "清明节翌日", "The day following Ching Ming Festival"),
  holiday("2026-04-07", "復活節星期一翌日", "复活节星期一翌日", "The day following Easter Monday"),
  holiday("2026-05-01", "勞動節", "劳动节", "Labour Day"),
  holiday("2026-05-25", "佛誕翌日", "佛诞翌日", "The day following the Birthday of the Buddha"),
  holiday("2026-06-19", "端午節", "端午节", "Tuen Ng Festival"),
  holiday(
    "2026-07-01",
    "香港特別行政區成立紀念日",
    "香港特别行政区成立纪念日",
    "Hong Kong Special Administrative Region Establishment Day",
  ),
  holiday(
    "2026-09-26",
    "中秋節翌日",
    "中秋节翌日",
    "The day following the Chinese Mid-Autumn Festival",
  ),
  holiday("2026-10-01", "國慶日", "国庆日", "National Day"),
  holiday("2026-10-19", "重陽節翌日", "重阳节翌日", "The day following Chung Yeung Festival"),
  holiday("2026-12-25", "聖誕節", "圣诞节", "Christmas Day"),
  holiday(
    "2026-12-26",
    "聖誕節後第一個周日",
    "圣诞节后第一个周日",
    "The first weekday after Christmas Day",
  ),
  holiday("2027-01-01", "一月一日", "一月一日", "The first day of January"),
  holiday("2027-02-06", "農曆年初一", "农历年初一", "Lunar New Year's Day"),
  holiday("2027-02-08", "農曆年初三", "农历年初三", "The third day of Lunar New Year"),
  holiday("2027-02-09", "農曆年初四", "农历年初四", "The fourth day of Lunar New Year"),
  holiday("2027-03-26", "耶穌受難節", "耶稣受难节", "Good Friday"),
  holiday("2027-03-27", "耶穌受難節翌日", "耶稣受难节翌日", "The day following Good Friday"),
  holiday("2027-03-29", "復活節星期一", "复活节星期一", "Easter Monday"),
  holiday("2027-04-05", "清明節", "清明节", "Ching Ming Festival"),
  holiday("2027-05-01", "勞動節", "劳动节", "Labour Day"),
  holiday("2027-05-13", "佛誕", "佛诞", "The Birthday of the Buddha"),
  holiday("2027-06-09", "端午節", "端午节", "Tuen Ng Festival"),
  holiday(
    "2027-07-01",
    "香港特別行政區成立紀念日",
    "香港特别行政区成立纪念日",
    "Hong Kong Special Administrative Region Establishment Day",
  ),
];
