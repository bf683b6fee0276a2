import type { OfficeNotice } from "@campus/contract/notices";
import { formatMoment, useIntl, useLocale, useT } from "@campus/core";
import {
  Empty,
  ActionLink,
  NavLink,
  QueryTable,
  Section,
  type TableColumn,
  type UiMessageId,
  usePagedQuery,
} from "@campus/ui";
import { useOfficeNotices } from "../../api/office-notices";
import type { NoticesMessageId } from "../../messages/message-ids";
import { editPath } from "../../routing/pages";
import { useAudienceText } from "./audience-text";
import { NoticeStatusTag } from "./notice-status";
import { noticeTitle } from "../../components/notice-names";
import { ReadCount } from "./read-count";

/**
 * The school's notices (`/notices/office`, the office): drafts and sent ones, the last changed
 * first, each with whom it is for and, once sent, for how many children it has been read. A
 * title opens the notice: a draft to go on writing, a sent one with its counts.
 */
export function OfficeNoticesPage() {
  const t = useT<NoticesMessageId | UiMessageId>();
  const list = usePagedQuery(useOfficeNotices);
  const columns = useNoticeColumns();
  return (
    <Section
      title={t("notices.route.office")}
      extra={<ActionLink to={editPath()}>{t("notices.office.new")}</ActionLink>}
    >
      {/* The caption names the table (the section names the page): two landmarks, two names. */}
      <QueryTable
        caption={t("notices.office.list")}
        columns={columns}
        list={list}
        empty={<Empty description={t("notices.office.empty")} />}
      />
    </Section>
  );
}

function useNoticeColumns(): TableColumn<OfficeNotice>[] {
  const t = useT<NoticesMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const audienceText = useAudienceText();
  return [
    {
      key: "title",
      title: t("notices.office.title"),
      render: (notice) => (
        <NavLink to={editPath(notice.id)}>
          <strong>{noticeTitle(notice, locale)}</strong>
        </NavLink>
      ),
    },
    {
      key: "status",
      title: t("notices.office.status"),
      render: (notice) => <NoticeStatusTag status={notice.status} publishAt={notice.publish_at} />,
    },
    {
      key: "audience",
      title: t("notices.office.audience"),
      render: (notice) => audienceText(notice.audience),
    },
    {
      key: "read",
      title: t("notices.office.readCount"),
      render: (notice) =>
        notice.status === "published" ? <ReadCount notice={notice} /> : t("notices.office.notSent"),
    },
    {
      key: "updated",
      title: t("notices.office.updatedAt"),
      render: (notice) => formatMoment(intl, notice.updated_at),
    },
  ];
}
