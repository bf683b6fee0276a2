import type { OfficeNotice } from "@campus/contract/notices";
import { useLocale, useT } from "@campus/core";
import {
  Button,
  Empty,
  NavLink,
  PartBoundary,
  retryableLazy,
  Section,
  Skeleton,
  useSearchParams,
  type UiMessageId,
} from "@campus/ui";
import { Suspense, useState } from "react";
import { useOfficeNotice } from "../../api/office-notices";
import type { NoticesMessageId } from "../../messages/message-ids";
import { idOf } from "../../routing/notice-id";
import { OFFICE } from "../../routing/pages";
import { noticeTitle } from "../../components/notice-names";
import { DraftEditor } from "./draft-editor";

// A sent notice reads only: its view is a chunk of its own, beside the editor's form.
const SentNotice = retryableLazy(() => import("./sent-notice").then((m) => m.SentNotice));

/** The later of the notice as read and as a save or send answered it (the read may lag). */
function newer(read: OfficeNotice | undefined, answered: OfficeNotice | null, id: number | null) {
  if (answered === null || answered.id !== id) return read;
  return read && read.updated_at >= answered.updated_at ? read : answered;
}

/**
 * A notice in the office (`/notices/edit`, `?id=3` for one that exists): a draft in its editor,
 * a sent one read-only with whom it went to and how many have read it. A new draft has its own
 * address once first saved, so a reload keeps it.
 */
export function NoticeEditorPage() {
  const t = useT<NoticesMessageId | UiMessageId>();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const id = idOf(params);
  const query = useOfficeNotice(id);
  const [answered, setAnswered] = useState<OfficeNotice | null>(null);
  // The draft this editor created: its address changes, its editor stays (and keeps its focus).
  const [created, setCreated] = useState<number | null>(null);
  const notice = newer(query.data, answered, id) ?? null;

  const changed = (saved: OfficeNotice) => {
    setAnswered(saved);
    if (id === null) {
      setCreated(saved.id);
      setParams(new URLSearchParams({ id: String(saved.id) }), { replace: true });
    }
  };

  const body = () => {
    if (id !== null && notice === null && query.isPending) return <Skeleton lines={8} />;
    if (id !== null && notice === null)
      return (
        <Empty
          role="alert"
          title={t("notices.editor.notFound")}
          action={<Button onClick={() => void query.refetch()}>{t("notices.retry")}</Button>}
        />
      );
    if (notice?.status === "published")
      return (
        <PartBoundary text={t("core.error.chunk")}>
          <Suspense fallback={<Skeleton lines={8} />}>
            <SentNotice notice={notice} />
          </Suspense>
        </PartBoundary>
      );
    return (
      <DraftEditor
        key={id === null || id === created ? "new" : id}
        notice={notice}
        onChanged={changed}
      />
    );
  };

  return (
    <Section
      title={notice ? noticeTitle(notice, locale) : t("notices.route.edit")}
      extra={<NavLink to={OFFICE}>{t("notices.back")}</NavLink>}
    >
      {body()}
    </Section>
  );
}
