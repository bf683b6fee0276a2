import {
  CALENDAR_ATTACHMENTS_MAX,
  CALENDAR_DESCRIPTION_MAX,
  CALENDAR_PLACE_MAX,
  CALENDAR_SPAN_MAX_DAYS,
  CALENDAR_TITLE_MAX,
  isDayOff,
  parseClasses,
  saveSchoolEventSchema,
  SCHOOL_EVENT_KINDS,
  type SaveSchoolEvent,
  type SchoolEvent,
  type SchoolEventKind,
} from "@campus/contract";
import { useT } from "@campus/core";
import {
  Button,
  CheckboxGroup,
  DayInput,
  DialogActions,
  Field,
  Form,
  Input,
  RadioGroup,
  screen,
  SubmitButton,
  TextArea,
  theme,
  TimeInput,
  retryableLazy,
  Skeleton,
  useAction,
  useCampusForm,
  type InputProps,
  type UiMessageId,
} from "@campus/ui";
import { forwardRef, Suspense, useState } from "react";
import styled, { css } from "styled-components";
import { useSaveSchoolEvent } from "../../api/save-school-event";
import { schoolEventKindLabel } from "../../kinds";
import type { CalendarMessageId } from "../../messages/message-ids";

// The files' picker (uploads, progress) loads after the fields show: most events have none.
const Attachments = retryableLazy(() =>
  import("./attachments-field").then((m) => m.AttachmentsField),
);

/** The form's starting values: the event as it is, or a blank one-day event. */
function valuesOf(event: SchoolEvent | null): SaveSchoolEvent {
  return {
    ...(event ? { id: event.id } : {}),
    kind: event?.kind ?? "event",
    title_zh: event?.title_zh ?? "",
    title_cn: event?.title_cn ?? "",
    title_en: event?.title_en ?? "",
    description_zh: event?.description_zh ?? "",
    description_cn: event?.description_cn ?? "",
    description_en: event?.description_en ?? "",
    place_zh: event?.place_zh ?? "",
    place_cn: event?.place_cn ?? "",
    place_en: event?.place_en ?? "",
    start_day: event?.start_day ?? "",
    end_day: event?.end_day ?? "",
    start_time: event?.start_time ?? null,
    end_time: event?.end_time ?? null,
    grades: event?.grades ?? [],
    classes: event?.classes ?? [],
    attachments: event?.attachments.map((file) => file.id) ?? [],
  };
}

/** A part of the form (titles, when, for, files), its title read alike in each. */
const part = css`
  display: grid;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${theme.space.sm};
    padding: 0;
    font-size: ${theme.font.size.lg};
    font-weight: ${theme.font.weight.bold};
  }
`;

const Group = styled.fieldset`
  ${part}
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.md};
  ${screen.atLeast(560)} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > .wide {
      grid-column: 1 / -1;
    }
  }
`;

