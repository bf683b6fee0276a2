import { useIntl } from "@campus/core";
import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type FocusEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from "react";
import styled from "styled-components";
import { VisuallyHidden } from "../button/button";
import { RequiredMark } from "../form/required-mark";
import { mergeRefs } from "../input/control";
import { theme } from "../theme/theme";
import { choiceInput, Fieldset, Legend, type ChoiceGroupHandle } from "./choice";

export { Fieldset, Legend, type ChoiceGroupHandle } from "./choice";

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  /** "Some but not all": shown as a dash and announced as mixed; a click still checks it. */
  indeterminate?: boolean;
  /** The label. Without one, give the checkbox an `aria-label`. */
  children?: ReactNode;
}

/** A 40 px tall row on touch screens, so the label is the touch target. */
const Row = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${theme.space.sm};
  padding-block: ${theme.space.xs};
  color: ${theme.color.text};
  cursor: pointer;
  /* Disabled by itself or by a disabled fieldset around it. */
  &:has(input:disabled) {
    color: ${theme.color.textDisabled};
    cursor: not-allowed;
  }
  @media (pointer: coarse) {
    min-height: 44px;
    align-items: center;
  }
`;

const Box = styled.input`
  ${choiceInput}
  border-radius: ${theme.radius.sm};
  &::before {
    width: 10px;
    height: 10px;
    clip-path: polygon(14% 44%, 0 65%, 50% 100%, 100% 16%, 80% 0%, 43% 62%);
  }
  &:indeterminate {
    border-color: ${theme.color.primaryText};
    background: ${theme.color.primary};
  }
  &:indeterminate::before {
    height: 2px;
    clip-path: none;
    transform: scale(1);
  }
`;

/** A native checkbox with its label. Forwards its ref (`register` works). */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { indeterminate = false, children, className, style, ...rest },
  ref,
) {
  const inner = useRef<HTMLInputElement>(null);
  // There is no indeterminate attribute: only the DOM property.
  useEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <Row className={className} style={style}>
      <Box ref={mergeRefs(ref, inner)} type="checkbox" {...rest} />
      {children !== undefined && <span>{children}</span>}
    </Row>
  );
});

export interface CheckboxOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface CheckboxGroupProps {
  legend: ReactNode;
  /** Shows the legend to screen readers only (the question is evident on screen). */
  hideLegend?: boolean;
  options: readonly CheckboxOption[];
  value?: readonly string[];
  defaultValue?: readonly string[];
  onChange?: (value: string[]) => void;
  /** Called when focus leaves the group (react-hook-form marks it touched). */
  onBlur?: () => void;
  name?: string;
  id?: string;
  disabled?: boolean;
  required?: boolean;
  /** Adds a "select all" box that shows whether some or all options are chosen. */
  selectAll?: boolean;
  direction?: "vertical" | "horizontal";
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  className?: string;
}

const Choices = styled.div<{ $direction: "vertical" | "horizontal" }>`
  display: flex;
  flex-direction: ${(p) => (p.$direction === "vertical" ? "column" : "row")};
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${(p) => (p.$direction === "vertical" ? "0" : `0 ${theme.space.lg}`)};
`;

/** Several checkboxes answering one question, as a fieldset; the value is the checked values. */
export const CheckboxGroup = forwardRef<ChoiceGroupHandle, CheckboxGroupProps>(
  function CheckboxGroup(
    {
      legend,
      hideLegend = false,
      options,
      value,
      defaultValue = [],
      onChange,
      onBlur,
      name,
      id,
      disabled = false,
      required = false,
      selectAll = false,
      direction = "vertical",
      "aria-invalid": invalid,
      "aria-describedby": describedBy,
      className,
    },
    ref,
  ) {
    const intl = useIntl();
    const fieldset = useRef<HTMLFieldSetElement>(null);
    const [own, setOwn] = useState<readonly string[]>(defaultValue);
    const checked = value ?? own;
    useImperativeHandle(ref, () => ({
      focus: () => fieldset.current?.querySelector<HTMLInputElement>("input:enabled")?.focus(),
    }));

    const change = (next: string[]) => {
      if (value === undefined) setOwn(next);
      onChange?.(next);
    };
    const toggle = (optionValue: string, on: boolean) =>
      // Keeps the options' order, whatever order they were ticked in.
      change(
        options.map((o) => o.value).filter((v) => (v === optionValue ? on : checked.includes(v))),
      );

    const enabled = options.filter((o) => !o.disabled).map((o) => o.value);
    const chosen = enabled.filter((v) => checked.includes(v));
    const handleBlur = (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
    };
    const legendContent = (
      <>
        {legend}
        {required && <RequiredMark />}
      </>
    );

    return (
      <Fieldset
        ref={fieldset}
        id={id}
        disabled={disabled}
        aria-describedby={describedBy}
        onBlur={handleBlur}
        className={className}
      >
        {hideLegend ? (
          <VisuallyHidden as="legend">{legendContent}</VisuallyHidden>
        ) : (
          <Legend>{legendContent}</Legend>
        )}
        {selectAll && (
          <Checkbox
            checked={chosen.length > 0 && chosen.length === enabled.length}
            indeterminate={chosen.length > 0 && chosen.length < enabled.length}
            onChange={(event) =>
              // Disabled options keep their state: select all never changes what is locked.
              change(
                options
                  .map((o) => o.value)
                  .filter((v) =>
                    enabled.includes(v) ? event.target.checked : checked.includes(v),
                  ),
              )
            }
          >
            {intl.formatMessage({ id: "ui.checkbox.selectAll" })}
          </Checkbox>
        )}
        <Choices $direction={direction}>
          {options.map((option) => (
            <Checkbox
              key={option.value}
              name={name}
              value={option.value}
              checked={checked.includes(option.value)}
              disabled={option.disabled}
              aria-invalid={invalid || undefined}
              onChange={(event) => toggle(option.value, event.target.checked)}
            >
              {option.label}
            </Checkbox>
          ))}
        </Choices>
      </Fieldset>
    );
  },
);
