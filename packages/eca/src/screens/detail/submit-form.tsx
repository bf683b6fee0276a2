import {
  ECA_CERTIFICATES_MAX,
  ECA_LEVELS,
  ECA_NAME_MAX,
  ECA_NATURES,
  ECA_ROLE_MAX,
  ECA_SHORT_MAX,
  ECA_TEXT_MAX,
  submitRecordSchema,
  type EcaRecord,
  type EcaSettings,
  type SubmitRecord,
} from "@campus/contract";
import { schoolDayOf, useLocale, useT } from "@campus/core";
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
  retryableLazy,
  Skeleton,
  TextArea,
  theme,
  useCampusForm,
  draftStorage,
  useFormAction,
  type UiMessageId,
} from "@campus/ui";
import { Suspense } from "react";
import styled from "styled-components";
import { useSubmitRecord } from "../../api/eca-submit";
import { levelLabel } from "../../components/levels";
import type { EcaMessageId } from "../../messages/message-ids";
import { nameOf } from "../../components/names";

const Certificates = retryableLazy(() =>
  import("./certificates-field").then((m) => m.Certificates),
);

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.md};
  ${screen.atLeast(480)} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > .wide {
      grid-column: 1 / -1;
    }
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${theme.color.danger};
`;

/** The form's starting values: the record being corrected, or a blank one for today. */
function valuesOf(record: EcaRecord | null): SubmitRecord {
  const today = schoolDayOf(new Date());
  return {
    ...(record ? { id: record.id } : {}),
    name: record?.event.name_zh ?? "",
    organiser: record?.event.organiser ?? "",
    nature: record?.event.nature ?? "competition",
    category_id: record?.event.category.id ?? (undefined as unknown as number),
    starts_on: record?.event.starts_on ?? today,
    ends_on: record?.event.ends_on ?? today,
    hours: record ? String(record.hours) : "",
    level: record?.level ?? "",
    prize_id: record?.prize ? String(record.prize.id) : "",
    role: record?.role ?? "",
    achievement: record?.achievement ?? "",
    remark: record?.remark ?? "",
    certificate_ids: record?.certificates.map((photo) => photo.id) ?? [],
  };
}

// A disabled choice stays on the record that has it, and is not offered for another.
const keeps = <T extends { id: number; status: string }>(list: T[], id: number | undefined) =>
  list.filter((item) => item.status === "enabled" || item.id === id);

/**
 * A parent's outside activity or award for their child (spec §1, §6): what it was, who ran it,
 * when, the level and the award, and photos of the certificate; it waits for the school. A
 * record the school did not pass comes back filled in, to correct and send again.
 */
export function SubmitForm({
  record,
  settings,
  draft,
  onDone,
}: {
  record: EcaRecord | null;
  settings: EcaSettings;
  /** Whose form this is (the student's, the record's): kept under it until it is sent. */
  draft: string;
  onDone: () => void;
}) {
  const t = useT<EcaMessageId | UiMessageId>();
  const locale = useLocale();
  const submit = useSubmitRecord();
  const form = useCampusForm(submitRecordSchema, { defaultValues: valuesOf(record), draft });
  const sending = useFormAction(form, {
    // Asked before it goes (spec §5: confirmation before submitting); "no" keeps the form as is.
    confirm: () => ({
      title: t(record ? "eca.submit.resendQuestion" : "eca.submit.sendQuestion"),
      content: t("eca.submit.sendExplain"),
      okText: t(record ? "eca.submit.resend" : "eca.submit.send"),
    }),
    run: (request) => submit.mutateAsync(request),
    success: () => t(record ? "eca.submit.resent" : "eca.submit.sent"),
    done: () => {
      for (const kept of [draft, `${draft}.photos`]) draftStorage().remove(kept);
      onDone();
    },
  });

  const categories = keeps(settings.categories, record?.event.category.id);

  const onSubmit = async (request: SubmitRecord) => {
    // What a family reports has happened: neither day after today (the start's said first).
    const today = schoolDayOf(new Date());
    const ahead = (["starts_on", "ends_on"] as const).find((day) => request[day] > today);
    if (ahead) {
      sending.setProblem(null);
      form.setError(ahead, { message: "validation.dayInFuture" }, { shouldFocus: true });
      return;
    }
    await sending.submit(request);
  };

  return (
    <Form form={form} onSubmit={onSubmit}>
      <Grid>
        <Field name="name" label={t("eca.submit.name")} required className="wide">
          {(control) => <Input maxLength={ECA_NAME_MAX} {...control} />}
        </Field>
        <Field name="organiser" label={t("eca.event.organiser")} required className="wide">
          {(control) => <Input maxLength={ECA_SHORT_MAX} {...control} />}
        </Field>
        <Field name="nature" label={t("eca.event.nature")} required>
          {(control) => (
            <Select
              {...control}
              options={ECA_NATURES.map((v) => ({ value: v, label: t(`eca.nature.${v}`) }))}
            />
          )}
        </Field>
        <Field name="category_id" label={t("eca.event.category")} required>
          {({ value, onChange, ...control }) => (
            <Select
              {...control}
              value={value === undefined ? "" : String(value)}
              placeholder={t("eca.event.choose")}
              onChange={(e) => onChange(e.target.value === "" ? undefined : Number(e.target.value))}
              options={categories.map((c) => ({ value: String(c.id), label: nameOf(locale, c) }))}
            />
          )}
        </Field>
        <Field name="starts_on" label={t("eca.event.startsOn")} required>
          {(control) => <DayInput {...control} />}
        </Field>
        <Field name="ends_on" label={t("eca.event.endsOn")} required>
          {(control) => <DayInput {...control} />}
        </Field>
        <Field name="hours" label={t("eca.event.hours")} required hint={t("eca.submit.hoursHint")}>
          {(control) => <Input inputMode="decimal" {...control} />}
        </Field>
        <AwardFields record={record} settings={settings} />
        <Field name="role" label={t("eca.students.role")} hint={t("eca.students.roleHint")}>
          {(control) => <Input maxLength={ECA_ROLE_MAX} {...control} value={control.value ?? ""} />}
        </Field>
        <Field
          name="achievement"
          label={t("eca.students.achievement")}
          hint={t("eca.submit.achievementHint")}
          className="wide"
        >
          {(control) => (
            <Input maxLength={ECA_SHORT_MAX} {...control} value={control.value ?? ""} />
          )}
        </Field>
        <Field name="remark" label={t("eca.submit.remark")} className="wide">
          {(control) => (
            <TextArea rows={3} maxLength={ECA_TEXT_MAX} {...control} value={control.value ?? ""} />
          )}
        </Field>
        <Field
          name="certificate_ids"
          label={t("eca.submit.photos")}
          hint={t("eca.submit.photosHint", { max: ECA_CERTIFICATES_MAX })}
          required
          group
          className="wide"
        >
          {({ value, onChange, legend, "aria-describedby": describedBy }) => (
            <Suspense fallback={<Skeleton lines={3} />}>
              <Certificates
                kept={record?.certificates ?? []}
                draft={`${draft}.photos`}
                legend={legend}
                value={value}
                onChange={onChange}
                aria-describedby={describedBy}
              />
            </Suspense>
          )}
        </Field>
      </Grid>
      {sending.problem && <Problem role="alert">{sending.problem}</Problem>}
      <DialogActions>
        <Button onClick={onDone}>{t("ui.dialog.cancel")}</Button>
        <SubmitButton>{t(record ? "eca.submit.resend" : "eca.submit.send")}</SubmitButton>
      </DialogActions>
    </Form>
  );
}

/** The record's level (the region's names) and prize. */
function AwardFields({ record, settings }: { record: EcaRecord | null; settings: EcaSettings }) {
  const t = useT<EcaMessageId | UiMessageId>();
  const locale = useLocale();
  const prizes = keeps(settings.prizes, record?.prize?.id);
  return (
    <>
      <Field name="level" label={t("eca.students.level")}>
        {(control) => (
          <Select
            {...control}
            options={[
              { value: "", label: t("eca.students.noLevel") },
              ...ECA_LEVELS.map((l) => ({
                value: l,
                label: t(levelLabel(l, settings.rule.region)),
              })),
            ]}
          />
        )}
      </Field>
      <Field name="prize_id" label={t("eca.students.prize")}>
        {(control) => (
          <Select
            {...control}
            options={[
              { value: "", label: t("eca.students.noPrize") },
              ...prizes.map((p) => ({ value: String(p.id), label: nameOf(locale, p) })),
            ]}
          />
        )}
      </Field>
    </>
  );
}
