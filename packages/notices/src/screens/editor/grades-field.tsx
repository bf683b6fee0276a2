import { useT } from "@campus/core";
import { CheckboxGroup, Field } from "@campus/ui";
import type { NoticesMessageId } from "../../messages/message-ids";

const GRADES = [1, 2, 3, 4, 5, 6];

/**
 * The grades a notice is for: six boxes, kept in order. Code of its own, loaded when the office
 * chooses grades (the editor's first screen stays within its budget).
 */
export function GradesField() {
  const t = useT<NoticesMessageId>();
  return (
    <Field name="grades" label={t("notices.editor.grades")} group required>
      {({ value, onChange, ...control }) => (
        <CheckboxGroup
          direction="horizontal"
          options={GRADES.map((grade) => ({
            value: String(grade),
            label: t("notices.audience.grade", { grade }),
          }))}
          value={((value as number[] | undefined) ?? []).map(String)}
          onChange={(next) => onChange(next.map(Number).sort((a, b) => a - b))}
          {...control}
        />
      )}
    </Field>
  );
}
