import { useContext, useEffect, useId, useMemo, useState, type ReactNode } from "react";
import {
  useController,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from "react-hook-form";
import styled from "styled-components";
import { theme } from "../theme/theme";
import {
  FieldInputContext,
  FormInputsContext,
  type FieldInput,
  type InputProblem,
} from "./field-context";
import { RequiredMark } from "./required-mark";
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

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  min-width: 0;
`;

const Label = styled.label`
  font-weight: ${theme.font.weight.medium};
  color: ${theme.color.text};
`;

const Hint = styled.p`
  margin: 0;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.xs};
  margin: 0;
  color: ${theme.color.danger};
  font-size: ${theme.font.size.sm};
`;

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
  const generated = useId();
  const id = props.id ?? `${generated}control`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

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
  const a11y = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined,
  };
  const labelContent = label !== undefined && (
    <>
      {label}
      {required && <RequiredMark />}
    </>
  );

  return (
    <FieldInputContext value={fieldInput}>
      <Wrapper className={className}>
        {props.group ? (
          props.children({ ...control, ...a11y, legend: labelContent })
        ) : (
          <>
            {labelContent && <Label htmlFor={id}>{labelContent}</Label>}
            {props.children({ ...control, ...a11y })}
          </>
        )}
        {hint && <Hint id={hintId}>{hint}</Hint>}
        {error && (
          <ErrorText id={errorId}>
            <ErrorIcon />
            <span>{error}</span>
          </ErrorText>
        )}
      </Wrapper>
    </FieldInputContext>
  );
}

function ErrorIcon() {
  return (
    <svg
      aria-hidden="true"
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="currentColor"
      style={{ flex: "none", marginTop: 3 }}
    >
      <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1 5h2v7h-2zm0 9h2v2h-2z" />
    </svg>
  );
}
