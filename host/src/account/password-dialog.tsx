import {
  loadSetupValidationMessages,
  passwordApiRoutes,
  type PasswordState,
} from "@campus/contract";
import { MoreTexts, useRuntime, useT } from "@campus/core";
import {
  Button,
  Dialog,
  DialogActions,
  Field,
  Form,
  Input,
  Skeleton,
  SubmitButton,
  theme,
  useCampusForm,
  useMessage,
  useServerErrors,
} from "@campus/ui";
import { useEffect, useState } from "react";
import styled from "styled-components";
import * as z from "zod/mini";
import { loadAccountMessages, type AccountMessageId } from "./messages/load-account-messages";
import { NewPasswordFields, newPasswordTwice, typedTheSame } from "./new-password";

const LOADERS = [loadSetupValidationMessages, loadAccountMessages];

const required = { error: "validation.required" } as const;

/** The new password typed twice; the one in use too when the server asks for it. */
function passwordSchema(currentNeeded: boolean) {
  return z
    .object({
      current_password: currentNeeded
        ? z.string(required).check(z.minLength(1, required))
        : z.optional(z.string()),
      ...newPasswordTwice,
    })
    .check(typedTheSame);
}
type PasswordValues = z.output<ReturnType<typeof passwordSchema>>;

const Lead = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.color.textSecondary};
`;

const Problem = styled.p`
  margin: 0;
  color: ${theme.color.danger};
`;

type Step = { kind: "loading" } | { kind: "failed" } | { kind: "ready"; state: PasswordState };

export interface PasswordDialogProps {
  onClose: () => void;
}

/**
 * The account menu's "sign-in password" (issue 36 §4): set one (an account the school made has
 * none, and signs in by a texted code), change it with the one in use, or — just signed in by a
 * code, having forgotten it — set a new one without it. Saving signs the account's other
 * devices out; the message says how many.
 */
export function PasswordDialog({ onClose }: PasswordDialogProps) {
  return (
    <MoreTexts loaders={LOADERS}>
      <PasswordDialogContent onClose={onClose} />
    </MoreTexts>
  );
}

function PasswordDialogContent({ onClose }: PasswordDialogProps) {
  const t = useT<AccountMessageId>();
  const runtime = useRuntime();
  const [step, setStep] = useState<Step>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    runtime.api.request(passwordApiRoutes.accountPassword, undefined, { silent: true }).then(
      (state) => current && setStep({ kind: "ready", state }),
      () => current && setStep({ kind: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [runtime, attempt]);

  return (
    <Dialog open onClose={onClose} title={t("host.password.title")} width={440}>
      {step.kind === "loading" && <Skeleton lines={4} />}
      {step.kind === "failed" && (
        <>
          <Problem role="alert">{t("host.password.loadFailed")}</Problem>
          <DialogActions>
            <Button
              onClick={() => {
                setStep({ kind: "loading" });
                setAttempt(attempt + 1);
              }}
            >
              {t("host.password.retry")}
            </Button>
          </DialogActions>
        </>
      )}
      {step.kind === "ready" && <PasswordForm state={step.state} onClose={onClose} />}
    </Dialog>
  );
}

function PasswordForm({ state, onClose }: { state: PasswordState; onClose: () => void }) {
  const t = useT<AccountMessageId>();
  const runtime = useRuntime();
  const message = useMessage();
  const serverErrors = useServerErrors();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useCampusForm(passwordSchema(state.current_needed), {
    defaultValues: { current_password: "", password: "", confirm: "" },
  });

  const save = async ({ current_password, password }: PasswordValues) => {
    setProblem(null);
    try {
      const saved = await runtime.api.request(
        passwordApiRoutes.accountSetPassword,
        { body: state.current_needed ? { current_password, password } : { password } },
        { silent: true },
      );
      const count = saved.other_sessions_ended;
      message.success(
        count > 0 ? t("host.password.savedOthers", { count }) : t("host.password.saved"),
      );
      onClose();
    } catch (error) {
      const said = serverErrors(form, error);
      if (said !== true) setProblem(said);
    }
  };

  const lead = !state.has_password
    ? "host.password.leadNone"
    : state.current_needed
      ? "host.password.leadChange"
      : "host.password.leadReset";
  return (
    <Form form={form} onSubmit={save}>
      <Lead>{t(lead)}</Lead>
      {state.current_needed && (
        <Field name="current_password" label={t("host.password.current")} required>
          {(control) => <Input type="password" autoComplete="current-password" {...control} />}
        </Field>
      )}
      <NewPasswordFields
        label={t("host.password.new")}
        hint={t("host.password.newHint")}
        confirmLabel={t("host.password.confirm")}
      />
      {problem && <Problem role="alert">{problem}</Problem>}
      <DialogActions>
        <Button onClick={onClose}>{t("host.password.cancel")}</Button>
        <SubmitButton>{t("host.password.submit")}</SubmitButton>
      </DialogActions>
    </Form>
  );
}
