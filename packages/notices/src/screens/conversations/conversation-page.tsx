import type { ChildConversation } from "@campus/contract/notices";
import { can, isApiError, useLocale, useSession, useT, type PageArgs } from "@campus/core";
import {
  Empty,
  Link,
  PageStack,
  QueryTable,
  RequireSignIn,
  Section,
  usePagedQuery,
  useSearchParams,
  type UiMessageId,
} from "@campus/ui";
import { useConversation, useSendFamilyMessage } from "../../api/family-messages";
import type { NoticesMessageId } from "../../messages/message-ids";
import { ConversationsTexts } from "../../components/conversations-texts";
import { INBOX, INBOX_ROUTE } from "../../routing/pages";
import { idOf } from "../../routing/notice-id";
import { isNotFound } from "../../components/notice-names";
import { MessageComposer } from "./message-composer";
import { useMessageColumns } from "./message-columns";

/**
 * One family's conversation as a class teacher (the office) reads it
 * (`/notices/conversation?child=12`): a message to the family on top, then the conversation,
 * the newest first. Opening it marks the family's messages read.
 */
export function ConversationPage() {
  return (
    <ConversationsTexts>
      <ConversationScreen />
    </ConversationsTexts>
  );
}

function ConversationScreen() {
  const t = useT<NoticesMessageId | UiMessageId>();
  const [params] = useSearchParams();
  const childId = idOf(params, "child");
  return (
    <PageStack>
      <RequireSignIn why={t("notices.inbox.signInWhy")}>
        {childId === null ? <NotFound /> : <Conversation childId={childId} />}
      </RequireSignIn>
    </PageStack>
  );
}

function NotFound() {
  const t = useT<NoticesMessageId>();
  return (
    <Empty
      title={t("notices.conversation.notFound")}
      action={<Link to={INBOX}>{t("notices.conversation.back")}</Link>}
    />
  );
}

function useConversationOf(page: PageArgs, childId: number) {
  return useConversation({ ...page, childId });
}

function Conversation({ childId }: { childId: number }) {
  const t = useT<NoticesMessageId>();
  const locale = useLocale();
  const list = usePagedQuery(useConversationOf, {}, childId);
  const mayWrite = can(
    useSession((s) => s.user?.permissions),
    INBOX_ROUTE,
    "add",
  );
  const send = useSendFamilyMessage();
  const columns = useMessageColumns();
  const { error } = list.query;
  // The page's answer names the child beside its messages.
  const data = list.query.data as ChildConversation | undefined;
  if (!data && isApiError(error) && isNotFound(error.failure)) return <NotFound />;
  const child = data?.child;
  const name = child ? (locale === "en-US" ? child.name_en || child.name_zh : child.name_zh) : "";
  const who = child ? `${child.class_name ?? ""} ${child.class_number ?? ""} ${name}`.trim() : "";
  return (
    <>
      <Link to={INBOX}>{t("notices.conversation.back")}</Link>
      {mayWrite && child && (
        <Section title={t("notices.conversation.write", { name })}>
          <MessageComposer
            label={t("notices.messages.yourMessage")}
            hint={t("notices.conversation.writeHint")}
            draft={`notices.message.child.${childId}`}
            send={async ({ body }) => {
              await send({ to: { kind: "family", child_id: childId }, body });
              return t("notices.messages.sent");
            }}
          />
        </Section>
      )}
      <Section title={t("notices.conversation.title", { name: who })}>
        <QueryTable
          caption={t("notices.messages.with", { name })}
          columns={columns}
          list={list}
          empty={<Empty description={t("notices.messages.empty")} />}
        />
      </Section>
    </>
  );
}
