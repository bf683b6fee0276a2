import { textLength } from "@campus/contract";
import { useIntl } from "@campus/core";
import { forwardRef, useId, useRef, type TextareaHTMLAttributes } from "react";
import styled from "styled-components";
import { VisuallyHidden } from "../button/button";
import { controlBox, describedBy, mergeRefs } from "../input/control";
import { useTextLength, Wrapper } from "../input/input";
import { theme } from "../theme/theme";

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /**
   * Shows "12 / 500" under the field (the limit is `maxLength`; without one, the count). With
   * a count the field never cuts what is typed or pasted: the count turns red past the limit
   * and the form's check says so (a browser's own limit cuts silently, and counts "👍" as two).
   */
  showCount?: boolean;
}

const StyledTextArea = styled.textarea`
  ${controlBox}
  min-height: 88px;
  padding-block: ${theme.space.sm};
  resize: vertical;
`;

const Counter = styled.span<{ $over: boolean }>`
  display: block;
  margin-top: ${theme.space.xs};
  color: ${(p) => (p.$over ? theme.color.danger : theme.color.textSecondary)};
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  text-align: end;
`;

/** A multi-line text field with an optional character counter. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { showCount = false, className, style, onChange, rows = 4, ...rest },
  ref,
) {
  const intl = useIntl();
  const inner = useRef<HTMLTextAreaElement>(null);
  const countId = useId();
  const [count, setCount] = useTextLength(inner, rest.value, rest.defaultValue, textLength);
  const { maxLength: max, ...native } = rest;
  const values = { count, max };

  return (
    <Wrapper className={className} style={style}>
      <StyledTextArea
        ref={mergeRefs(ref, inner)}
        rows={rows}
        onChange={(event) => {
          setCount(event.target.value);
          onChange?.(event);
        }}
        {...native}
        maxLength={showCount ? undefined : max}
        aria-describedby={describedBy(rest["aria-describedby"], showCount && countId)}
      />
      {showCount && (
        <Counter id={countId} $over={max !== undefined && count > max}>
          {/* "12 / 500" is for the eye; a screen reader gets a sentence. */}
          <span aria-hidden="true">
            {intl.formatMessage(
              { id: max === undefined ? "ui.input.count" : "ui.input.countOfMax" },
              values,
            )}
          </span>
          <VisuallyHidden>
            {intl.formatMessage(
              { id: max === undefined ? "ui.input.countLabel" : "ui.input.countOfMaxLabel" },
              values,
            )}
          </VisuallyHidden>
        </Counter>
      )}
    </Wrapper>
  );
});
