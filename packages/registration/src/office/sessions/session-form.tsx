import { INTERVIEW_CAPACITY_MAX, INTERVIEW_TEXT_MAX, type OfficeSession } from "@campus/contract";
import { schoolDayOf, useT } from "@campus/core";
import {
  Button,
  DayInput,
  DialogActions,
  Field,
  Form,
  Input,
  screen,
  Select,
  SubmitButton,
  theme,
  TimeInput,
  useCampusForm,
  useFormAction,
  type UiMessageId,
} from "@campus/ui";
import styled from "styled-components";
import { useSaveSession } from "../../api/registration-office-save-session";
import { Notice } from "../../components/notice";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { sessionFormSchema, sessionRequest, sessionValues } from "./session-values";

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.md};
  ${screen.atLeast(560)} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > .wide {
      grid-column: 1 / -1;
    }
  }
`;

/**
 * An interview session, new or changed (staff): the school day and times, venue, group, the
 * class it is for (or any), its places — never fewer than are booked, the server says so
 * beside the field — and whether families may book it yet.
 */
export function SessionForm({
  session,
  classes,
  onDone,
}: {
  session: OfficeSession | null;
  classes: { code: string; name: string }[];
  onDone: () => void;
}) {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const form = useCampusForm(sessionFormSchema, { defaultValues: sessionValues(session) });
  const save = useSaveSession();
  const saving = useFormAction(form, {
    run: (values: Parameters<typeof sessionRequest>[0]) =>
      save.mutateAsync(sessionRequest(values, session?.id)),
    success: () =>
      t(session ? "registration.office.sessions.changed" : "registration.office.sessions.added"),
    done: onDone,
  });

  return (
    <Form form={form} onSubmit={saving.submit}>
      <Grid>
        <Field name="day" label={t("registration.office.sessions.day")} required className="wide">
          {(control) => <DayInput min={schoolDayOf(new Date())} {...control} />}
        </Field>
        <Field name="start" label={t("registration.office.sessions.start")} required>
          {(control) => <TimeInput {...control} />}
        </Field>
        <Field name="end" label={t("registration.office.sessions.end")} required>
          {(control) => <TimeInput {...control} />}
        </Field>
        <Field name="venue" label={t("registration.interview.venue")} required>
          {(control) => <Input maxLength={INTERVIEW_TEXT_MAX} {...control} />}
        </Field>
        <Field name="venue_en" label={t("registration.office.sessions.venueEn")}>
          {(control) => <Input maxLength={INTERVIEW_TEXT_MAX} lang="en" {...control} />}
        </Field>
        <Field name="group_name" label={t("registration.interview.group")} required>
          {(control) => <Input maxLength={INTERVIEW_TEXT_MAX} {...control} />}
        </Field>
        <Field name="class_code" label={t("registration.history.class")}>
          {(control) => (
            <Select
              options={[
                { value: "", label: t("registration.office.sessions.anyClass") },
                ...classes.map((c) => ({ value: c.code, label: c.name })),
              ]}
              {...control}
            />
          )}
        </Field>
        <Field
          name="capacity"
          label={t("registration.office.sessions.capacity")}
          hint={t("registration.office.sessions.capacityHint", {
            booked: session?.booked ?? 0,
            max: INTERVIEW_CAPACITY_MAX,
          })}
          required
        >
          {(control) => (
            <Input inputMode="numeric" min={1} max={INTERVIEW_CAPACITY_MAX} {...control} />
          )}
        </Field>
        <Field
          name="published"
          label={t("registration.office.sessions.visibility")}
          className="wide"
        >
          {({ value, onChange, ...control }) => (
            <Select
              {...control}
              value={value ? "yes" : "no"}
              onChange={(event) => onChange(event.currentTarget.value === "yes")}
              options={[
                { value: "no", label: t("registration.office.sessions.notPublishedOption") },
                { value: "yes", label: t("registration.office.sessions.publish") },
              ]}
            />
          )}
        </Field>
      </Grid>
      {saving.problem && <Notice tone="danger" title={saving.problem} />}
      <DialogActions>
        <Button onClick={onDone}>{t("ui.dialog.cancel")}</Button>
        <SubmitButton>{t("registration.office.sessions.save")}</SubmitButton>
      </DialogActions>
    </Form>
  );
}
