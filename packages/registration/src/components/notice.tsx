import { theme } from "@campus/ui";
import type { ReactNode } from "react";
import styled from "styled-components";

const Box = styled.div<{ $tone: "info" | "danger" | "warning" }>`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid
    ${(p) =>
      p.$tone === "danger"
        ? theme.color.danger
        : p.$tone === "warning"
          ? theme.color.warning
          : theme.color.info};
  border-radius: ${theme.radius.md};
  background: ${(p) =>
    p.$tone === "danger"
      ? theme.color.dangerSoft
      : p.$tone === "warning"
        ? theme.color.warningSoft
        : theme.color.infoSoft};
  p {
    margin: 0;
    white-space: pre-line;
  }
  strong {
    font-weight: ${theme.font.weight.bold};
  }
`;

/**
 * A line the page says about where things stand (submitted, not found, the school's request),
 * with what to do next. `alert` for what went wrong, `status` otherwise.
 */
export function Notice({
  tone = "info",
  title,
  children,
  action,
}: {
  tone?: "info" | "danger" | "warning";
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Box $tone={tone} role={tone === "danger" ? "alert" : "status"}>
      <strong>{title}</strong>
      {children && <p>{children}</p>}
      {action && <div>{action}</div>}
    </Box>
  );
}
