import {
  forwardRef,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from "react";
import styled, { css } from "styled-components";
import { VisuallyHidden } from "../button/button";
import { choiceInput, Fieldset, Legend, type ChoiceGroupHandle } from "../checkbox/choice";
import { RequiredMark } from "../form/required-mark";
import { theme } from "../theme/theme";

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export type RadioAppearance = "default" | "button";

export interface RadioGroupProps {
  legend: ReactNode;
  /** Shows the legend to screen readers only (a segmented choice whose meaning is evident). */
  hideLegend?: boolean;
  options: readonly RadioOption[];
  /** The chosen value; `null` for none yet. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  /** Called when focus leaves the group (react-hook-form marks it touched). */
  onBlur?: () => void;
  /** Groups the radios; one is made up when left out. */
  name?: string;
  id?: string;
  disabled?: boolean;
  required?: boolean;
  /** "button": a segmented control, for short exclusive choices such as the login type. */
  appearance?: RadioAppearance;
  direction?: "vertical" | "horizontal";
  /** A segmented control as wide as its container (forms on phones). */
  block?: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  className?: string;
}

const Dot = styled.input`
  ${choiceInput}
  border-radius: 50%;
  &::before {
    width: 8px;
    height: 8px;
    border-radius: 50%;
  }
`;

const Row = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${theme.space.sm};
  padding-block: ${theme.space.xs};
  cursor: pointer;
  &:has(input:disabled) {
    color: ${theme.color.textDisabled};
    cursor: not-allowed;
  }
  @media (pointer: coarse) {
    min-height: 44px;
    align-items: center;
  }
`;

const Choices = styled.div<{ $direction: "vertical" | "horizontal" }>`
  display: flex;
  flex-direction: ${(p) => (p.$direction === "vertical" ? "column" : "row")};
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${(p) => (p.$direction === "vertical" ? "0" : `0 ${theme.space.lg}`)};
`;

const Segments = styled.div<{ $block: boolean; $invalid: boolean }>`
  display: ${(p) => (p.$block ? "flex" : "inline-flex")};
  width: ${(p) => (p.$block ? "100%" : "auto")};
  max-width: 100%;
  border: 1px solid ${(p) => (p.$invalid ? theme.color.danger : theme.color.borderStrong)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  overflow: hidden;
`;

/**
 * The native radio stays (transparent, over the whole segment): arrow keys, form reset and
 * screen readers keep working; the segment shows its state through `:has()`.
 */
const Segment = styled.label<{ $block: boolean }>`
  position: relative;
  /* Segments give way on a narrow screen (their words wrap) rather than run out of sight. */
  flex: ${(p) => (p.$block ? "1 1 0" : "0 1 auto")};
  min-width: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 34px;
  padding: ${theme.space.xs} ${theme.space.lg};
  color: ${theme.color.text};
  text-align: center;
  cursor: pointer;
  transition: background 0.15s;
  @media (pointer: coarse) {
    min-height: 44px;
  }
  /* A shadow, not a border: dividers must not make the segments unequal. */
  & + & {
    box-shadow: inset 1px 0 0 ${theme.color.borderStrong};
  }
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }
  &:hover:not(:has(input:disabled, input:checked)) {
    background: ${theme.color.primarySoft};
  }
  &:has(input:checked) {
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
    font-weight: ${theme.font.weight.medium};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${theme.color.focus};
    outline-offset: -4px;
  }
  &:has(input:disabled) {
    color: ${theme.color.textDisabled};
    cursor: not-allowed;
  }
  &:has(input:disabled:checked) {
    background: ${theme.color.neutralSoft};
  }
`;

const invalidDot = css`
  border-color: ${theme.color.danger};
`;

const GroupFieldset = styled(Fieldset)<{ $invalid: boolean }>`
  ${Dot} {
    ${(p) => p.$invalid && invalidDot}
  }
`;

/**
 * One choice out of several, as native radios in a fieldset: arrow keys move and choose,
 * Tab enters and leaves the group. `appearance="button"` draws it as a segmented control.
 */
export const RadioGroup = forwardRef<ChoiceGroupHandle, RadioGroupProps>(function RadioGroup(
  {
    legend,
    hideLegend = false,
    options,
    value,
    defaultValue = null,
    onChange,
    onBlur,
    name,
    id,
    disabled = false,
    required = false,
    appearance = "default",
    direction = appearance === "button" ? "horizontal" : "vertical",
    block = false,
    "aria-invalid": invalid = false,
    "aria-describedby": describedBy,
    className,
  },
  ref,
) {
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const ownName = useId();
  const [own, setOwn] = useState(defaultValue);
  const chosen = value === undefined ? own : value;
  useImperativeHandle(ref, () => ({
    focus: () => {
      const radios = fieldset.current?.querySelectorAll<HTMLInputElement>("input:enabled");
      const target = [...(radios ?? [])].find((r) => r.checked) ?? radios?.[0];
      target?.focus();
    },
  }));

  const handleBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
  };
  const legendContent = (
    <>
      {legend}
      {required && <RequiredMark />}
    </>
  );
  const radios = options.map((option) => {
    const props = {
      type: "radio",
      name: name ?? ownName,
      value: option.value,
      checked: chosen === option.value,
      disabled: option.disabled,
      onChange: () => {
        if (value === undefined) setOwn(option.value);
        onChange?.(option.value);
      },
    };
    return appearance === "button" ? (
      <Segment key={option.value} $block={block}>
        <input {...props} />
        <span>{option.label}</span>
      </Segment>
    ) : (
      <Row key={option.value}>
        <Dot {...props} />
        <span>{option.label}</span>
      </Row>
    );
  });

  return (
    <GroupFieldset
      ref={fieldset}
      id={id}
      role="radiogroup"
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onBlur={handleBlur}
      className={className}
      $invalid={invalid}
    >
      {hideLegend ? (
        <VisuallyHidden as="legend">{legendContent}</VisuallyHidden>
      ) : (
        <Legend>{legendContent}</Legend>
      )}
      {appearance === "button" ? (
        <Segments $block={block} $invalid={invalid}>
          {radios}
        </Segments>
      ) : (
        <Choices $direction={direction}>{radios}</Choices>
      )}
    </GroupFieldset>
  );
});
