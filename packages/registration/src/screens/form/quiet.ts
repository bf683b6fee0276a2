import { theme } from "@campus/ui";
import styled from "styled-components";

/** A line said quietly beside the fields: the application's number, a group's hint. */
export const Quiet = styled.p`
  margin: 0;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;
