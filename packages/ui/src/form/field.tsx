import { useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import {
  useController,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from "react-hook-form";
import {
  FieldInputContext,
  FormInputsContext,
  type FieldInput,
  type InputProblem,
} from "./field-context";
import { FieldFrame } from "./field-frame";
import { useErrorText, type CampusFieldError } from "./use-error-text";

/** What `Field` gives its control: spread it onto Input, Select, DatePicker… */
export type FieldControlProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
> = ControllerRenderProps<TValues, TName> & {
  id: string;
  "aria-invalid": boolean | undefined;
  "aria-describedby": string | undefined;
};

/**
 * For a group control (RadioGroup, CheckboxGroup): the label, with its required mark, comes
 * as the legend.
 */
export type GroupControlProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
> = FieldControlProps<TValues, TName> & { legend: ReactNode };

interface FieldCommonProps<TValues extends FieldValues, TName extends FieldPath<TValues>> {
  name: TName;
  /** Shows the "*" mark, read as "required" (the schema is what enforces it). */
  required?: boolean;
  /** Help under the control, linked to it as its description. */
  hint?: ReactNode;
  /** The control's id; one is made up when left out. */
  id?: string;
  className?: string;
}

export interface SingleFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
> extends FieldCommonProps<TValues, TName> {
  /** The visible label. Leave out only for a control that labels itself (a lone checkbox). */
  label?: ReactNode;
  group?: false;
  children: (control: FieldControlProps<TValues, TName>) => ReactNode;
}

export interface GroupFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
> extends FieldCommonProps<TValues, TName> {
  /** Becomes the group's legend. */
  label: ReactNode;
  group: true;
  children: (control: GroupControlProps<TValues, TName>) => ReactNode;
}

export type FieldProps<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
> = SingleFieldProps<TValues, TName> | GroupFieldProps<TValues, TName>;

/**
 * One form field: label (with the required mark), the control, a hint and the error, with
 * the control wired to them (`id`, `aria-invalid`, `aria-describedby`). The control comes from
 * a render function that gets react-hook-form's `field` plus those attributes:
 *
 * ```tsx
 * <Field name="phone" label={t("phone")} required>
 *   {(control) => <Input type="tel" autoComplete="tel" {...control} />}
 * </Field>
 * <Field name="loginType" label={t("loginType")} group>
 *   {(control) => <RadioGroup appearance="button" options={types} {...control} />}
 * </Field>
 * ```
 */
export function Field<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
>(props: FieldProps<TValues, TName>) {
  const { name, label, required = false, hint, className } = props;
  const { field, fieldState } = useController<TValues, TName>({ name });
  const errorText = useErrorText();

  const formInputs = useContext(FormInputsContext);
  const [problem, setProblem] = useState<InputProblem | null>(null);
  const fieldInput = useMemo<FieldInput>(() => ({ reportProblem: setProblem }), []);
  useEffect(() => {
    formInputs?.setProblem(name, problem !== null);
    return () => formInputs?.setProblem(name, false);
  }, [formInputs, name, problem]);

  // What the control itself could not read comes first: the value behind it is meaningless.
  const error = problem
    ? errorText({ message: problem.id, values: problem.values })
    : fieldState.error && errorText(fieldState.error as CampusFieldError);
  // A field with no default value (an optional choice behind a select's placeholder) still
  // gets a controlled control: empty text, or no choice for a group.
  const empty = props.group ? null : "";
  const value = (field.value === undefined ? empty : field.value) as typeof field.value;
  const control = { ...field, value };

  return (
    <FieldInputContext value={fieldInput}>
      <FieldFrame
        id={props.id}
        label={label}
        required={required}
        hint={hint}
        error={error}
        group={props.group}
        className={className}
      >
        {(a11y, legend) =>
          props.group
            ? props.children({ ...control, ...a11y, legend })
            : props.children({ ...control, ...a11y })
        }
      </FieldFrame>
    </FieldInputContext>
  );
}
