import { forwardRef, type InputHTMLAttributes } from "react";
import styled from "styled-components";
import { theme } from "../theme/theme";

/**
 * Native date and time inputs (a phone's own wheels, the browser's own calendar), drawn as the
 * kit's text inputs are. The kit's `DatePicker` brings date-fns (a feature's chunk budget cannot
 * carry it); these cost nothing.
 */
const NativeBox = styled.input`
  box-sizing: border-box;
  width: 100%;
  min-height: 36px;
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  font-variant-numeric: tabular-nums;
  @media (pointer: coarse) {
    min-height: 44px;
  }
  &[aria-invalid="true"] {
    border-color: ${theme.color.danger};
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 1px;
  }
`;

export type NativeDateProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "value" | "onChange"
> & {
  value: string | null | undefined;
  /** The value, or null once emptied. */
  onChange: (value: string | null) => void;
};

export const DayInput = forwardRef<HTMLInputElement, NativeDateProps>(function DayInput(
  { value, onChange, ...props },
  ref,
) {
  return (
    <NativeBox
      ref={ref}
      type="date"
      value={value ?? ""}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      {...props}
    />
  );
});

export const TimeInput = forwardRef<HTMLInputElement, NativeDateProps>(function TimeInput(
  { value, onChange, ...props },
  ref,
) {
  return (
    <NativeBox
      ref={ref}
      type="time"
      step={300}
      value={value ?? ""}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      {...props}
    />
  );
});
