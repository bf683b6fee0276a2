import styled from "styled-components";
import { theme } from "../theme/theme";

const StyledClose = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  margin: -4px -4px -4px 0;
  border: 0;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.color.textSecondary};
  font: inherit;
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  @media (pointer: coarse) {
    width: 44px;
    height: 44px;
  }
  &:hover {
    background: ${theme.color.neutralSoft};
    color: ${theme.color.text};
  }
`;

/** The × of a dialog or drawer header; `label` is its accessible name in the user's locale. */
export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <StyledClose type="button" aria-label={label} data-dialog-close="" onClick={onClick}>
      <span aria-hidden="true">×</span>
    </StyledClose>
  );
}
