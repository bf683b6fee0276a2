import {
  NOTICE_CLASS_PATTERN,
  NOTICE_REPLIES_EXPORT_PATH,
  type OfficeNotice,
} from "@campus/contract/notices";
import { formatMoment, useIntl, useLocale, useSaveFile, useT } from "@campus/core";
import {
  Button,
  Link,
  Empty,
  NavLink,
  Section,
  Skeleton,
  theme,
  useSearchParams,
  useSetFilter,
  type UiMessageId,
} from "@campus/ui";
import styled from "styled-components";
import { useOfficeNotice } from "../../api/office-notices";
import { noticeTitle } from "../../components/notice-names";
import type { NoticesMessageId } from "../../messages/message-ids";
import { idOf } from "../../routing/notice-id";
import { editPath, OFFICE, repliesPath } from "../../routing/pages";
import { ClassCounts } from "./class-counts";
import { filtersOf, RecipientList } from "./recipient-list";
import { RemindButton } from "./remind-button";

const Stack = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  min-width: 0;
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.lg};
  align-items: center;
  justify-content: space-between;
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
`;

/**
 * A sent notice's reads and replies (`/notices/replies?id=3`, the office): per class how many
 * families have read it and replied, the children one by one — all, or those still to read or
 * reply, of one class or all — and the whole as a workbook. The address keeps the class and
 * filter, so a link or a reload shows the same list.
 */
export function RepliesPage() {
  const t = useT<NoticesMessageId | UiMessageId>();
  const locale = useLocale();
  const [params] = useSearchParams();
  const id = idOf(params);
  const query = useOfficeNotice(id);
  const notice = query.data;

  const body = () => {
    if (id !== null && !notice && query.isPending) return <Skeleton lines={8} />;
    if (!notice)
      return (
        <Empty
          role="alert"
          title={t("notices.editor.notFound")}
          action={<NavLink to={OFFICE}>{t("notices.route.office")}</NavLink>}
        />
      );
    if (notice.status !== "published") return <Empty title={t("notices.replies.notSent")} />;
    return <Tracking notice={notice} />;
  };

  return (
    <Section
      title={
        notice
          ? t("notices.replies.pageTitle", { title: noticeTitle(notice, locale) })
          : t("notices.route.replies")
      }
      extra={<NavLink to={editPath(id ?? undefined)}>{t("notices.slip.backToNotice")}</NavLink>}
    >
      {body()}
    </Section>
  );
}

/** The counts, the classes and the children of a sent notice, and its workbook. */
function Tracking({ notice }: { notice: OfficeNotice }) {
  const t = useT<NoticesMessageId | UiMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const [params] = useSearchParams();
  const set = useSetFilter();
  const saveFile = useSaveFile();
  const asked = params.get("class") ?? "";
  const className = NOTICE_CLASS_PATTERN.test(asked) ? asked : null;
  const filter = filtersOf(notice).find((f) => f === params.get("show")) ?? "all";
  const classPath = (name: string | null) =>
    `${repliesPath(notice.id)}${name ? `&class=${name}` : ""}${filter === "all" ? "" : `&show=${filter}`}`;
  const download = () =>
    void saveFile(
      `${NOTICE_REPLIES_EXPORT_PATH}/${notice.id}/replies`,
      t("notices.replies.exportFile", { title: noticeTitle(notice, locale) }),
    ).catch(() => undefined);

  return (
    <Stack>
      <Summary>
        <div>
          <p>{t("notices.editor.counts", { total: notice.recipients, read: notice.read })}</p>
          {notice.slip && <p>{t("notices.editor.replied", { replied: notice.replied })}</p>}
          {notice.reminders > 0 && (
            <p>
              {t("notices.replies.remindedBefore", {
                count: notice.reminders,
                time: formatMoment(intl, notice.reminded_at),
              })}
            </p>
          )}
        </div>
        <Actions>
          <RemindButton notice={notice} />
          <Button onClick={download}>{t("notices.replies.export")}</Button>
        </Actions>
      </Summary>
      <ClassCounts
        id={notice.id}
        slip={notice.slip !== null}
        chosen={className}
        classPath={classPath}
      />
      {className && <Link to={classPath(null)}>{t("notices.replies.allClasses")}</Link>}
      <RecipientList
        notice={notice}
        className={className}
        filter={filter}
        onFilter={(value) => set("show", value === "all" ? null : value)}
      />
    </Stack>
  );
}
