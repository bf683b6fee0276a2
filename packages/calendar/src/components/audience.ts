import { useIntl, useT } from "@campus/core";
import type { CalendarMessageId } from "../messages/message-ids";

/** A school event's audience: grades (1–6) and classes ("4A"); neither is the whole school. */
export interface Audience {
  grades: readonly number[];
  classes: readonly string[];
}

/** The audience in words: "全校", "四年級和4A 班", "Primary 4 and Class 4A". */
export function useAudienceWords() {
  const t = useT<CalendarMessageId>();
  const intl = useIntl();
  return ({ grades, classes }: Audience) => {
    if (grades.length === 0 && classes.length === 0) return t("calendar.audience.school");
    return intl.formatList(
      [
        ...grades.map((grade) => t("calendar.audience.grade", { grade: String(grade) })),
        ...classes.map((name) => t("calendar.audience.class", { name })),
      ],
      { type: "conjunction" },
    );
  };
}
