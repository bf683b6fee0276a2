import type { NoticeAudience } from "@campus/contract/notices";
import { useIntl, useT } from "@campus/core";
import { useCallback } from "react";
import type { NoticesMessageId } from "../../messages/message-ids";

/** What the words of an audience need: the feature's texts and the reader's list format. */
export interface AudienceWording {
  t: (id: NoticesMessageId, values?: Record<string, string | number>) => string;
  formatList: (items: string[]) => string;
}

/**
 * Who a notice is for, in words: "全校", "4年級、5年級", "4A、4B" (the grades and classes
 * joined as the reader's language lists things).
 */
export function audienceText(audience: NoticeAudience, { t, formatList }: AudienceWording) {
  if (audience.kind === "grades")
    return t("notices.audience.grades", {
      grades: formatList(audience.grades.map((grade) => t("notices.audience.grade", { grade }))),
    });
  if (audience.kind === "classes")
    return t("notices.audience.classes", { classes: formatList(audience.classes) });
  return t("notices.audience.school");
}

/** `audienceText` in the reader's language. */
export function useAudienceText() {
  const t = useT<NoticesMessageId>();
  const intl = useIntl();
  return useCallback(
    (audience: NoticeAudience) =>
      audienceText(audience, {
        t,
        // Narrow: "4A、4B", "4A, 4B" — a label, not a sentence ("4A和4B", "4A and 4B").
        formatList: (items) => intl.formatList(items, { type: "conjunction", style: "narrow" }),
      }),
    [t, intl],
  );
}
