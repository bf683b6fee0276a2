import {
  NOTICE_BODY_MAX,
  NOTICE_TITLE_MAX,
  type OfficeNotice,
  type SaveNotice,
} from "@campus/contract/notices";
import { useLocale, useT } from "@campus/core";
import {
  Button,
  Field,
  Form,
  Input,
  NavLink,
  PartBoundary,
  retryableLazy,
  screen,
  Skeleton,
  TextArea,
  theme,
  useAction,
  useCampusForm,
  useLeaveGuard,
  type UiMessageId,
} from "@campus/ui";
import { Suspense, useRef, useState, type ReactNode } from "react";
import styled from "styled-components";
import { usePublishNotice } from "../../api/publish-notice";
import { useSaveNotice } from "../../api/save-notice";
import type { NoticesMessageId } from "../../messages/message-ids";
import { noticeTitle, useSlipSummary } from "../../components/notice-names";
import { slipPath } from "../../routing/pages";
import { AudienceFields } from "./audience-fields";
import { noticeFormSchema, toSaveNotice, valuesOf, type NoticeFormOutput } from "./notice-form";

const Texts = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.md};
  ${screen.atLeast(640)} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
`;

type Intent = "save" | "publish" | "schedule";

// Sending later (its time, its dialog) and the files' field: code of their own (editor-parts).
const parts = () => import("./editor-parts");
const ScheduleSending = retryableLazy(() => parts().then((m) => m.ScheduleSending));
const NoticeFiles = retryableLazy(() => parts().then((m) => m.NoticeFiles));

const SlipRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.md};
  align-items: center;
  margin: 0;
`;

/**
 * A draft being written: titles and texts in Chinese (required) and English, and whom it is
 * for. "Save draft" keeps it; "Send the notice" saves what changed, asks, then sends it. A
 * refusal leaves everything as typed; leaving with changes not saved asks first.
 */
export function DraftEditor({
  notice,
  onChanged,
}: {
  /** The draft as saved; null for a new one. */
  notice: OfficeNotice | null;
  /** Saved or sent: the notice as the server now has it. */
  onChanged: (notice: OfficeNotice) => void;
}) {
  const t = useT<NoticesMessageId | UiMessageId>();
  const locale = useLocale();
  const slipSummary = useSlipSummary();
  const form = useCampusForm(noticeFormSchema, { defaultValues: valuesOf(notice) });
  const dirty = form.formState.isDirty;
  useLeaveGuard(dirty, {
    title: t("notices.editor.leaveTitle"),
    content: t("notices.editor.leaveContent"),
    okText: t("notices.editor.leaveDiscard"),
    cancelText: t("notices.editor.leaveStay"),
    danger: true,
  });

  // The draft as the server last answered it: a new one has its id from its first save on.
  const draft = useRef(notice);
  const intent = useRef<Intent>("save");
  const [busy, setBusy] = useState<Intent | null>(null);
  const [scheduling, setScheduling] = useState(false);

  const save = useSaveNotice();
  const saving = useAction({
    run: ({ request }: { request: SaveNotice; then: Intent }) => save.mutateAsync(request),
    // Sending says so itself, once sent.
    success: (_saved, { then }) => (then === "save" ? t("notices.editor.saved") : null),
    done: (saved) => {
      draft.current = saved;
      form.reset(valuesOf(saved));
      onChanged(saved);
    },
  });
  const publish = usePublishNotice();
  const publishing = useAction({
    confirm: (saved: OfficeNotice) => ({
      title: t("notices.editor.publish"),
      content: t("notices.editor.publishConfirm", { title: noticeTitle(saved, locale) }),
      okText: t("notices.editor.publish"),
    }),
    run: (saved: OfficeNotice) => publish.mutateAsync({ id: saved.id }),
    success: () => t("notices.editor.published"),
    done: (sent) => onChanged(sent),
  });

  const submit = async (values: NoticeFormOutput) => {
    const then = intent.current;
    // Enter in a field saves, whichever button was pressed before.
    intent.current = "save";
    if (busy !== null) return;
    setBusy(then);
    try {
      // Sending a draft as it was saved needs no save first.
      const changed = draft.current === null || form.formState.isDirty;
      if (
        (then === "save" || changed) &&
        !(await saving.run({ request: toSaveNotice(values, draft.current?.id), then }))
      )
        return;
      if (then === "publish" && draft.current) await publishing.run(draft.current);
      // A time is set on the draft as saved.
      if (then === "schedule" && draft.current) setScheduling(true);
    } finally {
      setBusy(null);
    }
  };
  const as = (next: Intent) => () => {
    intent.current = next;
  };

  return (
    <>
      <Form
        form={form}
        onSubmit={submit}
        onInvalid={() => {
          intent.current = "save";
        }}
      >
        <Texts>
          <Field name="title_zh" label={t("notices.editor.titleZh")} required>
            {(control) => <Input maxLength={NOTICE_TITLE_MAX} {...control} />}
          </Field>
          <Field name="title_en" label={t("notices.editor.titleEn")}>
            {(control) => <Input lang="en" maxLength={NOTICE_TITLE_MAX} {...control} />}
          </Field>
          <Field name="body_zh" label={t("notices.editor.bodyZh")} required>
            {(control) => <TextArea rows={8} showCount maxLength={NOTICE_BODY_MAX} {...control} />}
          </Field>
          <Field
            name="body_en"
            label={t("notices.editor.bodyEn")}
            hint={t("notices.editor.englishHint")}
          >
            {(control) => (
              <TextArea lang="en" rows={8} showCount maxLength={NOTICE_BODY_MAX} {...control} />
            )}
          </Field>
        </Texts>
        <AudienceFields form={form} />
        <Part fallback={<Skeleton lines={2} />}>
          <NoticeFiles kept={notice?.attachments ?? []} />
        </Part>
        {/* The reply slip is written on a page of its own, once the draft is saved. */}
        <SlipRow>
          <span>{notice ? slipSummary(notice.slip) : t("notices.slip.saveFirst")}</span>
          {notice && (
            <NavLink to={slipPath(notice.id)}>
              {t(notice.slip ? "notices.slip.edit" : "notices.slip.add")}
            </NavLink>
          )}
        </SlipRow>
        <Actions>
          <Button
            type="submit"
            loading={busy === "save"}
            disabled={busy !== null}
            onClick={as("save")}
          >
            {t("notices.editor.save")}
          </Button>
          <Button
            type="submit"
            variant="primary"
            loading={busy === "publish"}
            disabled={busy !== null}
            onClick={as("publish")}
          >
            {t("notices.editor.publish")}
          </Button>
          <Button
            type="submit"
            loading={busy === "schedule"}
            disabled={busy !== null}
            onClick={as("schedule")}
          >
            {t("notices.schedule.open")}
          </Button>
        </Actions>
      </Form>
      {/* Outside the draft's form: the dialog is a form of its own. */}
      {(notice ?? scheduling) && (
        <Part>
          <ScheduleSending
            notice={notice ?? draft.current!}
            open={scheduling}
            onClose={() => setScheduling(false)}
            onChanged={onChanged}
          />
        </Part>
      )}
    </>
  );
}

/** A part of the editor with code of its own (editor-parts.ts): if it fails, a line says so. */
function Part({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  const t = useT<UiMessageId>();
  return (
    <PartBoundary text={t("core.error.chunk")}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </PartBoundary>
  );
}
