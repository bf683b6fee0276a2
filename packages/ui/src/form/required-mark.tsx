import { useIntl } from "@campus/core";
import styled from "styled-components";
import { VisuallyHidden } from "../button/button";
import { theme } from "../theme/theme";

const Star = styled.span`
  margin-inline-start: ${theme.space.xxs};
  color: ${theme.color.danger};
`;

/** The "*" of a mandatory field (spec §5): seen as a star, heard as "required". */
export function RequiredMark() {
  const intl = useIntl();
  return (
    <>
      <Star aria-hidden="true">*</Star>
      <VisuallyHidden>{intl.formatMessage({ id: "ui.form.required" })}</VisuallyHidden>
    </>
  );
}
