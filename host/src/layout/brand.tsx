import { theme } from "@campus/ui";
import styled from "styled-components";

/** The portal's mark and name, as the sign-in page and the signed-out pages show them. */
export const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  font-weight: ${theme.font.weight.bold};
  font-size: ${theme.font.size.lg};
  color: ${theme.color.text};
  text-decoration: none;
`;

export const Logo = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
`;
