import {
  ECA_LEVELS,
  ECA_ROLE_MAX,
  ECA_SHORT_MAX,
  ECA_TEXT_MAX,
  entryScore,
  saveEntrySchema,
  type EcaEntry,
  type EcaEvent,
  type EcaSettings,
  type SaveEntry,
} from "@campus/contract";
import { schoolDayOf, useLocale, useT } from "@campus/core";
import {
  Button,
  DialogActions,
  Field,
  Form,
  Input,
  screen,
  Select,
  SubmitButton,
  TextArea,
  theme,
  useCampusForm,
  useFormAction,
  type UiMessageId,
} from "@campus/ui";
import styled from "styled-components";
import { useSaveEntry } from "../../api/eca-save-entry";
import { levelLabel } from "../../components/levels";
import type { EcaMessageId } from "../../messages/message-ids";
import { decimal, nameOf, studentLabel } from "../../components/names";

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

const Score = styled.p`
  margin: ${theme.space.md} 0 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.primarySoft};
`;

const Problem = styled.p`
  margin: ${theme.space.md} 0 0;
  color: ${theme.color.danger};
`;

const valuesOf = (entry: EcaEntry): SaveEntry => ({
  id: entry.id,
  prize_id: entry.prize_id === null ? "" : String(entry.prize_id),
  level: entry.level ?? "",
  competition_item: entry.competition_item,
  remark: entry.remark,
  achievement: entry.achievement,
  role: entry.role,
  hours: entry.hours === null ? "" : String(entry.hours),
});

/** Hundredths as the score rule counts them. */
const hundredths = (n: number) => Math.round(n * 100);

/**
 * One student's entry in an event (spec §3): award, competition level, competition item,
 * role, hours, achievement and remark, with the score the rule gives it as it is chosen (the
 * server works it out again on saving). A disabled prize stays on an entry that has it but
 * is not offered for another.
 */
export function EntryForm({
  event,
  entry,
  settings,
  onDone,
}: {
  event: EcaEvent;
  entry: EcaEntry;
  settings: EcaSettings;
  onDone: () => void;
}) {
  const t = useT<EcaMessageId | UiMessageId>();
  const locale = useLocale();
  const save = useSaveEntry();
  const form = useCampusForm(saveEntrySchema, { defaultValues: valuesOf(entry) });
  const saving = useFormAction(form, {
    run: (request: SaveEntry) => save.mutateAsync(request),
    success: () => t("eca.students.saved", { name: studentLabel(locale, entry.student) }),
    done: onDone,
  });

  // The event's own awards (step 2), enabled; the one the entry has stays on it.
  const offered = new Set(event.prizes.map((p) => p.prize_id));
  const prizes = settings.prizes.filter(
    (p) => (p.status === "enabled" && offered.has(p.id)) || p.id === entry.prize_id,
  );
  // A result is of something that happened: no award before the event begins.
  const ahead = event.starts_on > schoolDayOf(new Date());
  const category = settings.categories.find((c) => c.id === event.category.id);
  const [prizeId, level] = form.watch(["prize_id", "level"]);
  const score =
    entryScore(
      {
        categoryScore: hundredths(category?.score ?? 0),
        multiplier: prizeId
          ? hundredths(prizes.find((p) => p.id === Number(prizeId))?.multiplier ?? 1)
          : null,
        level: level || null,
        group: event.type === "group",
      },
      { levelFactors: settings.rule.level_factors, groupFraction: settings.rule.group_percent },
    ) / 100;

  const onSubmit = async (request: SaveEntry) => {
    // An entry's hours are of the event's (none given: no limit).
    if (request.hours && event.hours > 0 && Number(request.hours) > event.hours) {
      const max = { max: event.hours };
      form.setError("hours", { message: "validation.tooLarge", values: max } as never, {
        shouldFocus: true,
      });
      return;
    }
    await saving.submit(request);
  };

  return (
    <Form form={form} onSubmit={onSubmit}>
      <Grid>
        {event.sub_items.length > 0 && (
          <Field name="competition_item" label={t("eca.students.item")} className="wide">
            {(control) => (
              <Select
                {...control}
                value={control.value ?? ""}
                options={[
                  { value: "", label: t("eca.students.noItem") },
                  ...event.sub_items.map((item) => ({ value: item, label: item })),
                ]}
              />
            )}
          </Field>
        )}
        <Field
          name="prize_id"
          label={t("eca.students.prize")}
          hint={
            ahead
              ? t("eca.students.prizeAfterStart")
              : prizes.length === 0
                ? t("eca.students.noPrizeOffered")
                : undefined
          }
        >
          {(control) => (
            <Select
              {...control}
              disabled={ahead && !entry.prize_id}
              options={[
                { value: "", label: t("eca.students.noPrize") },
                ...prizes.map((p) => ({ value: String(p.id), label: nameOf(locale, p) })),
              ]}
            />
          )}
        </Field>
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
        <Field name="role" label={t("eca.students.role")} hint={t("eca.students.roleHint")}>
          {(control) => <Input maxLength={ECA_ROLE_MAX} {...control} value={control.value ?? ""} />}
        </Field>
        <Field
          name="hours"
          label={t("eca.students.hours")}
          hint={t("eca.students.hoursHint", { hours: decimal(locale, event.hours) })}
        >
          {(control) => <Input inputMode="decimal" {...control} />}
        </Field>
        <Field name="achievement" label={t("eca.students.achievement")} className="wide">
          {(control) => (
            <Input maxLength={ECA_SHORT_MAX} {...control} value={control.value ?? ""} />
          )}
        </Field>
        <Field name="remark" label={t("eca.students.remark")} className="wide">
          {(control) => (
            <TextArea rows={3} maxLength={ECA_TEXT_MAX} {...control} value={control.value ?? ""} />
          )}
        </Field>
      </Grid>
      <Score aria-live="polite">
        {t("eca.students.scoreIs", { score: decimal(locale, score) })}
      </Score>
      {saving.problem && <Problem role="alert">{saving.problem}</Problem>}
      <DialogActions>
        <Button onClick={onDone}>{t("ui.dialog.cancel")}</Button>
        <SubmitButton>{t("eca.event.save")}</SubmitButton>
      </DialogActions>
    </Form>
  );
}
