import {
  ECA_CODE_PATTERN,
  ECA_GRADES,
  ECA_NAME_MAX,
  ECA_NATURES,
  ECA_REGIONS,
  ECA_SEMESTERS,
  ECA_SHORT_MAX,
  ECA_TEXT_MAX,
  ECA_TYPES,
  type EcaEvent,
  type EcaSettings,
} from "@campus/contract";
import { useLocale, useT } from "@campus/core";
import {
  DayInput,
  Field,
  Input,
  RadioGroup,
  retryableLazy,
  Select,
  Skeleton,
  TextArea,
  TextTimeInput,
  type UiMessageId,
} from "@campus/ui";
import { Suspense } from "react";
import type { EcaMessageId } from "../../messages/message-ids";
import { nameOf, yearLabel } from "../../components/names";

// The files' and photos' pickers load after the fields show (issue 37, item 10).
const EventFiles = retryableLazy(() =>
  import("./event-files-field").then((m) => m.EventFilesField),
);

const words = <T extends string>(values: readonly T[], label: (v: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));

/**
 * What the event is: its code, category, names, content, nature, type, region and organiser. A
 * category the office disabled is not offered, unless the event has it already.
 */
export function EventAboutFields({
  event,
  settings,
}: {
  event: EcaEvent | null;
  settings: EcaSettings;
}) {
  const t = useT<EcaMessageId | UiMessageId>();
  const locale = useLocale();
  const categories = settings.categories.filter(
    (c) => c.status === "enabled" || c.id === event?.category.id,
  );
  return (
    <>
      <Field name="code" label={t("eca.event.code")} hint={t("eca.event.codeHint")} required>
        {(control) => <Input maxLength={30} pattern={ECA_CODE_PATTERN.source} {...control} />}
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
      <Field name="name_zh" label={t("eca.event.nameZh")} required>
        {(control) => <Input lang="zh-Hant" maxLength={ECA_NAME_MAX} {...control} />}
      </Field>
      <Field name="name_en" label={t("eca.event.nameEn")} required>
        {(control) => <Input lang="en" maxLength={ECA_NAME_MAX} {...control} />}
      </Field>
      <Field name="content" label={t("eca.event.content")} className="wide">
        {(control) => <TextArea rows={3} maxLength={ECA_TEXT_MAX} {...control} />}
      </Field>
      <Field name="nature" label={t("eca.event.nature")} required>
        {(control) => (
          <Select {...control} options={words(ECA_NATURES, (v) => t(`eca.nature.${v}`))} />
        )}
      </Field>
      <Field name="type" label={t("eca.event.type")} group required>
        {(control) => (
          <RadioGroup
            {...control}
            direction="horizontal"
            options={words(ECA_TYPES, (v) => t(`eca.type.${v}`))}
          />
        )}
      </Field>
      <Field name="region" label={t("eca.event.region")} required>
        {(control) => (
          <Select {...control} options={words(ECA_REGIONS, (v) => t(`eca.region.${v}`))} />
        )}
      </Field>
      <Field name="organiser" label={t("eca.event.organiser")}>
        {(control) => <Input maxLength={ECA_SHORT_MAX} {...control} />}
      </Field>
    </>
  );
}

/**
 * When the event is: its school year (the next one, or one the school has), semester, grade,
 * hours, days and times.
 */
export function EventWhenFields({ settings }: { settings: EcaSettings }) {
  const t = useT<EcaMessageId | UiMessageId>();
  const years = [...new Set([settings.current_year + 1, ...settings.school_years])].sort(
    (a, b) => b - a,
  );
  return (
    <>
      <Field name="school_year" label={t("eca.event.schoolYear")} required>
        {({ value, onChange, ...control }) => (
          <Select
            {...control}
            value={String(value)}
            onChange={(e) => onChange(Number(e.target.value))}
            options={years.map((y) => ({ value: String(y), label: yearLabel(y) }))}
          />
        )}
      </Field>
      <Field name="semester" label={t("eca.event.semester")} required>
        {(control) => (
          <Select {...control} options={words(ECA_SEMESTERS, (v) => t(`eca.semester.${v}`))} />
        )}
      </Field>
      <Field name="grade" label={t("eca.event.grade")}>
        {(control) => (
          <Select
            {...control}
            options={[
              { value: "", label: t("eca.event.anyGrade") },
              ...words(ECA_GRADES, (v) => t(`eca.grade.${v}`)),
            ]}
          />
        )}
      </Field>
      <Field name="hours" label={t("eca.event.hours")} required>
        {(control) => <Input inputMode="decimal" {...control} />}
      </Field>
      <Field name="starts_on" label={t("eca.event.startsOn")} required>
        {(control) => <DayInput {...control} />}
      </Field>
      <Field name="ends_on" label={t("eca.event.endsOn")} required>
        {(control) => <DayInput {...control} />}
      </Field>
      <Field name="start_time" label={t("eca.event.startTime")}>
        {(control) => <TextTimeInput {...control} />}
      </Field>
      <Field name="end_time" label={t("eca.event.endTime")}>
        {(control) => <TextTimeInput {...control} />}
      </Field>
    </>
  );
}

/** The event's notice files and photos (those it keeps shown; read-only without a hint). */
export function EventFilesFields({
  event,
  readOnly,
}: {
  event: EcaEvent | null;
  readOnly: boolean;
}) {
  const t = useT<EcaMessageId | UiMessageId>();
  return (
    <>
      {(["attachments", "photos"] as const).map((as) => (
        <Field
          key={as}
          name={as}
          label={t(`eca.event.${as}`)}
          hint={readOnly ? undefined : t(`eca.event.${as}Hint`)}
          group
          className="wide"
        >
          {({ value, onChange, legend, "aria-describedby": describedBy }) => (
            <Suspense fallback={<Skeleton lines={1} />}>
              <EventFiles
                as={as}
                kept={event?.[as] ?? []}
                legend={legend}
                readOnly={readOnly}
                value={value}
                onChange={onChange}
                aria-describedby={describedBy}
              />
            </Suspense>
          )}
        </Field>
      ))}
    </>
  );
}
