import { NOTICE_AUDIENCES } from "@campus/contract/notices";
import { useT } from "@campus/core";
import {
  Field,
  FieldFrame,
  Input,
  PartBoundary,
  RadioGroup,
  retryableLazy,
  Skeleton,
  theme,
  useErrorText,
  type CampusForm,
  type UiMessageId,
} from "@campus/ui";
import { Suspense } from "react";
import styled from "styled-components";
import type { NoticesMessageId } from "../../messages/message-ids";
import type { noticeFormSchema } from "./notice-form";

// The grades' boxes: code of their own, loaded when the office chooses grades.
const GradesField = retryableLazy(() => import("./grades-field").then((m) => m.GradesField));

const Group = styled.div`
  display: grid;
  gap: ${theme.space.md};
  min-width: 0;
`;

/**
 * Whom the notice is for: the whole school, some grades (six boxes) or some classes (typed,
 * "4A, 4B"); only the chosen kind's grades or classes are asked for and sent.
 */
export function AudienceFields({ form }: { form: CampusForm<typeof noticeFormSchema> }) {
  const t = useT<NoticesMessageId | UiMessageId>();
  const kind = form.watch("kind");
  return (
    <Group>
      <Field name="kind" label={t("notices.editor.audience")} group required>
        {(control) => (
          <RadioGroup
            appearance="button"
            direction="horizontal"
            options={NOTICE_AUDIENCES.map((value) => ({
              value,
              label: t(
                value === "school"
                  ? "notices.editor.audienceSchool"
                  : value === "grades"
                    ? "notices.editor.audienceGrades"
                    : "notices.editor.audienceClasses",
              ),
            }))}
            {...control}
          />
        )}
      </Field>
      {kind === "grades" && (
        <PartBoundary text={t("core.error.chunk")}>
          <Suspense fallback={<Skeleton lines={1} />}>
            <GradesField />
          </Suspense>
        </PartBoundary>
      )}
      {kind === "classes" && <ClassesField form={form} />}
    </Group>
  );
}

/**
 * The classes as typed. Not a `Field`: a class that is not one is named in its error ("「7A」不是
 * 班別"), which the form's resolver would word as a plain "invalid" (the contract words a check's
 * own message only when it is a validation id); the schema gives the class as the value.
 */
function ClassesField({ form }: { form: CampusForm<typeof noticeFormSchema> }) {
  const t = useT<NoticesMessageId>();
  const errorText = useErrorText();
  const error = form.formState.errors.classes as
    { message?: string; values?: Record<string, string | number> } | undefined;
  const bad = error?.message === "validation.invalid" ? error.values?.value : undefined;
  return (
    <FieldFrame
      label={t("notices.editor.classes")}
      required
      hint={t("notices.editor.classesHint")}
      error={
        bad !== undefined
          ? t("notices.editor.classesInvalid", { value: bad })
          : error && errorText(error)
      }
    >
      {(a11y) => (
        <Input
          autoCapitalize="characters"
          autoComplete="off"
          {...a11y}
          {...form.register("classes")}
        />
      )}
    </FieldFrame>
  );
}
