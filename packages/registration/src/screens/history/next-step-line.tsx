import type { ApplicationSummary } from "@campus/contract";
import { useT } from "@campus/core";
import { NavLink, StatusTag, theme, type StatusTone } from "@campus/ui";
import styled from "styled-components";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { nextStepOf, type Whose } from "./next-step";

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs} ${theme.space.sm};
  margin: 0;
  padding: ${theme.space.sm};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surfaceMuted};
`;

const TONE: Record<Whose, StatusTone> = { family: "primary", school: "warning", done: "neutral" };

/**
 * The application's next step, in one line: whose move it is, what it is, and — when it is the
 * family's — a link to where it is made (spec §4 states, read for the family).
 */
export function NextStepLine({
  application,
  formPath,
  detailPath,
}: {
  application: ApplicationSummary;
  formPath: string;
  detailPath: string;
}) {
  const t = useT<RegistrationMessageId>();
  const step = nextStepOf(application);
  return (
    <Line>
      <span>{t("registration.next.title")}</span>
      <StatusTag tone={TONE[step.whose]}>{t(`registration.next.whose.${step.whose}`)}</StatusTag>
      <span>{t(step.say)}</span>
      {step.at && (
        <NavLink to={step.at === "form" ? formPath : detailPath}>
          {t("registration.next.go")}
        </NavLink>
      )}
    </Line>
  );
}
