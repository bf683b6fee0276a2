import type { OfficeNotice } from "@campus/contract/notices";
import { useLocale, useT } from "@campus/core";
import {
  Button,
  Empty,
  Form,
  NavLink,
  Section,
  Skeleton,
  theme,
  useAction,
  useCampusForm,
  useLeaveGuard,
  useSearchParams,
  type UiMessageId,
} from "@campus/ui";
import styled from "styled-components";
import { useOfficeNotice } from "../../api/office-notices";
import { useSaveNotice } from "../../api/save-notice";
import { noticeTitle } from "../../components/notice-names";
import type { NoticesMessageId } from "../../messages/message-ids";
import { idOf } from "../../routing/notice-id";
import { editPath } from "../../routing/pages";
import { SlipFields } from "./slip-fields";
import { slipFormSchema, slipOf, slipValuesOf, type SlipForm } from "./slip-form";

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
`;

/**
 * A draft notice's reply slip (`/notices/slip?id=3`), a page of its own beside the notice's
 * editor (and a chunk of its own: most notices are read only): written and saved with the
 * notice's texts and audience as they are, or removed after a question. The notice is sent
 * from its editor; a sent one's slip can no longer change.
 */
export function SlipEditorPage() {
  const t = useT<NoticesMessageId | UiMessageId>();
  const locale = useLocale();
  const [params] = useSearchParams();
  const id = idOf(params);
  const query = useOfficeNotice(id);
  const notice = query.data;

  const body = () => {
    if (id !== null && !notice && query.isPending) return <Skeleton lines={8} />;
    if (!notice || notice.status !== "draft")
      return (
        <Empty
          role="alert"
          title={t(notice ? "notices.editor.sentReadOnly" : "notices.editor.notFound")}
          action={<NavLink to={editPath(notice?.id)}>{t("notices.slip.backToNotice")}</NavLink>}
        />
      );
    return <SlipEditor notice={notice} />;
  };

  return (
    <Section
      title={
        notice
          ? t("notices.slip.pageTitle", { title: noticeTitle(notice, locale) })
          : t("notices.route.slip")
      }
      extra={<NavLink to={editPath(id ?? undefined)}>{t("notices.slip.backToNotice")}</NavLink>}
    >
      {body()}
    </Section>
  );
}

/** The slip's form: saved with the notice's texts and audience as they are, then back. */
function SlipEditor({ notice }: { notice: OfficeNotice }) {
  const t = useT<NoticesMessageId | UiMessageId>();
  const form = useCampusForm(slipFormSchema, { defaultValues: slipValuesOf(notice.slip) });
  useLeaveGuard(form.formState.isDirty, {
    title: t("notices.editor.leaveTitle"),
    content: t("notices.editor.leaveContent"),
    okText: t("notices.editor.leaveDiscard"),
    cancelText: t("notices.editor.leaveStay"),
    danger: true,
  });
  const save = useSaveNotice();
  const request = (slip: OfficeNotice["slip"]) => ({
    id: notice.id,
    title_zh: notice.title_zh,
    title_en: notice.title_en,
    body_zh: notice.body_zh,
    body_en: notice.body_en,
    audience: notice.audience,
    slip,
  });
  const saving = useAction({
    run: (values: SlipForm) => save.mutateAsync(request(slipOf(values))),
    success: () => t("notices.slip.saved"),
    done: () => form.reset(form.getValues()),
  });
  const removing = useAction({
    confirm: () => ({
      title: t("notices.slip.remove"),
      content: t("notices.slip.removeConfirm"),
      okText: t("notices.slip.remove"),
      danger: true,
    }),
    run: () => save.mutateAsync(request(null)),
    success: () => t("notices.slip.removed"),
    // A new slip may be written in its place.
    done: () => form.reset(slipValuesOf(null)),
  });

  return (
    <Form form={form} onSubmit={(values) => saving.run(values)}>
      <SlipFields form={form} />
      <Actions>
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t("notices.slip.save")}
        </Button>
        {notice.slip && (
          <Button variant="danger" disabled={save.isPending} onClick={() => void removing.run()}>
            {t("notices.slip.remove")}
          </Button>
        )}
      </Actions>
    </Form>
  );
}
