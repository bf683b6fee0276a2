import type { FamilyMessage } from "@campus/contract/notices";
import { formatMomentTime, useIntl, useLocale, useT } from "@campus/core";
import { StatusTag, theme, type TableColumn } from "@campus/ui";
import styled from "styled-components";
import type { NoticesMessageId } from "../../messages/message-ids";

const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const From = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
`;

/**
 * A conversation's messages as table columns (cards on a phone): who wrote it (the school's
 * writer or the family's) and whether it went to the whole class, when, and the words as
 * written — plain text, its lines kept. The other side's messages not yet opened say "new".
 */
export function useMessageColumns(): TableColumn<FamilyMessage>[] {
  const t = useT<NoticesMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  return [
    {
      key: "from",
      title: t("notices.messages.from"),
      render: (message) => (
        <From>
          <span>
            {locale === "en-US"
              ? message.author.name_en || message.author.name_zh
              : message.author.name_zh}
          </span>
          <StatusTag tone={message.side === "school" ? "info" : "neutral"}>
            {t(`notices.messages.side.${message.side}`)}
          </StatusTag>
          {message.unread && <StatusTag tone="warning">{t("notices.messages.new")}</StatusTag>}
        </From>
      ),
    },
    {
      key: "sent_at",
      title: t("notices.messages.at"),
      render: (message) => (
        <time dateTime={message.sent_at}>{formatMomentTime(intl, message.sent_at)}</time>
      ),
    },
    {
      key: "body",
      title: t("notices.messages.body"),
      wideOnMobile: true,
      render: (message) => (
        <>
          {message.to_class && (
            <StatusTag tone="neutral">
              {t("notices.messages.toClass", { class: message.to_class })}
            </StatusTag>
          )}
          <Body>{message.body}</Body>
        </>
      ),
    },
  ];
}
