import {
  CONVERSATION_FILTERS,
  type Conversation,
  type ConversationFilter,
  type ConversationPage,
} from "@campus/contract/notices";
import {
  can,
  formatMomentTime,
  useIntl,
  useLocale,
  useSession,
  useT,
  type PageArgs,
} from "@campus/core";
import {
  Empty,
  Link,
  PageStack,
  QueryTable,
  RadioGroup,
  RequireSignIn,
  Section,
  Select,
  StatusTag,
  theme,
  usePagedQuery,
  useSearchParams,
  useSetFilter,
  type TableColumn,
  type UiMessageId,
} from "@campus/ui";
import { useId } from "react";
import styled from "styled-components";
import { useConversations, useSendFamilyMessage } from "../../api/family-messages";
import type { NoticesMessageId } from "../../messages/message-ids";
import { ConversationsTexts } from "../../components/conversations-texts";
import { conversationPath, INBOX_ROUTE } from "../../routing/pages";
import { Notifications } from "../../components/notifications";
import { MessageComposer } from "./message-composer";

/** The address's filters: `?show=unread`, `?class=4A`. */
const SHOW_PARAM = "show";
const CLASS_PARAM = "class";

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${theme.space.md};
  label {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.xs};
  }
`;

const Last = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

const Moment = styled.time`
  display: block;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

/**
 * A class teacher's messages with the families of their classes (`/notices/inbox`; the
 * office: every class): a message to a whole class on top, then each child of the class —
 * those whose family wrote something not yet read first, then the latest — leading to the
 * family's conversation.
 */
export function InboxPage() {
  return (
    <ConversationsTexts>
      <InboxScreen />
    </ConversationsTexts>
  );
}

function InboxScreen() {
  const t = useT<NoticesMessageId | UiMessageId>();
  return (
    <PageStack>
      <RequireSignIn why={t("notices.inbox.signInWhy")}>
        <Inbox />
      </RequireSignIn>
    </PageStack>
  );
}

function useConversationsFor(
  page: PageArgs,
  filter: ConversationFilter,
  className: string | undefined,
) {
  return useConversations({ ...page, filter, className });
}

function Inbox() {
  const t = useT<NoticesMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const [params] = useSearchParams();
  const setFilter = useSetFilter();
  const classId = useId();
  const filter: ConversationFilter = params.get(SHOW_PARAM) === "unread" ? "unread" : "all";
  const className = params.get(CLASS_PARAM) || undefined;
  const list = usePagedQuery(useConversationsFor, {}, filter, className);
  // The page's answer names the classes the caller writes to, beside its rows.
  const classes = (list.query.data as ConversationPage | undefined)?.classes;
  const mayWrite = can(
    useSession((s) => s.user?.permissions),
    INBOX_ROUTE,
    "add",
  );
  const send = useSendFamilyMessage();
  const nameOf = (child: Conversation["child"]) =>
    locale === "en-US" ? child.name_en || child.name_zh : child.name_zh;
  const columns: TableColumn<Conversation>[] = [
    {
      key: "child",
      title: t("notices.inbox.student"),
      render: ({ child }) => (
        <Link to={conversationPath(child.id)}>
          {`${child.class_name ?? ""} ${child.class_number ?? ""} ${nameOf(child)}`.trim()}
        </Link>
      ),
    },
    {
      key: "last",
      title: t("notices.inbox.last"),
      wideOnMobile: true,
      render: ({ last }) =>
        last ? (
          <>
            <Last>
              {t(`notices.inbox.lastBy.${last.side}`, {
                name:
                  locale === "en-US"
                    ? last.author.name_en || last.author.name_zh
                    : last.author.name_zh,
                body: last.body,
              })}
            </Last>
            <Moment dateTime={last.sent_at}>{formatMomentTime(intl, last.sent_at)}</Moment>
          </>
        ) : (
          t("notices.inbox.none")
        ),
    },
    {
      key: "unread",
      title: t("notices.inbox.unread"),
      render: ({ unread }) =>
        unread > 0 && (
          <StatusTag tone="warning">{t("notices.inbox.unreadCount", { count: unread })}</StatusTag>
        ),
    },
  ];
  return (
    <>
      <Notifications />
      {mayWrite && classes && classes.length > 0 && (
        <Section title={t("notices.inbox.toClass")}>
          <MessageComposer
            label={t("notices.inbox.toClassLabel")}
            hint={t("notices.inbox.toClassHint")}
            draft="notices.message.class"
            classes={classes}
            send={async ({ body, class_name }) => {
              const sent = await send({
                to: { kind: "class", class_name: class_name ?? "" },
                body,
              });
              return t("notices.inbox.sentToClass", { families: sent.families });
            }}
          />
        </Section>
      )}
      <Section title={t("notices.route.inbox")}>
        <Controls>
          <RadioGroup
            legend={t("notices.inbox.show")}
            hideLegend
            appearance="button"
            direction="horizontal"
            value={filter}
            onChange={(value) => setFilter(SHOW_PARAM, value === "unread" ? "unread" : null)}
            options={CONVERSATION_FILTERS.map((value) => ({
              value,
              label: t(`notices.inbox.filter.${value}`),
            }))}
          />
          {classes && classes.length > 1 && (
            <label htmlFor={classId}>
              {t("notices.inbox.class")}
              <Select
                id={classId}
                value={className ?? ""}
                placeholder={t("notices.inbox.allClasses")}
                onChange={(event) => setFilter(CLASS_PARAM, event.currentTarget.value || null)}
                options={classes.map((name) => ({ value: name, label: name }))}
              />
            </label>
          )}
        </Controls>
        <QueryTable
          caption={t("notices.inbox.families")}
          columns={columns}
          list={list}
          empty={
            <Empty
              description={
                classes?.length === 0
                  ? t("notices.inbox.noClass")
                  : t(filter === "unread" ? "notices.inbox.emptyUnread" : "notices.inbox.empty")
              }
            />
          }
        />
      </Section>
    </>
  );
}
