import { newPassword } from "@campus/contract";
import { Field, Input } from "@campus/ui";
import * as z from "zod/mini";

/** A new password typed twice: the contract's rule for the first, the second the same. */
export const newPasswordTwice = { password: newPassword, confirm: z.string() };

/** The check that goes with `newPasswordTwice`: a mismatch is said under the second field. */
export const typedTheSame = z.refine<{ password: string; confirm: string }>(
  (value) => value.password === value.confirm,
  { path: ["confirm"], error: "validation.passwordMismatch" },
);

/** The two fields of a new password (the school's set-up, the account's password dialog). */
export function NewPasswordFields({
  label,
  hint,
  confirmLabel,
}: {
  label: string;
  hint: string;
  confirmLabel: string;
}) {
  return (
    <>
      <Field name="password" label={label} hint={hint} required>
        {(control) => <Input type="password" autoComplete="new-password" {...control} />}
      </Field>
      <Field name="confirm" label={confirmLabel} required>
        {(control) => <Input type="password" autoComplete="new-password" {...control} />}
      </Field>
    </>
  );
}
