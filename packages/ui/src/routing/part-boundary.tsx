import { Component, type ReactNode } from "react";
import styled from "styled-components";
import { theme } from "../theme/theme";
import { popupBox } from "../user-menu/names";

/** Where the part would have opened, when its code did not arrive. */
const Failed = styled.p`
  ${popupBox}
  margin: 0;
  padding: ${theme.space.md};
  color: ${theme.color.danger};
`;

/**
 * A lazily loaded part of a page — a menu, a panel, a drawer, a dialog — whose code did not
 * arrive (issue 35, item 3): said where it would have opened, in a small box under what opened
 * it (the nearest positioned ancestor); the page around it stays as it was. Key it by opening,
 * and call `retryFailedLoads()` on each, so opening it again asks for the code anew.
 */
export class PartBoundary extends Component<
  { text: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <Failed role="alert">{this.props.text}</Failed>
    ) : (
      this.props.children
    );
  }
}
