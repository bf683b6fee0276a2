import { useT } from "@campus/core";
import {
  Field,
  Form,
  Input,
  SubmitButton,
  theme,
  useCampusForm,
  useFormAction,
  type UiMessageId,
} from "@campus/ui";
import { useId } from "react";
import styled from "styled-components";
import { useSetSigningPin } from "../../api/signing-pin";
import type { NoticesMessageId } from "../../messages/message-ids";
import { Actions, PinInput, Problem } from "./reply-form";
import { signingPinFormSchema, type SigningPinFormValues } from "./reply-form-schema";

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  min-width: 0;
  h4 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
  p {
    margin: 0;
  }
`;

const BLANK: SigningPinFormValues = { current_password: "", pin: "", pin_again: "" };

/**
 * A parent's signing PIN, set before their first signed reply: the account's password (whoever
 * holds the phone is not enough), the PIN and the PIN again. A wrong password, or a PIN too easy
 * to guess, is said beside its field; once set, the slip's form asks for the PIN.
 */
export function SigningPinForm() {
  const t = useT<NoticesMessageId | UiMessageId>();
  const titleId = useId();
  const form = useCampusForm(signingPinFormSchema, { defaultValues: BLANK });
  const setPin = useSetSigningPin();
  const saving = useFormAction(form, {
    run: ({ current_password, pin }) => setPin.mutateAsync({ current_password, pin }),
    success: () => t("notices.slip.pinSet"),
  });
  const submit = async (values: SigningPinFormValues) => {
    if (values.pin !== values.pin_again) {
      saving.setProblem(null);
      form.setError("pin_again", { message: "notices.slip.pinMismatch" }, { shouldFocus: true });
      return;
    }
    await saving.submit(values);
  };
  return (
    <Box>
      <h4 id={titleId}>{t("notices.slip.setPinTitle")}</h4>
      <p>{t("notices.slip.setPinWhy")}</p>
      <Form form={form} onSubmit={submit} aria-labelledby={titleId}>
        <Field name="current_password" label={t("notices.slip.password")} required>
          {(control) => <Input type="password" autoComplete="current-password" {...control} />}
        </Field>
        <Field
          name="pin"
          label={t("notices.slip.newPin")}
          required
          hint={t("notices.slip.newPinHint")}
        >
          {(control) => <PinInput autoComplete="off" {...control} />}
        </Field>
        <Field name="pin_again" label={t("notices.slip.pinAgain")} required>
          {(control) => <PinInput autoComplete="off" {...control} />}
        </Field>
        {saving.problem && <Problem role="alert">{saving.problem}</Problem>}
        <Actions>
          <SubmitButton>{t("notices.slip.setPin")}</SubmitButton>
        </Actions>
      </Form>
    </Box>
  );
}
