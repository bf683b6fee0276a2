import { type NoticeRecipient, type NoticeReply, type NoticeSlip } from "@campus/contract/notices";
import { formatMoment, useIntl, useLocale, useT } from "@campus/core";
import { Button, theme, type TableColumn } from "@campus/ui";
import styled from "styled-components";
import { ReplyAnswers } from "../../components/reply-answers";
import type { NoticesMessageId } from "../../messages/message-ids";

const Cell = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  min-width: 0;
`;

/** Signed with the PIN, or replied where the slip asks no signature. */
const signedLine = (reply: NoticeReply) =>
  reply.signed_with === "pin" ? "notices.slip.signedBy" : "notices.slip.repliedBy";

const Muted = styled.span`
  color: ${theme.color.textSecondary};
`;

/**
 * The columns of a notice's children: who (class, number, name), whether the family has read
 * it, and the reply — each answer, who signed and when — with reopening it where allowed.
 */
export function useRecipientColumns({
  slip,
  onReopen,
}: {
  slip: NoticeSlip | null;
  /** Reopens a child's reply; absent: the office may not. */
  onReopen?: (recipient: NoticeRecipient) => void;
}): TableColumn<NoticeRecipient>[] {
  const t = useT<NoticesMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const columns: TableColumn<NoticeRecipient>[] = [
    {
      key: "student",
      title: t("notices.replies.student"),
      render: (student) =>
        t("notices.replies.who", {
          class: student.class_name,
          number: student.class_number ?? "–",
          name: locale === "en-US" ? student.name_en || student.name_zh : student.name_zh,
        }),
    },
    {
      key: "read",
      title: t("notices.replies.read"),
      render: ({ read_at }) =>
        read_at === null ? (
          <Muted>{t("notices.replies.unread")}</Muted>
        ) : (
          formatMoment(intl, read_at)
        ),
    },
  ];
  if (!slip) return columns;
  return [
    ...columns,
    {
      key: "reply",
      title: t("notices.replies.reply"),
      render: ({ reply, reopened }) => (
        <Cell>
          {reply === null ? (
            <Muted>{t("notices.replies.noReply")}</Muted>
          ) : (
            <>
              <ReplyAnswers slip={slip} reply={reply} compact />
              <Muted>
                {t(signedLine(reply), {
                  name: reply.signed_by,
                  time: formatMoment(intl, reply.signed_at),
                })}
              </Muted>
            </>
          )}
          {reopened > 0 && <Muted>{t("notices.replies.reopenedCount", { count: reopened })}</Muted>}
        </Cell>
      ),
    },
    ...(onReopen
      ? [
          {
            key: "actions",
            title: t("notices.replies.actions"),
            render: (recipient: NoticeRecipient) =>
              recipient.reply && (
                <Button size="sm" onClick={() => onReopen(recipient)}>
                  {t("notices.replies.reopen")}
                </Button>
              ),
          },
        ]
      : []),
  ];
}
