import { describeIssue } from "@campus/contract";
import {
  browserSessionStorage,
  createNamespacedStorage,
  DRAFT_PREFIX,
  useIntl,
  type NamespacedStorage,
} from "@campus/core";
import { useEffect, useMemo, useState, type FormHTMLAttributes, type ReactNode } from "react";
import {
  FormProvider,
  get,
  set,
  useForm,
  useFormState,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from "react-hook-form";
import styled from "styled-components";
import * as z from "zod/mini";
import { Button, type ButtonProps } from "../button/button";
import { theme } from "../theme/theme";
import { FormInputsContext, type FormInputs } from "./field-context";
import { FormSummary } from "./field-frame";
import { useErrorText, type CampusFieldError } from "./use-error-text";

/** A zod schema of an object: what a form validates. */
export type CampusSchema = z.core.$ZodType<FieldValues, FieldValues>;

/** The form methods of `useCampusForm`: react-hook-form's, typed by the schema. */
export type CampusForm<S extends CampusSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

export type CampusFormOptions<S extends CampusSchema> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  "resolver" | "defaultValues"
> & {
  /** Every field's starting value: controls are controlled from the first render. */
  defaultValues: DefaultValues<z.input<S>>;
  /**
   * A key to keep the form under in this tab's session storage as it is typed: it opens with
   * what was there (after a reload, a dialog opened again); back as it started (a `reset` to
   * the starting values), nothing is kept.
   */
  draft?: string;
};

let drafts: NamespacedStorage | undefined;
/** This tab's drafts of forms (session storage: they go with the tab). */
export const draftStorage = () =>
  (drafts ??= createNamespacedStorage(browserSessionStorage(), { prefix: DRAFT_PREFIX }));

/**
 * Validates with a zod schema and words every issue the way the server does (the contract's
 * `describeIssue`), as a message id plus values that `Field` translates.
 *
 * Not `zodResolver` from @hookform/resolvers: it keeps only `issue.message`, which loses what
 * `describeIssue` needs — the input (an empty field reads "please fill in this item", not
 * "format incorrect") and the limits ("at most {max} characters").
 */
export function campusResolver<S extends CampusSchema>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values) => {
    const result = await z.safeParseAsync(schema, values, { reportInput: true });
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const { field, id, values: messageValues } = describeIssue(issue);
      // An issue of the whole form (a refinement with no path) goes where forms keep those.
      const name = field || "root";
      // The first issue of a field is the one to fix first.
      if (get(errors, name)) continue;
      const error: CampusFieldError = { type: issue.code, message: id, values: messageValues };
      set(errors, name, error);
    }
    return { values: {}, errors: errors as FieldErrors<z.input<S>> };
  };
}

/**
 * react-hook-form set up the Campus way: the schema validates (see `campusResolver`), a field
 * is checked when the user leaves it and rechecked as they correct it, and a failed submit
 * focuses the first invalid field.
 */
export function useCampusForm<S extends CampusSchema>(
  schema: S,
  options: CampusFormOptions<S>,
): CampusForm<S> {
  const resolver = useMemo(() => campusResolver(schema), [schema]);
  const { draft, defaultValues, ...rest } = options;
  const [saved] = useState(() => (draft ? draftStorage().get<object>(draft) : undefined));
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    mode: "onTouched",
    shouldFocusError: true,
    ...rest,
    defaultValues: { ...defaultValues, ...saved },
    resolver,
  });
  useEffect(() => {
    if (!draft) return;
    // As it started (a reset after sending, say): nothing to keep.
    const blank = JSON.stringify(defaultValues);
    return form.watch((values) =>
      JSON.stringify(values) === blank
        ? draftStorage().remove(draft)
        : draftStorage().set(draft, values),
    ).unsubscribe;
    // The starting values are the first render's (as react-hook-form's own).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, draft]);
  return form;
}

export interface FormProps<TValues extends FieldValues, TOutput> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  "onSubmit" | "onInvalid" | "children"
> {
  /** From `useCampusForm`. */
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** Gets the schema's output once every field is valid. A promise keeps the form submitting. */
  onSubmit: (values: TOutput) => unknown;
  /** After a submit that failed validation (the form has shown its summary already). */
  onInvalid?: (errors: FieldErrors<TValues>) => void;
  children: ReactNode;
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  min-width: 0;
`;

/**
 * A form on react-hook-form. It never lets the browser validate (the schema does, in the
 * user's language); after a failed submit it says "please complete the form" above the fields
 * and react-hook-form focuses the first invalid one.
 */
export function Form<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  onInvalid,
  children,
  ...rest
}: FormProps<TValues, TOutput>) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { errors, submitCount, isSubmitted, isSubmitSuccessful } = useFormState({
    control: form.control,
  });
  // Submitted with text that is not a value (see below); the schema's failures are the form
  // state's own: its errors, count and outcome arrive together once the submit has run (an
  // `onInvalid` callback runs before the errors reach `useFormState`, too early to judge by).
  const [unreadableFailed, setUnreadableFailed] = useState(false);
  // The attempt whose errors were all corrected: its summary stays gone.
  const [clearedAt, setClearedAt] = useState(-1);
  // Fields whose control holds text that is not a value (see `FieldInput`).
  const [unreadable, setUnreadable] = useState<readonly string[]>([]);
  const inputs = useMemo<FormInputs>(
    () => ({
      setProblem: (name, hasProblem) =>
        setUnreadable((names) => {
          if (names.includes(name) === hasProblem) return names;
          return hasProblem ? [...names, name] : names.filter((n) => n !== name);
        }),
    }),
    [],
  );

  const submit = form.handleSubmit(
    async (values) => {
      if (unreadable.length > 0) {
        setUnreadableFailed(true);
        form.setFocus(unreadable[0] as Path<TValues>);
        return;
      }
      setUnreadableFailed(false);
      await onSubmit(values);
    },
    (invalid) => onInvalid?.(invalid),
  );

  const hasErrors = Object.keys(errors).length > 0 || unreadable.length > 0;
  const failed =
    unreadableFailed || (isSubmitted && !isSubmitSuccessful && clearedAt !== submitCount);
  // Once everything is corrected the summary goes, and stays gone until the next failed submit.
  if (failed && !hasErrors) {
    setUnreadableFailed(false);
    setClearedAt(submitCount);
  }
  const formError = errors.root as CampusFieldError | undefined;
  return (
    <FormProvider {...form}>
      <FormInputsContext value={inputs}>
        <StyledForm noValidate onSubmit={submit} {...rest}>
          {failed && hasErrors && (
            // Keyed by attempt, so each failed submit is announced again.
            <FormSummary key={submitCount} role="alert">
              <span>{intl.formatMessage({ id: "validation.formIncomplete" })}</span>
              {formError?.message && <span>{errorText(formError)}</span>}
            </FormSummary>
          )}
          {children}
        </StyledForm>
      </FormInputsContext>
    </FormProvider>
  );
}

/** The form's submit button: primary, and busy while `onSubmit`'s promise runs. */
export function SubmitButton({ variant = "primary", ...rest }: Omit<ButtonProps, "type">) {
  const { isSubmitting } = useFormState();
  return <Button type="submit" variant={variant} loading={isSubmitting} {...rest} />;
}
