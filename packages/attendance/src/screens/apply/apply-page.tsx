import type { Attachment } from "@campus/contract";
import {
  LEAVE_ATTACHMENTS_MAX,
  LEAVE_NOTE_MAX,
  LEAVE_PARTS,
  LEAVE_REASONS,
  type Leave,
} from "@campus/contract/attendance";
import { schoolDayOf, useLocale, useSession, useT } from "@campus/core";
import {
  childName,
  DayInput,
  draftStorage,
  Empty,
  Field,
  Form,
  PageStack,
  PartBoundary,
  RadioGroup,
  retryableLazy,
  RequireSignIn,
  Section,
  Skeleton,
  SubmitButton,
  TextArea,
  theme,
  useCampusForm,
  useFormAction,
  useSearchParams,
  type UiMessageId,
} from "@campus/ui";
import { Suspense } from "react";
import styled from "styled-components";
import { useLocation } from "wouter";
import { useApplyLeave, useLeave } from "../../api/family";
import type { AttendanceMessageId } from "../../messages/message-ids";
import { HOME } from "../../routing/pages";
import { blankLeave, leaveFormSchema, leaveValuesOf, requestOf } from "./leave-form";

/** The files field: its upload code comes with it, not with the form's first paint. */
const LeaveFiles = retryableLazy(() => import("./leave-files").then((m) => m.LeaveFiles));

const NO_FILES: Attachment[] = [];

const Days = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${theme.space.md};
`;

const Asked = styled.p`
  margin: 0;
  padding: ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceMuted};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const Problem = styled.p`
  margin: 0;
  color: ${theme.color.danger};
`;

/**
 * A guardian's leave application (`/attendance/apply`) for the child they act for: the days,
 * a whole day or half of one, the reason, what happened and a certificate's photo; what is typed
 * stays (a draft) until it is sent. With `?id=`: the application the class teacher asked more
 * of, with what they asked, to send again.
 */
export function ApplyPage() {
  const t = useT<AttendanceMessageId | UiMessageId>();
  return (
    <PageStack>
      <RequireSignIn why={t("attendance.signInWhy")}>
        <ApplyScreen />
      </RequireSignIn>
    </PageStack>
  );
}

function ApplyScreen() {
  const t = useT<AttendanceMessageId>();
  const [params] = useSearchParams();
  const id = Number(params.get("id")) || undefined;
  const leave = useLeave(id);
  if (id === undefined) return <ApplicationForm />;
  if (leave.data) return <ApplicationForm key={leave.data.id} leave={leave.data} />;
  if (leave.isError) return <Empty description={t("attendance.form.notFound")} />;
  return <Skeleton lines={8} />;
}

function ApplicationForm({ leave }: { leave?: Leave }) {
  const t = useT<AttendanceMessageId | UiMessageId>();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const user = useSession((s) => s.user);
  const child = user?.childsUser.find((c) => c.id === user.child_user_id);
  // A new application's draft is the child's: what was typed for one child is not the other's.
  const draft = leave ? undefined : `attendance.leave.${user?.child_user_id ?? user?.user_id}`;
  const form = useCampusForm(leaveFormSchema, {
    draft,
    defaultValues: leave ? leaveValuesOf(leave) : blankLeave(schoolDayOf(new Date())),
  });
  const apply = useApplyLeave();
  const sending = useFormAction(form, {
    run: (values) => apply(requestOf(values, leave?.id)),
    success: () => t("attendance.form.sent"),
    done: () => {
      if (draft) draftStorage().remove(draft);
      navigate(HOME);
    },
  });
  const [from, to] = form.watch(["from", "to"]);
  const oneDay = from !== "" && from === to;
  return (
    <Section
      title={t(leave ? "attendance.leaves.sendAgain" : "attendance.route.apply")}
      extra={child && <span>{t("attendance.form.child", { name: childName(child, locale) })}</span>}
    >
      {leave?.teacher_note && (
        <Asked>{t("attendance.form.asked", { note: leave.teacher_note })}</Asked>
      )}
      <Form form={form} onSubmit={(values) => void sending.submit(values)}>
        <Days>
          <Field name="from" label={t("attendance.form.from")} required>
            {(control) => <DayInput {...control} />}
          </Field>
          <Field name="to" label={t("attendance.form.to")} required>
            {(control) => <DayInput {...control} />}
          </Field>
        </Days>
        <Field
          name="part"
          label={t("attendance.form.part")}
          hint={t("attendance.form.halfDayHint")}
          group
        >
          {({ legend, ...control }) => (
            <RadioGroup
              legend={legend}
              appearance="button"
              direction="horizontal"
              options={LEAVE_PARTS.map((part) => ({
                value: part,
                label: t(`attendance.part.${part}`),
                disabled: part !== "whole" && !oneDay,
              }))}
              {...control}
            />
          )}
        </Field>
        <Field name="reason" label={t("attendance.form.reason")} required group>
          {({ legend, ...control }) => (
            <RadioGroup
              legend={legend}
              direction="horizontal"
              options={LEAVE_REASONS.map((reason) => ({
                value: reason,
                label: t(`attendance.reason.${reason}`),
              }))}
              {...control}
            />
          )}
        </Field>
        <Field name="note" label={t("attendance.form.note")} hint={t("attendance.form.noteHint")}>
          {(control) => <TextArea rows={3} maxLength={LEAVE_NOTE_MAX} {...control} />}
        </Field>
        <Field
          name="attachments"
          label={t("attendance.form.files")}
          hint={t("attendance.form.filesHint", { max: LEAVE_ATTACHMENTS_MAX })}
          group
        >
          {({ value, onChange, legend, "aria-describedby": describedBy }) => (
            <PartBoundary text={t("core.error.chunk")}>
              <Suspense fallback={<Skeleton lines={3} />}>
                <LeaveFiles
                  kept={leave?.attachments ?? NO_FILES}
                  legend={legend}
                  value={value as number[] | undefined}
                  onChange={onChange}
                  aria-describedby={describedBy}
                />
              </Suspense>
            </PartBoundary>
          )}
        </Field>
        {sending.problem && <Problem role="alert">{sending.problem}</Problem>}
        <div>
          <SubmitButton>
            {t(leave ? "attendance.form.sendAgain" : "attendance.form.send")}
          </SubmitButton>
        </div>
      </Form>
    </Section>
  );
}
