import { CHECK_IN_CODE_PATTERN } from "@campus/contract";
import { useT } from "@campus/core";
import { Button, FieldFrame, Input, theme, type UiMessageId } from "@campus/ui";
import { useState, type FormEvent } from "react";
import styled from "styled-components";
import type { RegistrationMessageId } from "../../messages/message-ids";

const ByHand = styled.form`
  display: grid;
  gap: ${theme.space.sm};
`;

/** A booking's code typed by hand, for a QR code that will not scan; checked before it is used. */
export function CodeByHand({ onCode }: { onCode: (code: string) => void }) {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const [typed, setTyped] = useState("");
  const [typedError, setTypedError] = useState<string | null>(null);

  const onTyped = (event: FormEvent) => {
    event.preventDefault();
    const next = typed.trim();
    if (!CHECK_IN_CODE_PATTERN.test(next))
      return setTypedError(t("registration.office.checkIn.badCode"));
    setTypedError(null);
    setTyped("");
    onCode(next);
  };

  return (
    <ByHand onSubmit={onTyped} noValidate>
      <FieldFrame
        label={t("registration.office.checkIn.byHand")}
        hint={t("registration.office.checkIn.byHandHint")}
        error={typedError}
      >
        {(a11y) => (
          <Input
            {...a11y}
            value={typed}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={64}
            onChange={(event) => {
              setTyped(event.target.value);
              setTypedError(null);
            }}
          />
        )}
      </FieldFrame>
      <div>
        <Button type="submit">{t("registration.office.checkIn.submit")}</Button>
      </div>
    </ByHand>
  );
}
