import type { Notice } from "@campus/contract/notices";
import { formatMoment, useIntl, useLocale, useSession, useT, type PageArgs } from "@campus/core";
import {
  childName,
  Empty,
  Link,
  PageStack,
  QueryTable,
  RadioGroup,
  RequireSignIn,
  StatusTag,
  theme,
  usePagedQuery,
  useSearchParams,
  useSetFilter,
  type TableColumn,
  type UiMessageId,
} from "@campus/ui";
import styled from "styled-components";
import { useFamilyNotices } from "../../api/family-notices";
import type { NoticesMessageId } from "../../messages/message-ids";
import { noticePath } from "../../routing/pages";
import { noticeTitle, useNoticeChildName } from "../../components/notice-names";

/** The address's filter: one of the family's children (`?child=3`); absent, all of them. */
const CHILD_PARAM = "child";

const TitleLink = styled(Link)<{ $unread: boolean }>`
  font-weight: ${(p) => (p.$unread ? theme.font.weight.bold : theme.font.weight.regular)};
  overflow-wrap: anywhere;
`;

/** The family's notices for one child or all of them, as `usePagedQuery` passes its filter. */
function useNoticesFor(page: PageArgs, childId: number | undefined) {
  return useFamilyNotices({ ...page, childId });
}

/** Read or not, in words: unread is the family's own thing to do. */
function ReadTag({ notice }: { notice: Notice }) {
  const t = useT<NoticesMessageId>();
  return notice.read_at === null ? (
    <StatusTag tone="primary">{t("notices.family.unread")}</StatusTag>
  ) : (
    <StatusTag tone="neutral">{t("notices.family.read")}</StatusTag>
  );
}

/**
 * The family's notices (`/notices/home`): one row per notice and child, unread first, each
 * leading to the notice; a family with two or more children at the school can show one child's.
 */
export function FamilyNoticesPage() {
  const t = useT<NoticesMessageId | UiMessageId>();
  return (
    <PageStack>
      <RequireSignIn why={t("notices.signInWhy")}>
        <NoticeList />
      </RequireSignIn>
    </PageStack>
  );
}

function NoticeList() {
  const t = useT<NoticesMessageId | UiMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const nameOf = useNoticeChildName();
  const children = useSession((s) => s.user?.childsUser) ?? [];
  const [params] = useSearchParams();
  const setFilter = useSetFilter();
  // Only a child of this family narrows the list; anything else in the address shows them all.
  const chosen = children.find((c) => String(c.id) === params.get(CHILD_PARAM));
  const list = usePagedQuery(useNoticesFor, {}, chosen?.id);

  const columns: TableColumn<Notice>[] = [
    {
      key: "title",
      title: t("notices.notice.title"),
      render: (notice) => (
        <TitleLink to={noticePath(notice.id, notice.child.id)} $unread={notice.read_at === null}>
          {noticeTitle(notice, locale)}
        </TitleLink>
      ),
    },
    { key: "child", title: t("notices.family.child"), render: (notice) => nameOf(notice.child) },
    {
      key: "sent",
      title: t("notices.family.sentAt"),
      render: (notice) => formatMoment(intl, notice.published_at),
    },
    {
      key: "read",
      title: t("notices.family.status"),
      render: (notice) => <ReadTag notice={notice} />,
    },
  ];

  return (
    <>
      {children.length > 1 && (
        <RadioGroup
          legend={t("notices.family.child")}
          appearance="button"
          direction="horizontal"
          value={chosen ? String(chosen.id) : "all"}
          onChange={(value) => setFilter(CHILD_PARAM, value === "all" ? null : value)}
          options={[
            { value: "all", label: t("notices.family.allChildren") },
            ...children.map((c) => ({ value: String(c.id), label: childName(c, locale) })),
          ]}
        />
      )}
      <QueryTable
        caption={t("notices.family.list")}
        showCaption
        columns={columns}
        list={list}
        empty={<Empty description={t("notices.family.empty")} />}
      />
    </>
  );
}
