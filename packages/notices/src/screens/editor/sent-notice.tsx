import type { OfficeNotice } from "@campus/contract/notices";
import { formatMoment, useIntl, useT } from "@campus/core";
import { AttachmentList, NavLink, theme } from "@campus/ui";
import styled from "styled-components";
import type { NoticesMessageId } from "../../messages/message-ids";
import { useSlipSummary } from "../../components/notice-names";
import { useAudienceText } from "../office/audience-text";
import { NoticeStatusTag } from "../office/notice-status";
import { repliesPath } from "../../routing/pages";

const Stack = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  min-width: 0;
`;

const Note = styled.p`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceMuted};
  color: ${theme.color.text};
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  align-items: center;
`;

const Counts = styled.p`
  margin: 0;
`;

const Texts = styled.dl`
  display: grid;
  gap: ${theme.space.xs};
  margin: 0;
  dt {
    color: ${theme.color.textSecondary};
    font-size: ${theme.font.size.sm};
  }
  dd {
    margin: 0 0 ${theme.space.md};
    /* The notice's lines as written. */
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

/** A sent notice, as it went: no longer changed, with whom it went to and how many have read it. */
export function SentNotice({ notice }: { notice: OfficeNotice }) {
  const t = useT<NoticesMessageId>();
  const intl = useIntl();
  const audienceText = useAudienceText();
  const slipSummary = useSlipSummary();
  return (
    <Stack>
      <Note role="note">{t("notices.editor.sentReadOnly")}</Note>
      <Facts>
        <NoticeStatusTag status={notice.status} />
        <span>{t("notices.editor.sentOn", { date: formatMoment(intl, notice.published_at) })}</span>
      </Facts>
      <Counts>{t("notices.editor.counts", { total: notice.recipients, read: notice.read })}</Counts>
      <Counts>{slipSummary(notice.slip)}</Counts>
      {notice.slip && <Counts>{t("notices.editor.replied", { replied: notice.replied })}</Counts>}
      <NavLink to={repliesPath(notice.id)}>{t("notices.editor.seeReplies")}</NavLink>
      <Texts>
        <dt>{t("notices.editor.audience")}</dt>
        <dd>{audienceText(notice.audience)}</dd>
        <dt>{t("notices.editor.titleZh")}</dt>
        <dd>{notice.title_zh}</dd>
        {notice.title_en !== "" && (
          <>
            <dt>{t("notices.editor.titleEn")}</dt>
            <dd lang="en">{notice.title_en}</dd>
          </>
        )}
        <dt>{t("notices.editor.bodyZh")}</dt>
        <dd>{notice.body_zh}</dd>
        {notice.body_en !== "" && (
          <>
            <dt>{t("notices.editor.bodyEn")}</dt>
            <dd lang="en">{notice.body_en}</dd>
          </>
        )}
        {notice.attachments.length > 0 && (
          <>
            <dt>{t("notices.editor.attachments")}</dt>
            <dd>
              <AttachmentList files={notice.attachments} />
            </dd>
          </>
        )}
      </Texts>
    </Stack>
  );
}
