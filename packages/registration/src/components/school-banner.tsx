import type { RegistrationSchool } from "@campus/contract";
import { formatDay, useIntl, useT } from "@campus/core";
import { theme } from "@campus/ui";
import styled from "styled-components";
import type { RegistrationMessageId } from "../messages/message-ids";

const Box = styled.section`
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.primarySoft};
  h2 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
  p {
    margin: 0;
  }
`;

const Closed = styled.p`
  color: ${theme.color.danger};
  font-weight: ${theme.font.weight.bold};
`;

/** Which school, which intake and when applications are taken — and whether they are now. */
export function SchoolBanner({ school }: { school: RegistrationSchool }) {
  const t = useT<RegistrationMessageId>();
  const intl = useIntl();
  return (
    <Box aria-labelledby="registration-school">
      <h2 id="registration-school">{school.school.name}</h2>
      <p>{t("registration.school.intake", { year: school.intake_year })}</p>
      <p>
        {t("registration.school.window", {
          from: formatDay(intl, school.opens_on),
          to: formatDay(intl, school.closes_on),
        })}
      </p>
      {!school.open && <Closed role="status">{t("registration.school.closed")}</Closed>}
    </Box>
  );
}
