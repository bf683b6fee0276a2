import { venueIn, type InterviewSession } from "@campus/contract";
import { formatPeriod, useIntl, useLocale, useT } from "@campus/core";
import type { RegistrationMessageId } from "../../messages/message-ids";

/**
 * An interview session in words, for the family's choice and the office's: "Sat 12 Dec
 * 09:30–10:15 · Hall · Group A", and as a choice with its places left (none: full, not
 * choosable).
 */
export function useSessionOption() {
  const t = useT<RegistrationMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const slot = (s: InterviewSession) =>
    t("registration.interview.slot", {
      time: formatPeriod(intl, s.starts_at, s.ends_at),
      venue: venueIn(s, locale),
      group: s.group_name,
    });
  return {
    slot,
    option: (s: InterviewSession) => ({
      value: String(s.id),
      disabled: s.places_left === 0,
      label: t("registration.interview.option", {
        slot: slot(s),
        places:
          s.places_left === 0
            ? t("registration.interview.full")
            : t("registration.interview.placesLeft", { count: s.places_left }),
      }),
    }),
  };
}
