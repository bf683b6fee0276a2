import {
  CYCLE_LENGTHS,
  CALENDAR_TERMS_MAX,
  calendarTermsRequestSchema,
  type CalendarTerms,
  type CalendarTermsRequest,
} from "@campus/contract";
import { useT } from "@campus/core";
import {
  Button,
  Checkbox,
  DayInput,
  Field,
  Form,
  Input,
  Select,
  Skeleton,
  SubmitButton,
  theme,
  useCampusForm,
  useFormAction,
  type UiMessageId,
} from "@campus/ui";
import styled from "styled-components";
import { useSaveTerms, useTerms } from "../../api/terms";
import type { CalendarMessageId } from "../../messages/message-ids";

const Lead = styled.p`
  margin: 0;
  color: ${theme.color.textSecondary};
`;

const Term = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${theme.space.md};
  margin: 0;
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  > legend {
    padding: 0 ${theme.space.xs};
    font-weight: ${theme.font.weight.medium};
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
`;

const Problem = styled.p`
  margin: 0;
  color: ${theme.color.danger};
`;

type Values = CalendarTermsRequest;
type TermValues = Values["terms"][number];

const emptyTerm = (): TermValues => ({
  name_zh: "",
  name_cn: "",
  name_en: "",
  start_day: "",
  end_day: "",
});

/**
 * The school's terms and timetable cycle, in the office's calendar (issue 36 §1): the cycle's
 * length and whether it starts again each term, and the terms in date order, checked with the
 * server's own schema. Loads when first opened; `onDone` after a save.
 */
export function TermsForm({ onDone }: { onDone: () => void }) {
  const t = useT<CalendarMessageId | UiMessageId>();
  const query = useTerms();
  if (query.data) return <TermsEditor terms={query.data} onDone={onDone} />;
  if (query.isError)
    return (
      <Bar role="alert">
        <span>{t("calendar.terms.failed")}</span>
        <Button size="sm" onClick={() => void query.refetch()}>
          {t("ui.routeError.retry")}
        </Button>
      </Bar>
    );
  return <Skeleton lines={6} />;
}

function TermsEditor({ terms, onDone }: { terms: CalendarTerms; onDone: () => void }) {
  const t = useT<CalendarMessageId | UiMessageId>();
  const save = useSaveTerms();
  const form = useCampusForm(calendarTermsRequestSchema, {
    defaultValues: {
      cycle_length: terms.cycle_length,
      restart_each_term: terms.restart_each_term,
      // A Simplified name the same as the Traditional one is what a blank one means.
      terms: terms.terms.length
        ? terms.terms.map((term) => ({
            ...term,
            name_cn: term.name_cn === term.name_zh ? "" : term.name_cn,
          }))
        : [emptyTerm()],
    },
  });
  // The terms as one value, added to and removed from whole (no field-array library).
  const list = form.watch("terms");
  const setList = (next: TermValues[]) => {
    form.setValue("terms", next, { shouldDirty: true });
    // Errors belong to positions: after a removal the term at an index is another one.
    form.clearErrors("terms");
  };
  const saving = useFormAction(form, {
    run: (values: Values) => save.mutateAsync(values),
    success: () => t("calendar.terms.saved"),
    done: onDone,
  });
  return (
    <Form form={form} onSubmit={saving.submit}>
      <Lead>{t("calendar.terms.lead")}</Lead>
      <Field
        name="cycle_length"
        label={t("calendar.terms.cycleLength")}
        hint={t("calendar.terms.cycleLengthHint")}
        required
      >
        {({ value, onChange, ...control }) => (
          <Select
            {...control}
            value={String(value)}
            onChange={(event) => onChange(Number(event.target.value))}
            options={CYCLE_LENGTHS.map((count) => ({
              value: String(count),
              label: t("calendar.terms.cycleDays", { count }),
            }))}
          />
        )}
      </Field>
      <Checkbox
        name="restart_each_term"
        checked={form.watch("restart_each_term")}
        onChange={(event) =>
          form.setValue("restart_each_term", event.currentTarget.checked, { shouldDirty: true })
        }
      >
        {t("calendar.terms.restart")}
      </Checkbox>
      <Lead>{t("calendar.terms.orderHint")}</Lead>
      {list.map((_, index) => (
        <Term key={index}>
          <legend>{t("calendar.terms.term", { number: index + 1 })}</legend>
          <Field name={`terms.${index}.name_zh`} label={t("calendar.terms.nameZh")} required>
            {(control) => <Input lang="zh-Hant" maxLength={40} {...control} />}
          </Field>
          <Field name={`terms.${index}.name_en`} label={t("calendar.terms.nameEn")} required>
            {(control) => <Input lang="en" maxLength={40} {...control} />}
          </Field>
          <Field
            name={`terms.${index}.name_cn`}
            label={t("calendar.terms.nameCn")}
            hint={t("calendar.terms.nameCnHint")}
          >
            {(control) => <Input lang="zh-Hans" maxLength={40} {...control} />}
          </Field>
          <Field name={`terms.${index}.start_day`} label={t("calendar.terms.startDay")} required>
            {(control) => <DayInput {...control} />}
          </Field>
          <Field name={`terms.${index}.end_day`} label={t("calendar.terms.endDay")} required>
            {(control) => <DayInput {...control} />}
          </Field>
          {list.length > 1 && (
            <Bar>
              <Button
                variant="text"
                onClick={() => setList(form.getValues("terms").filter((__, i) => i !== index))}
              >
                {t("calendar.terms.remove", { number: index + 1 })}
              </Button>
            </Bar>
          )}
        </Term>
      ))}
      {list.length < CALENDAR_TERMS_MAX && (
        <Bar>
          <Button onClick={() => setList([...form.getValues("terms"), emptyTerm()])}>
            {t("calendar.terms.add")}
          </Button>
        </Bar>
      )}
      {saving.problem && <Problem role="alert">{saving.problem}</Problem>}
      <Bar>
        <SubmitButton>{t("calendar.terms.save")}</SubmitButton>
      </Bar>
    </Form>
  );
}
