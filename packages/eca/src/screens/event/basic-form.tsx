import { saveEventSchema, type EcaEvent, type EcaSettings, type SaveEvent } from "@campus/contract";
import { useLocale, useT } from "@campus/core";
import {
  CheckboxGroup,
  Field,
  Form,
  screen,
  SubmitButton,
  theme,
  useCampusForm,
  useFormAction,
  type UiMessageId,
} from "@campus/ui";
import { useEffect } from "react";
import styled from "styled-components";
import { useEcaTeachers, useSaveEvent } from "../../api/eca-save-event";
import type { EcaMessageId } from "../../messages/message-ids";
import { nameOf } from "../../components/names";
import { EventAboutFields, EventFilesFields, EventWhenFields } from "./basic-fields";
import { SubItemsInput } from "./sub-items-input";
import { ReapprovalNote } from "./reapproval-note";

const Grid = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  ${screen.atLeast(640)} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > .wide {
      grid-column: 1 / -1;
    }
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
  margin-top: ${theme.space.lg};
  p {
    margin: 0;
    color: ${theme.color.danger};
  }
`;

/** A day `years` later ("2025-10-12" + 1 → "2026-10-12"; 29 February → 28 February). */
function yearsLater(day: string, years: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${y + years}-${String(m).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

/**
 * A new event's values from the one it copies: everything but its code (the school's codes
 * are unique), in the current school year, its dates moved by as many years (an activity that
 * runs every year rolls over).
 */
function copiedValues(original: EcaEvent, settings: EcaSettings): SaveEvent {
  const { id: _id, version: _version, ...values } = valuesOf(original, settings);
  const years = settings.current_year - original.school_year;
  return {
    ...values,
    code: "",
    copy_of: original.id,
    // Last year's notice and photos stay with last year's event.
    attachments: [],
    photos: [],
    school_year: settings.current_year,
    starts_on: yearsLater(original.starts_on, years),
    ends_on: yearsLater(original.ends_on, years),
  };
}

/** The form's values from an event (or a new one in the current school year). */
export function valuesOf(event: EcaEvent | null, settings: EcaSettings): SaveEvent {
  if (!event)
    return {
      code: "",
      name_zh: "",
      name_en: "",
      content: "",
      nature: "activity",
      type: "individual",
      category_id: undefined as unknown as number,
      tag_ids: [],
      region: "territory",
      organiser: "",
      school_year: settings.current_year,
      semester: "first",
      grade: "",
      starts_on: "",
      ends_on: "",
      start_time: "",
      end_time: "",
      hours: "",
      sub_items: [],
      teacher_ids: [],
      attachments: [],
      photos: [],
    };
  return {
    id: event.id,
    version: event.version,
    code: event.code,
    name_zh: event.name_zh,
    name_en: event.name_en,
    content: event.content,
    nature: event.nature,
    type: event.type,
    category_id: event.category.id,
    tag_ids: event.tags.map((t) => t.id),
    region: event.region,
    organiser: event.organiser,
    school_year: event.school_year,
    semester: event.semester,
    grade: event.grade ?? "",
    starts_on: event.starts_on,
    ends_on: event.ends_on,
    start_time: event.start_time ?? "",
    end_time: event.end_time ?? "",
    hours: String(event.hours),
    sub_items: event.sub_items,
    teacher_ids: event.teachers.map((t) => t.id),
    attachments: event.attachments.map((a) => a.id),
    photos: event.photos.map((p) => p.id),
  };
}

/**
 * The editor's first step (spec §2): an event's basic information — every field of spec §3 an
 * event carries before its awards and students. A category or label the office disabled is not
 * offered, unless the event has it already. Read-only for those who may not change it.
 */
export function BasicForm({
  event,
  copyOf = null,
  settings,
  readOnly,
  onDirty,
  onSaved,
}: {
  event: EcaEvent | null;
  /** Adding: the event the new one copies (its trait items and awards come with it). */
  copyOf?: EcaEvent | null;
  settings: EcaSettings;
  readOnly: boolean;
  /** Whether the form holds changes not saved (the editor guards leaving it). */
  onDirty?: (dirty: boolean) => void;
  onSaved: (event: EcaEvent) => void;
}) {
  const t = useT<EcaMessageId | UiMessageId>();
  const locale = useLocale();
  const teachers = useEcaTeachers().data?.teachers ?? [];
  const save = useSaveEvent();
  const form = useCampusForm(saveEventSchema, {
    defaultValues: copyOf && !event ? copiedValues(copyOf, settings) : valuesOf(event, settings),
  });
  const dirty = form.formState.isDirty;
  useEffect(() => onDirty?.(dirty), [dirty, onDirty]);
  useEffect(() => () => onDirty?.(false), [onDirty]);

  const has = (ids: number[], id: number) => ids.includes(id);
  const tags = settings.tags.filter(
    (tag) =>
      tag.status === "enabled" ||
      has(
        (event?.tags ?? []).map((x) => x.id),
        tag.id,
      ),
  );

  const saving = useFormAction(form, {
    run: (request: SaveEvent) => save.mutateAsync(request),
    done: (saved) => {
      form.reset(form.getValues());
      onSaved(saved);
    },
  });

  return (
    <Form form={form} onSubmit={saving.submit}>
      <Grid disabled={readOnly}>
        <EventAboutFields event={event} settings={settings} />
        <EventWhenFields settings={settings} />
        <Field
          name="sub_items"
          label={t("eca.event.subItems")}
          hint={t("eca.event.subItemsHint")}
          className="wide"
        >
          {(control) => <SubItemsInput {...control} />}
        </Field>
        <Field name="tag_ids" label={t("eca.event.tags")} group className="wide">
          {({ value, onChange, ...control }) => (
            <CheckboxGroup
              {...control}
              direction="horizontal"
              value={(value ?? []).map(String)}
              onChange={(ids) => onChange(ids.map(Number))}
              options={tags.map((tag) => ({ value: String(tag.id), label: nameOf(locale, tag) }))}
            />
          )}
        </Field>
        <Field
          name="teacher_ids"
          label={t("eca.event.teachers")}
          hint={t("eca.event.teachersHint")}
          group
          className="wide"
        >
          {({ value, onChange, ...control }) => (
            <CheckboxGroup
              {...control}
              direction="horizontal"
              value={(value ?? []).map(String)}
              onChange={(ids) => onChange(ids.map(Number))}
              options={teachers.map((x) => ({ value: String(x.id), label: nameOf(locale, x) }))}
            />
          )}
        </Field>
        <EventFilesFields event={event} readOnly={readOnly} />
      </Grid>
      {!readOnly && (
        <Footer>
          <ReapprovalNote event={event} />
          <SubmitButton>{t(event ? "eca.event.save" : "eca.event.add")}</SubmitButton>
          {saving.problem && <p role="alert">{saving.problem}</p>}
        </Footer>
      )}
    </Form>
  );
}
