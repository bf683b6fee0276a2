import { useIntl } from "@campus/core";
import { forwardRef, type SelectHTMLAttributes } from "react";
import styled from "styled-components";
import { controlBox } from "../input/control";
import { theme } from "../theme/theme";

export interface SelectOption {
  value: string;
  /** Already in the user's language. */
  label: string;
  disabled?: boolean;
  /** The label's language, when it is not the page's (a language named in itself). */
  lang?: string;
}

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  "children" | "multiple"
> {
  options: readonly SelectOption[];
  /**
   * A first, empty choice (value ""): its text, or `true` for "Please select". Without one,
   * a select with no value shows its first option, which reads as a choice the user made.
   */
  placeholder?: string | boolean;
}

const Wrapper = styled.span`
  position: relative;
  display: block;
  width: 100%;
`;

const StyledSelect = styled.select`
  ${controlBox}
  appearance: none;
  padding-inline-end: 36px;
  text-overflow: ellipsis;
  cursor: pointer;
  /* The placeholder reads as a hint, not as a chosen value. */
  &:has(option[value=""]:checked) {
    color: ${theme.color.textSecondary};
  }
  option {
    color: ${theme.color.text};
  }
`;

const Chevron = styled.svg`
  position: absolute;
  inset-inline-end: ${theme.space.md};
  top: 50%;
  transform: translateY(-50%);
  color: ${theme.color.textSecondary};
  pointer-events: none;
`;

/**
 * The browser's own select, styled: phones get their native picker, keyboards and screen
 * readers get what they know. Forwards its ref (`register` works).
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { options, placeholder, className, style, ...rest },
  ref,
) {
  const intl = useIntl();
  const placeholderText =
    placeholder === true ? intl.formatMessage({ id: "ui.select.placeholder" }) : placeholder;
  return (
    <Wrapper className={className} style={style}>
      <StyledSelect ref={ref} {...rest}>
        {placeholderText && <option value="">{placeholderText}</option>}
        {options.map((option) => (
          <option
            key={option.value}
            value={option.value}
            disabled={option.disabled}
            lang={option.lang}
          >
            {option.label}
          </option>
        ))}
      </StyledSelect>
      <Chevron aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none">
        <path d="m6 9 6 6 6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </Chevron>
    </Wrapper>
  );
});
