import { useLocale, useSession, useT } from "@campus/core";
import {
  childName,
  Empty,
  PageStack,
  QueryTable,
  RequireSignIn,
  Section,
  usePagedQuery,
  type UiMessageId,
} from "@campus/ui";
import { useFamilyMessages, useReplyToSchool } from "../../api/family-messages";
import type { NoticesMessageId } from "../../messages/message-ids";
import { ConversationsTexts } from "../../components/conversations-texts";
import { Notifications } from "../../components/notifications";
import { MessageComposer } from "./message-composer";
import { useMessageColumns } from "./message-columns";

/**
 * A parent's messages with the school about the child they act for (`/notices/messages`): a
 * note to the class teacher on top, then the conversation, the newest first — the class
 * teacher's and the office's messages, to the family or to the whole class, and the family's
 * own. Opening it marks the school's messages read.
 */
export function FamilyMessagesPage() {
  return (
    <ConversationsTexts>
      <FamilyMessages />
    </ConversationsTexts>
  );
}

function FamilyMessages() {
  const t = useT<NoticesMessageId | UiMessageId>();
  return (
    <PageStack>
      <RequireSignIn why={t("notices.messages.signInWhy")}>
        <Conversation />
      </RequireSignIn>
    </PageStack>
  );
}

function Conversation() {
  const t = useT<NoticesMessageId>();
  const locale = useLocale();
  const user = useSession((s) => s.user);
  const child = user?.childsUser.find((c) => c.id === user.child_user_id);
  const name = child ? childName(child, locale) : "";
  const list = usePagedQuery(useFamilyMessages);
  const reply = useReplyToSchool();
  const columns = useMessageColumns();
  return (
    <>
      <Notifications />
      <Section
        title={t("notices.messages.write")}
        extra={name && <span>{t("notices.messages.about", { name })}</span>}
      >
        <MessageComposer
          label={t("notices.messages.yourMessage")}
          hint={t("notices.messages.writeHint")}
          // The words typed are the child's conversation's: not the other child's.
          draft={`notices.message.${user?.child_user_id ?? user?.user_id}`}
          send={async (message) => {
            await reply({ body: message.body });
            return t("notices.messages.sent");
          }}
        />
      </Section>
      <Section title={t("notices.route.messages")}>
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
