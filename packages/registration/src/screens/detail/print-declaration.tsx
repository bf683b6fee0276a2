import { useT } from "@campus/core";
import { theme } from "@campus/ui";
import styled from "styled-components";
import type { RegistrationMessageId } from "../../messages/message-ids";

const Declaration = styled.section`
  display: grid;
  gap: ${theme.space.lg};
  break-inside: avoid;
  p {
    margin: 0;
  }
`;

const SignLines = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr;
  gap: ${theme.space.xl};
  padding-top: ${theme.space.xxl};
  span {
    padding-top: ${theme.space.xs};
    border-top: 1px solid ${theme.color.text};
  }
`;

/** The paper's last part: the guardian's declaration, with lines to sign and date by hand. */
export function PrintDeclaration() {
  const t = useT<RegistrationMessageId>();
  return (
    <Declaration aria-labelledby="print-declaration">
      <h2 id="print-declaration">{t("registration.print.declarationTitle")}</h2>
      <p>{t("registration.print.declaration")}</p>
      <SignLines>
        <span>{t("registration.print.signature")}</span>
        <span>{t("registration.print.date")}</span>
      </SignLines>
      <p>{t("registration.print.note")}</p>
    </Declaration>
  );
}
