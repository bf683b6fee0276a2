import { addDays } from "@campus/contract";
import { FEE_NOTE_MAX, FEE_TITLE_MAX } from "@campus/contract/fees";
import { schoolDayOf, useT } from "@campus/core";
import {
  CheckboxGroup,
  DayInput,
  draftStorage,
  Field,
  Form,
  Input,
  PageStack,
  RadioGroup,
  RequireSignIn,
  Section,
  Select,
  SubmitButton,
  TextArea,
  theme,
  useCampusForm,
  useFormAction,
  type UiMessageId,
} from "@campus/ui";
import styled from "styled-components";
import { useLocation } from "wouter";
import { useChildGroups, useCreateFee } from "../../api/office";
import type { FeesMessageId } from "../../messages/message-ids";
import { itemPath } from "../../routing/pages";
import { blankFee, FEE_AUDIENCES, feeFormSchema, requestOf } from "./fee-form";

const Problem = styled.p`
  margin: 0;
  color: ${theme.color.danger};
`;

const Pair = styled.div`
  display: grid;
  gap: ${theme.space.md};
  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const GRADES = [1, 2, 3, 4, 5, 6];

/** Where the form's draft is kept until the fee is set (a lost answer loses nothing typed). */
const DRAFT = "fees.new";

/**
 * The office sets a fee (`/fees/new`): its title in Chinese (and English where the school writes
 * it), a note to families, the amount in dollars, the last day, and who pays — the whole school,
 * some grades or some classes. Every child of it on today's roster then owes it, and each family
 * is told.
 */
export function NewFeePage() {
  const t = useT<FeesMessageId | UiMessageId>();
  return (
    <PageStack>
      <RequireSignIn why={t("fees.signInWhy")}>
        <NewFee />
      </RequireSignIn>
    </PageStack>
  );
}

function NewFee() {
  const t = useT<FeesMessageId | UiMessageId>();
  const [, navigate] = useLocation();
  const today = schoolDayOf(new Date());
  const form = useCampusForm(feeFormSchema, {
    draft: DRAFT,
    defaultValues: blankFee(addDays(today, 14)),
  });
  const create = useCreateFee();
  const setting = useFormAction(form, {
    run: (values) => create.mutateAsync(requestOf(values)),
    success: () => t("fees.new.done"),
    done: (item) => {
      draftStorage().remove(DRAFT);
      navigate(itemPath(item.id));
    },
  });
  const kind = form.watch("kind");
  const groups = useChildGroups(kind === "replies");
  return (
    <Section title={t("fees.route.new")}>
      <Form form={form} onSubmit={(values) => void setting.submit(values)}>
        <Pair>
          <Field name="title_zh" label={t("fees.new.titleZh")} required>
            {(control) => <Input maxLength={FEE_TITLE_MAX} {...control} />}
          </Field>
          <Field name="title_en" label={t("fees.new.titleEn")} hint={t("fees.new.titleEnHint")}>
            {(control) => <Input maxLength={FEE_TITLE_MAX} {...control} />}
          </Field>
        </Pair>
        <Pair>
          <Field
            name="amount"
            label={t("fees.new.amount")}
            hint={t("fees.new.amountHint")}
            required
          >
            {(control) => <Input inputMode="decimal" autoComplete="off" {...control} />}
          </Field>
          <Field name="due_on" label={t("fees.new.dueOn")} required>
            {(control) => <DayInput min={today} {...control} />}
          </Field>
        </Pair>
        <Field name="note" label={t("fees.new.note")} hint={t("fees.new.noteHint")}>
          {(control) => <TextArea rows={3} maxLength={FEE_NOTE_MAX} {...control} />}
        </Field>
        <Field name="kind" label={t("fees.new.audience")} group required>
          {(control) => (
            <RadioGroup
              appearance="button"
              direction="horizontal"
              options={FEE_AUDIENCES.map((value) => ({
                value,
                label: t(`fees.audience.${value}`),
              }))}
              {...control}
            />
          )}
        </Field>
        {kind === "grades" && (
          <Field name="grades" label={t("fees.new.grades")} group required>
            {({ value, onChange, ...control }) => (
              <CheckboxGroup
                direction="horizontal"
                options={GRADES.map((grade) => ({
                  value: String(grade),
                  label: t("fees.audience.grade", { grade }),
                }))}
                value={((value as number[] | undefined) ?? []).map(String)}
                onChange={(next) => onChange(next.map(Number).sort((a, b) => a - b))}
                {...control}
              />
            )}
          </Field>
        )}
        {kind === "classes" && (
          <Field
            name="classes"
            label={t("fees.new.classes")}
            hint={t("fees.new.classesHint")}
            required
          >
            {(control) => <Input autoCapitalize="characters" autoComplete="off" {...control} />}
          </Field>
        )}
        {kind === "replies" && (
          <Field
            name="group"
            label={t("fees.new.group")}
            hint={t(
              groups.data && groups.data.groups.length === 0
                ? "fees.new.groupNone"
                : "fees.new.groupHint",
            )}
            required
          >
            {(control) => (
              <Select
                placeholder
                options={(groups.data?.groups ?? []).map((group) => ({
                  value: group.key,
                  label: t("fees.new.groupOption", {
                    label: group.label,
                    children: group.children,
                  }),
                }))}
                {...control}
              />
            )}
          </Field>
        )}
        {setting.problem && <Problem role="alert">{setting.problem}</Problem>}
        <div>
          <SubmitButton>{t("fees.new.submit")}</SubmitButton>
        </div>
      </Form>
    </Section>
  );
}
