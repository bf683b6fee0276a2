import type { OfficeNotice } from "@campus/contract/notices";
import { formatMomentTime, useIntl, useT } from "@campus/core";
import {
  Button,
  DayInput,
  Dialog,
  Field,
  Form,
  theme,
  TimeInput,
  useAction,
  useCampusForm,
  useFormAction,
  type UiMessageId,
} from "@campus/ui";
import { useMemo } from "react";
import styled from "styled-components";
import { useScheduleNotice } from "../../api/schedule-notice";
import type { NoticesMessageId } from "../../messages/message-ids";
import { momentOf, scheduleFormSchema, scheduleValuesOf, type ScheduleForm } from "./schedule-form";

const Line = styled.p<{ $missed: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.md};
  align-items: center;
  margin: ${theme.space.md} 0 0;
  color: ${({ $missed }) => ($missed ? theme.color.danger : "inherit")};
`;

/**
 * Sending a saved draft later: the dialog that sets the time (`open`), and under the draft, the
 * time set and a way to take it away — or, the time gone by, that it could not go out then (the
 * office mends it and sends it, or sets a new time).
 */
export function ScheduleSending({
  notice,
  open,
  onClose,
  onChanged,
}: {
  notice: OfficeNotice;
  open: boolean;
  onClose: () => void;
  onChanged: (notice: OfficeNotice) => void;
}) {
  const t = useT<NoticesMessageId | UiMessageId>();
  const intl = useIntl();
  const schedule = useScheduleNotice();
  const cancelling = useAction({
    run: () => schedule.mutateAsync({ id: notice.id, at: null }),
    success: () => t("notices.schedule.cancelled"),
    done: onChanged,
  });
  const dialog = open && (
    <ScheduleDialog notice={notice} onClose={onClose} onScheduled={onChanged} />
  );
  if (!notice.publish_at) return dialog;
  const missed = Date.parse(notice.publish_at) <= Date.now();
  const time = formatMomentTime(intl, notice.publish_at);
  return (
    <>
      <Line $missed={missed} role={missed ? "alert" : undefined}>
        <span>{t(missed ? "notices.schedule.missed" : "notices.schedule.when", { time })}</span>
        {!missed && (
          <Button size="sm" loading={schedule.isPending} onClick={() => void cancelling.run()}>
            {t("notices.schedule.cancel")}
          </Button>
        )}
      </Line>
      {dialog}
    </>
  );
}

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${theme.space.md};
`;

const Problem = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.color.danger};
`;

/**
 * When a saved draft goes out on its own: a day and a time on the school's clock, checked as the
 * server checks them (a few minutes ahead, within 60 days, by the day before a slip's last day).
 * A refusal keeps what was typed.
 */
function ScheduleDialog({
  notice,
  onClose,
  onScheduled,
}: {
  notice: OfficeNotice;
  onClose: () => void;
  onScheduled: (notice: OfficeNotice) => void;
}) {
  const t = useT<NoticesMessageId | UiMessageId>();
  const intl = useIntl();
  const schema = useMemo(() => scheduleFormSchema(notice), [notice]);
  const form = useCampusForm(schema, { defaultValues: scheduleValuesOf(notice) });
  const schedule = useScheduleNotice();
  const scheduling = useFormAction(form, {
    run: ({ day, time }: ScheduleForm) =>
      schedule.mutateAsync({ id: notice.id, at: momentOf(day, time) }),
    success: (saved) =>
      t("notices.schedule.done", { time: formatMomentTime(intl, saved.publish_at ?? "") }),
    done: (saved) => {
      onScheduled(saved);
      onClose();
    },
  });
  return (
    <Dialog open onClose={onClose} title={t("notices.schedule.title")}>
      <Form form={form} onSubmit={scheduling.submit}>
        <p>{t("notices.schedule.explain")}</p>
        <Fields>
          <Field name="day" label={t("notices.schedule.day")} required>
            {(control) => <DayInput {...control} onChange={(day) => control.onChange(day ?? "")} />}
          </Field>
          <Field name="time" label={t("notices.schedule.time")} required>
            {(control) => <TimeInput {...control} />}
          </Field>
        </Fields>
        {scheduling.problem && <Problem role="alert">{scheduling.problem}</Problem>}
        <Button type="submit" variant="primary" loading={schedule.isPending}>
          {t("notices.schedule.set")}
        </Button>
      </Form>
    </Dialog>
  );
}
