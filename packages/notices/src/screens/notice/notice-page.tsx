import type { Notice } from "@campus/contract/notices";
import { formatMoment, HTML_LANG, isApiError, useIntl, useLocale, useT } from "@campus/core";
import {
  Button,
  Empty,
  Link,
  PageStack,
  PartBoundary,
  RequireSignIn,
  retryableLazy,
  Skeleton,
  theme,
  useSearchParams,
  type UiMessageId,
} from "@campus/ui";
import { Suspense, useId } from "react";
import styled from "styled-components";
import { useNoticeDetail } from "../../api/notice-detail";
import { isNotFound, noticeTitle, useNoticeChildName } from "../../components/notice-names";
import type { NoticesMessageId } from "../../messages/message-ids";
import { HOME } from "../../routing/pages";
import { ReplySlip } from "./reply-slip";

/** A positive whole number from the address, or null (absent, "abc", "0", "1.5"). */
function idFrom(value: string | null) {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

const Back = styled(Link)`
  align-self: flex-start;
  color: ${theme.color.primaryText};
`;

const Head = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  h2 {
    margin: 0;
    font-size: ${theme.font.size.xxl};
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.lg};
  margin: 0;
  color: ${theme.color.textSecondary};
`;

const Note = styled.p`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.primarySoft};
  color: ${theme.color.primaryText};
`;

// The notice's files: code of their own, loaded for a notice that has some.
const NoticeFiles = retryableLazy(() => import("./notice-files").then((m) => m.NoticeFiles));

/** What the school wrote, line breaks kept, as text (never HTML). */
const Body = styled.div`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.7;
`;

/**
 * One notice for one child (`/notices/detail?id=&child=`): its title, when it was sent, whom it
 * is for and its text, in English where the school wrote it (the Chinese otherwise, saying so).
 * Opening it is the family's receipt: the server records it read. A notice with a reply slip
 * has it under the text: the family's reply, or a parent's form to give it (`ReplySlip`).
 */
export function NoticePage() {
  const t = useT<NoticesMessageId | UiMessageId>();
  return (
    <PageStack>
      <Back to={HOME}>{t("notices.back")}</Back>
      <RequireSignIn why={t("notices.signInWhy")}>
        <NoticeFromAddress />
      </RequireSignIn>
    </PageStack>
  );
}

function NoticeFromAddress() {
  const [params] = useSearchParams();
  const id = idFrom(params.get("id"));
  const childId = idFrom(params.get("child"));
  // A broken link: nothing to ask the server for.
  if (id === null || childId === null) return <NotFound />;
  return <NoticeDetail id={id} childId={childId} />;
}

function NotFound() {
  const t = useT<NoticesMessageId>();
  return <Empty title={t("notices.notice.notFound")} />;
}

function NoticeDetail({ id, childId }: { id: number; childId: number }) {
  const t = useT<NoticesMessageId | UiMessageId>();
  const detail = useNoticeDetail(id, childId);
  if (isApiError(detail.error) && isNotFound(detail.error.failure)) return <NotFound />;
  if (detail.isError)
    return (
      <Empty
        role="alert"
        title={t("notices.loadFailed")}
        action={<Button onClick={() => void detail.refetch()}>{t("notices.retry")}</Button>}
      />
    );
  if (!detail.data)
    return (
      <PageStack aria-busy="true">
        <Skeleton lines={2} announce />
        <Skeleton lines={6} />
      </PageStack>
    );
  return <NoticeText notice={detail.data} />;
}

function NoticeText({ notice }: { notice: Notice }) {
  const t = useT<NoticesMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const nameOf = useNoticeChildName();
  const english = locale === "en-US";
  const englishBody = notice.body_en.trim() !== "";
  const englishTitle = notice.title_en.trim() !== "";
  // Chinese in an English page is marked as such, so a screen reader reads it as Chinese.
  const chinese = HTML_LANG["zh-TW"];
  const titleId = useId();
  return (
    <article aria-labelledby={titleId}>
      <PageStack>
        <Head>
          <h2 id={titleId} lang={english && !englishTitle ? chinese : undefined}>
            {noticeTitle(notice, locale)}
          </h2>
          <Facts>
            <span>
              {t("notices.notice.sentOn", {
                date: formatMoment(intl, notice.published_at),
              })}
            </span>
            <span>{t("notices.family.for", { name: nameOf(notice.child) })}</span>
          </Facts>
        </Head>
        {english && !englishBody && <Note role="note">{t("notices.notice.chineseOnly")}</Note>}
        <Body lang={english && !englishBody ? chinese : undefined}>
          {english && englishBody ? notice.body_en : notice.body_zh}
        </Body>
        {notice.attachments.length > 0 && (
          <PartBoundary text={t("core.error.chunk")}>
            <Suspense fallback={<Skeleton lines={notice.attachments.length} />}>
              <NoticeFiles files={notice.attachments} />
            </Suspense>
          </PartBoundary>
        )}
        {notice.slip && <ReplySlip notice={notice} slip={notice.slip} />}
      </PageStack>
    </article>
  );
}
