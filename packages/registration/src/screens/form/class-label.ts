import type { RegistrationSchool } from "@campus/contract";
import { formatDay, formatDays, useIntl, useLocale, useT } from "@campus/core";
import { aside } from "../../aside";
import type { RegistrationMessageId } from "../../messages/message-ids";

type SchoolClass = RegistrationSchool["classes"][number];

/**
 * A class as the form offers it: its name, then aside its places and the children it takes by
 * birth date ("幼兒班（K1）（學額 60 個，2024年1月1日至2024年12月31日出生）"), so a family sees
 * the age rule before submitting meets it.
 */
export function useClassLabel(): (group: SchoolClass) => string {
  const t = useT<RegistrationMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  return (group) => {
    const { born_from: from, born_until: until } = group;
    const born =
      from && until
        ? t("registration.form.bornRange", { days: formatDays(intl, from, until) })
        : from
          ? t("registration.form.bornFrom", { day: formatDay(intl, from) })
          : until
            ? t("registration.form.bornUntil", { day: formatDay(intl, until) })
            : null;
    const places = t("registration.form.places", { places: group.places });
    const said = born ? places + (locale === "en-US" ? ", " : "，") + born : places;
    return group.name + aside(locale, said);
  };
}
