import { ResultCode, type Locale } from "@campus/contract";
import type { Notice, NoticeSlip } from "@campus/contract/notices";
import { formatDay, useIntl, useLocale, useSession, useT, type ApiFailure } from "@campus/core";
import { childName } from "@campus/ui";
import type { NoticesMessageId } from "../messages/message-ids";

/** A notice's title for its reader: the English one for readers of English where there is one. */
export function noticeTitle(notice: Pick<Notice, "title_zh" | "title_en">, locale: Locale) {
  return locale === "en-US" ? notice.title_en.trim() || notice.title_zh : notice.title_zh;
}

/**
 * The name of the child a notice came for, as the rest of the UI names children (`childName`,
 * from the signed-in family's own list); the notice's own names for a child no longer in it.
 */
export function useNoticeChildName() {
  const locale = useLocale();
  const children = useSession((s) => s.user?.childsUser);
  return (child: Notice["child"]) => {
    const known = children?.find((c) => c.id === child.id);
    if (known) return childName(known, locale);
    return locale === "en-US" ? child.name_en || child.name_zh : child.name_zh;
  };
}

/** Not there (a stale link, another family's): the screen says so itself, no toast. */
export const isNotFound = (failure: ApiFailure) =>
  failure.kind === "envelope" && failure.code === ResultCode.notFound;

/** A slip in one line for the office ("回條：2 條問題，12月9日截止，須以簽署密碼簽署"), or none. */
export function useSlipSummary() {
  const t = useT<NoticesMessageId>();
  const intl = useIntl();
  return (slip: NoticeSlip | null) =>
    slip
      ? t("notices.slip.summary", {
          count: slip.questions.length,
          date: formatDay(intl, slip.deadline),
          sign: String(slip.sign),
        })
      : t("notices.slip.none");
}
