import { useIntl } from "@campus/core";
import {
  forwardRef,
  useEffect,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
} from "react";
import styled from "styled-components";
import { theme } from "../theme/theme";
import { controlBox, mergeRefs, setNativeValue, trailingButton } from "./control";

export type InputType = "text" | "password" | "tel" | "search" | "email" | "url";

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  /** `password` gets a show/hide button, `search` a clear button once it holds text. */
  type?: InputType;
  /** Called after the clear button of a search field has emptied it. */
  onClear?: () => void;
}

/** A field's box: the control and what sits on it (a trailing button, a counter below). */
export const Wrapper = styled.span`
  position: relative;
  display: block;
  width: 100%;
`;

const StyledInput = styled.input<{ $trailing: boolean }>`
  ${controlBox}
  padding-inline-end: ${(p) => (p.$trailing ? "40px" : theme.space.md)};
  @media (pointer: coarse) {
    padding-inline-end: ${(p) => (p.$trailing ? "44px" : theme.space.md)};
  }
  /* Our own clear button replaces the browser's, which has no label and no touch size. */
  &::-webkit-search-cancel-button {
    appearance: none;
  }
`;

const TrailingButton = styled.button`
  ${trailingButton}
`;

const utf16Length = (text: string) => text.length;

/**
 * How many characters the field holds, whether React or react-hook-form's `register` owns it:
 * `count` says how to count (a text area counts what a reader sees, `textLength`).
 */
export function useTextLength(
  inner: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: InputProps["value"],
  defaultValue: InputProps["defaultValue"],
  count: (text: string) => number = utf16Length,
) {
  const [length, setLength] = useState(() => count(String(defaultValue ?? "")));
  // `register` writes default values straight into the DOM, without an input event.
  useEffect(() => {
    if (inner.current) setLength(count(inner.current.value));
  }, [inner, count]);
  const current = value === undefined || value === null ? length : count(String(value));
  return [current, (text: string) => setLength(count(text))] as const;
}

/**
 * A one-line text field. Label it with `Field` (or a `<label htmlFor>` / `aria-label`); it
 * forwards its ref, so `register` from react-hook-form works as well as `value`/`onChange`.
 */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { type = "text", onClear, className, style, onChange, ...rest },
  ref,
) {
  const intl = useIntl();
  const inner = useRef<HTMLInputElement>(null);
  const [revealed, setRevealed] = useState(false);
  const [length, setLength] = useTextLength(inner, rest.value, rest.defaultValue);
  const editable = !rest.disabled && !rest.readOnly;
  const showClear = type === "search" && length > 0 && editable;
  const hasButton = type === "password" || showClear;

  const clear = () => {
    if (!inner.current) return;
    setNativeValue(inner.current, "");
    inner.current.focus();
    onClear?.();
  };

  return (
    <Wrapper className={className} style={style}>
      <StyledInput
        ref={mergeRefs(ref, inner)}
        type={type === "password" && revealed ? "text" : type}
        $trailing={hasButton}
        onChange={(event) => {
          setLength(event.target.value);
          onChange?.(event);
        }}
        {...rest}
      />
      {type === "password" && (
        <TrailingButton
          type="button"
          aria-label={intl.formatMessage({ id: "ui.input.showPassword" })}
          aria-pressed={revealed}
          aria-controls={rest.id}
          disabled={rest.disabled}
          onClick={() => setRevealed((shown) => !shown)}
        >
          {revealed ? <EyeOffIcon /> : <EyeIcon />}
        </TrailingButton>
      )}
      {showClear && (
        <TrailingButton
          type="button"
          aria-label={intl.formatMessage({ id: "ui.input.clear" })}
          aria-controls={rest.id}
          onClick={clear}
        >
          <ClearIcon />
        </TrailingButton>
      )}
    </Wrapper>
  );
});

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

function EyeIcon() {
  return (
    <Icon>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </Icon>
  );
}

function EyeOffIcon() {
  return (
    <Icon>
      <path d="M17.9 17.9A10 10 0 0 1 12 19c-6.5 0-10-7-10-7a18 18 0 0 1 4.1-5.1" />
      <path d="M9.9 5.2A9 9 0 0 1 12 5c6.5 0 10 7 10 7a18 18 0 0 1-2.2 3.2" />
      <path d="M2 2l20 20" />
    </Icon>
  );
}

function ClearIcon() {
  return (
    <Icon>
      <path d="M18 6 6 18M6 6l12 12" />
    </Icon>
  );
}