const Quiet = styled.p`
  margin: 0;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

/**
 * The classes as typed ("4A, 4B"), kept as typed while the form holds them as a list: a comma
 * just typed stays on screen.
 */
const ClassesInput = forwardRef<
  HTMLInputElement,
  Omit<InputProps, "value" | "onChange"> & {
    value: readonly string[] | undefined;
    onChange: (classes: string[]) => void;
  }
>(function ClassesInput({ value = [], onChange, ...props }, ref) {
  const [text, setText] = useState(() => value.join(", "));
  // Reset from outside (the form's reset): show the list it now holds.
  if (parseClasses(text).join() !== value.join()) setText(value.join(", "));
  return (
    <Input
      ref={ref}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        onChange(parseClasses(event.currentTarget.value));
      }}
      {...props}
    />
  );
});

const LANGUAGES = ["zh", "cn", "en"] as const;
type Language = (typeof LANGUAGES)[number];

/**
 * A school event, holiday or closure, new or changed (staff): kind, titles, places and
 * descriptions in three languages, days, times (not for a day off), and whom it is for.
 */
export function SchoolEventForm({
  event,
  onDone,
}: {
  event: SchoolEvent | null;
  onDone: () => void;
}) {
  const t = useT<CalendarMessageId | UiMessageId>();
  const form = useCampusForm(saveSchoolEventSchema, { defaultValues: valuesOf(event) });
  const save = useSaveSchoolEvent();
  const saving = useAction({
    run: (request: SaveSchoolEvent) => save.mutateAsync(request),
    success: () => t(event ? "calendar.office.changed" : "calendar.office.added"),
    done: onDone,
  });
  const kind = form.watch("kind");
  const language = (lang: Language) => t(`calendar.office.lang.${lang}`);

  return (
    <Form form={form} onSubmit={(request) => saving.run(request)}>
      <Field name="kind" label={t("calendar.office.kind")} group required>
        {({ onChange, ...control }) => (
          <RadioGroup
            appearance="button"
            block
            options={SCHOOL_EVENT_KINDS.map((value) => ({
              value,
              label: t(schoolEventKindLabel(value)),
            }))}
            onChange={(next) => {
              onChange(next);
              // A holiday or closure lasts whole days: times typed before go.
              if (isDayOff(next as SchoolEventKind)) {
                form.setValue("start_time", null);
                form.setValue("end_time", null);
              }
            }}
            {...control}
          />
        )}
      </Field>

      <Group>
        <legend>{t("calendar.office.titles")}</legend>
        {LANGUAGES.map((lang) => (
          <Field
            key={lang}
            name={`title_${lang}`}
            label={t("calendar.office.titleIn", { language: language(lang) })}
            required={lang !== "cn"}
            hint={lang === "cn" ? t("calendar.office.titleCnHint") : undefined}
          >
            {(control) => <Input maxLength={CALENDAR_TITLE_MAX} {...control} />}
          </Field>
        ))}
      </Group>

      <Group>
        <legend>{t("calendar.office.when")}</legend>
        <Field name="start_day" label={t("calendar.office.startDay")} required>
          {(control) => <DayInput {...control} />}
        </Field>
        <Field
          name="end_day"
          label={t("calendar.office.endDay")}
          required
          hint={t("calendar.office.endDayHint", { days: CALENDAR_SPAN_MAX_DAYS })}
        >
          {(control) => <DayInput {...control} />}
        </Field>
        {isDayOff(kind) ? (
          <Quiet className="wide">{t("calendar.office.allDay")}</Quiet>
        ) : (
          <>
            <Field name="start_time" label={t("calendar.office.startTime")}>
              {(control) => <TimeInput {...control} />}
            </Field>
            <Field name="end_time" label={t("calendar.office.endTime")}>
              {(control) => <TimeInput {...control} />}
            </Field>
            <Quiet className="wide">{t("calendar.office.timesHint")}</Quiet>
          </>
        )}
      </Group>

      <AudienceFields />

      <Group>
        <legend>{t("calendar.office.places")}</legend>
        {LANGUAGES.map((lang) => (
          <Field
            key={lang}
            name={`place_${lang}`}
            label={t("calendar.office.placeIn", { language: language(lang) })}
          >
            {(control) => <Input maxLength={CALENDAR_PLACE_MAX} {...control} />}
          </Field>
        ))}
      </Group>

      <Group>
        <legend>{t("calendar.office.descriptions")}</legend>
        {LANGUAGES.map((lang) => (
          <Field
            key={lang}
            name={`description_${lang}`}
            label={t("calendar.office.descriptionIn", { language: language(lang) })}
            className="wide"
          >
            {(control) => (
              <TextArea rows={3} showCount maxLength={CALENDAR_DESCRIPTION_MAX} {...control} />
            )}
          </Field>
        ))}
      </Group>

      <Field
        name="attachments"
        label={t("calendar.office.attachments")}
        hint={t("calendar.office.attachmentsHint", { max: CALENDAR_ATTACHMENTS_MAX })}
        group
      >
        {({ value, onChange, legend, "aria-describedby": describedBy }) => (
          <Suspense fallback={<Skeleton lines={2} />}>
            <Attachments
              kept={event?.attachments ?? []}
              legend={legend}
              value={value}
              onChange={onChange}
              aria-describedby={describedBy}
            />
          </Suspense>
        )}
      </Field>

      <DialogActions>
        <Button onClick={onDone}>{t("calendar.cancel")}</Button>
        <SubmitButton>{t("calendar.office.save")}</SubmitButton>
      </DialogActions>
    </Form>
  );
}

/** Whom the event is for: grades and classes (none of either: the whole school). */
function AudienceFields() {
  const t = useT<CalendarMessageId | UiMessageId>();
  return (
    <Group>
      <legend>{t("calendar.office.audience")}</legend>
      <Field name="grades" label={t("calendar.office.grades")} group className="wide">
        {({ value, onChange, ...control }) => (
          <CheckboxGroup
            // Under "For", the choices ("Primary 4") say what they are.
            hideLegend
            direction="horizontal"
            options={[1, 2, 3, 4, 5, 6].map((grade) => ({
              value: String(grade),
              label: t("calendar.audience.grade", { grade: String(grade) }),
            }))}
            value={(value ?? []).map(String)}
            onChange={(next) => onChange(next.map(Number).sort((a, b) => a - b))}
            {...control}
          />
        )}
      </Field>
      <Field
        name="classes"
        label={t("calendar.office.classes")}
        hint={t("calendar.office.classesHint")}
        className="wide"
      >
        {(control) => <ClassesInput autoCapitalize="characters" {...control} />}
      </Field>
    </Group>
  );
}
