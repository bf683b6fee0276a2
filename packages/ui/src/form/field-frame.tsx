import { useId, type ReactNode } from "react";
import styled from "styled-components";
import { theme } from "../theme/theme";
import { RequiredMark } from "./required-mark";

/** What a field gives its control so the label, hint and error are wired to it. */
export interface FieldA11y {
  id: string;
  "aria-invalid": boolean | undefined;
  "aria-describedby": string | undefined;
}

export interface FieldFrameProps {
  /** The visible label. Leave out only for a control that labels itself (a lone checkbox). */
  label?: ReactNode;
  /** Shows the "*" mark, read as "required" (the schema is what enforces it). */
  required?: boolean;
  /** Help under the control, linked to it as its description. */
  hint?: ReactNode;
  /** The error, already in the user's language. */
  error?: ReactNode;
  /** The control's id; one is made up when left out. */
  id?: string;
  /** A group control (radio or checkbox group): the label comes to it as its legend. */
  group?: boolean;
  className?: string;
  children: (a11y: FieldA11y, legend: ReactNode) => ReactNode;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  min-width: 0;
`;

const Label = styled.label`
  font-weight: ${theme.font.weight.medium};
  color: ${theme.color.text};
`;

const Hint = styled.p`
  margin: 0;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.xs};
  margin: 0;
  color: ${theme.color.danger};
  font-size: ${theme.font.size.sm};
`;

/** "Please complete the form" above a form's fields after a failed submit. */
export const FormSummary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  padding: ${theme.space.md} ${theme.space.lg};
  border: 1px solid ${theme.color.danger};
  border-radius: ${theme.radius.md};
  background: ${theme.color.dangerSoft};
  color: ${theme.color.danger};
  font-weight: ${theme.font.weight.medium};
`;

/**
 * How a field looks and is announced, whatever keeps its value: label (with the required
 * mark), the control, a hint and the error, with the control wired to them. `Field` puts a
 * react-hook-form value in it; a form without react-hook-form (sign-in) uses it directly.
 */
export function FieldFrame({
  label,
  required = false,
  hint,
  error,
  group = false,
  className,
  children,
  ...props
}: FieldFrameProps) {
  const generated = useId();
  const id = props.id ?? `${generated}control`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const a11y: FieldA11y = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined,
  };
  const labelContent = label !== undefined && (
    <>
      {label}
      {required && <RequiredMark />}
    </>
  );
  return (
    <Wrapper className={className}>
      {group ? (
        children(a11y, labelContent)
      ) : (
        <>
          {labelContent && <Label htmlFor={id}>{labelContent}</Label>}
          {children(a11y, labelContent)}
        </>
      )}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId}>
          <ErrorIcon />
          <span>{error}</span>
        </ErrorText>
      )}
    </Wrapper>
  );
}

function ErrorIcon() {
  return (
    <svg
      aria-hidden="true"
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="currentColor"
      style={{ flex: "none", marginTop: 3 }}
    >
      <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1 5h2v7h-2zm0 9h2v2h-2z" />
    </svg>
  );
}
