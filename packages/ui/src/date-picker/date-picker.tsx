import { useIntl } from "@campus/core";
import { forwardRef, useEffect, useId, useMemo, useRef, useState, type FocusEvent } from "react";
import styled from "styled-components";
import { useFieldInput, type InputProblem } from "../form/field-context";
import { controlBox, describedBy, trailingButton } from "../input/control";
import { theme } from "../theme/theme";
import { Calendar } from "./calendar";
import { clampDate, inRange, parseIsoDate, parseTypedDate, showDate, toIsoDate } from "./date-text";

export interface DatePickerProps {
  /** An ISO date ("2024-05-15"), or null for none. Leave undefined to let the picker keep it. */
  value?: string | null;
  defaultValue?: string | null;
  /**
   * Gets the ISO date once the text is a date within min and max, and null when the text is
   * emptied or left as something that is not such a date (the field then shows why).
   */
  onChange?: (value: string | null) => void;
  /** Called when focus leaves the whole picker (react-hook-form marks it touched). */
  onBlur?: () => void;
  /** Earliest and latest dates allowed, ISO. */
  min?: string;
  max?: string;
  id?: string;
  name?: string;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  "aria-invalid"?: boolean | "true" | "false";
  "aria-describedby"?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  className?: string;
}

const Wrapper = styled.div`
  position: relative;
  width: 100%;
`;

const Box = styled.span`
  position: relative;
  display: block;
`;

const TextInput = styled.input`
  ${controlBox}
  padding-inline-end: 40px;
  font-variant-numeric: tabular-nums;
  @media (pointer: coarse) {
    padding-inline-end: 44px;
  }
`;

const OpenButton = styled.button`
  ${trailingButton}
`;

const Problem = styled.p`
  margin: ${theme.space.xs} 0 0;
  color: ${theme.color.danger};
  font-size: ${theme.font.size.sm};
`;

function problemOf(text: string, min: Date | null, max: Date | null): InputProblem | null {
  if (text.trim() === "") return null;
  const date = parseTypedDate(text);
  if (!date) return { id: "ui.datePicker.invalid" };
  if (min && !inRange(date, min, null)) {
    return { id: "ui.datePicker.tooEarly", values: { min: showDate(min) } };
  }
  if (max && !inRange(date, null, max)) {
    return { id: "ui.datePicker.tooLate", values: { max: showDate(max) } };
  }
  return null;
}

const shown = (value: string | null) => {
  const date = parseIsoDate(value);
  return date ? showDate(date) : "";
};

/**
 * A date field: type YYYY/MM/DD (spec §9) or pick from a month calendar opened by the button
 * beside it. The calendar is positioned next to the field, not portalled, so the picker
 * works inside an element's shadow root. Forwards its ref to the text field.
 */
export const DatePicker = forwardRef<HTMLInputElement, DatePickerProps>(function DatePicker(
  {
    value,
    defaultValue = null,
    onChange,
    onBlur,
    min,
    max,
    id,
    name,
    disabled = false,
    readOnly = false,
    placeholder,
    "aria-invalid": ariaInvalid,
    "aria-describedby": ariaDescribedBy,
    className,
    ...labelling
  },
  ref,
) {
  const intl = useIntl();
  const field = useFieldInput();
  const ownId = useId();
  const calendarId = `${ownId}calendar`;
  const problemId = `${ownId}problem`;
  const openButton = useRef<HTMLButtonElement>(null);
  const minDate = useMemo(() => parseIsoDate(min), [min]);
  const maxDate = useMemo(() => parseIsoDate(max), [max]);

  const [own, setOwn] = useState(defaultValue);
  // "" is no date too (a form's empty default).
  const current = (value === undefined ? own : value) || null;
  const [text, setText] = useState(() => shown(current));
  // The value the text stands for; a value that differs came from outside (a form reset).
  const [textFor, setTextFor] = useState(current);
  if (current !== textFor) {
    setTextFor(current);
    setText(shown(current));
  }
  // Problems show once the user is done with the text (left it or pressed Enter), not mid-typing.
  const [done, setDone] = useState(false);
  const [focusedDay, setFocusedDay] = useState<Date | null>(null);
  const open = focusedDay !== null;

  const problem = useMemo(
    () => (done ? problemOf(text, minDate, maxDate) : null),
    [done, text, minDate, maxDate],
  );
  useEffect(() => {
    field?.reportProblem(problem);
    return () => field?.reportProblem(null);
  }, [field, problem]);

  const emit = (next: string | null) => {
    setTextFor(next);
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };

  const type = (typed: string) => {
    setText(typed);
    setDone(false);
    const date = parseTypedDate(typed);
    if (typed.trim() === "") emit(null);
    else if (date && inRange(date, minDate, maxDate)) emit(toIsoDate(date));
  };

  const finishTyping = () => {
    setDone(true);
    const date = parseTypedDate(text);
    if (date && inRange(date, minDate, maxDate)) setText(showDate(date));
    else if (text.trim() !== "") emit(null);
  };

  const openCalendar = () => {
    const start = parseTypedDate(text) ?? parseIsoDate(current) ?? new Date();
    setFocusedDay(clampDate(start, minDate, maxDate));
  };

  const closeCalendar = () => {
    setFocusedDay(null);
    openButton.current?.focus();
  };

  const choose = (date: Date) => {
    setText(showDate(date));
    setDone(true);
    emit(toIsoDate(date));
    closeCalendar();
  };

  const leave = (event: FocusEvent) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setFocusedDay(null);
    onBlur?.();
  };

  const chosen = parseIsoDate(current);
  const invalid = ariaInvalid === true || ariaInvalid === "true" || problem !== null;
  // Inside a Field, the field shows the problem where it shows every error.
  const showProblem = problem !== null && field === null;

  return (
    <Wrapper className={className} onBlur={leave}>
      <Box>
        <TextInput
          ref={ref}
          id={id}
          name={name}
          value={text}
          placeholder={placeholder ?? intl.formatMessage({ id: "ui.datePicker.placeholder" })}
          autoComplete="off"
          disabled={disabled}
          readOnly={readOnly}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(ariaDescribedBy, showProblem && problemId)}
          {...labelling}
          onChange={(event) => type(event.target.value)}
          onBlur={finishTyping}
          onKeyDown={(event) => {
            // Enter submits the form: the value must be the typed date by then.
            if (event.key === "Enter") finishTyping();
            if (event.key === "ArrowDown" && event.altKey && !readOnly) {
              event.preventDefault();
              openCalendar();
            }
          }}
        />
        <OpenButton
          ref={openButton}
          type="button"
          aria-label={
            chosen
              ? intl.formatMessage(
                  { id: "ui.datePicker.change" },
                  { date: intl.formatDate(chosen, { dateStyle: "long" }) },
                )
              : intl.formatMessage({ id: "ui.datePicker.choose" })
          }
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? calendarId : undefined}
          disabled={disabled || readOnly}
          onClick={() => (open ? setFocusedDay(null) : openCalendar())}
        >
          <CalendarIcon />
        </OpenButton>
      </Box>
      {open && (
        <Calendar
          id={calendarId}
          focused={focusedDay}
          onFocusedChange={setFocusedDay}
          selected={chosen}
          min={minDate}
          max={maxDate}
          onSelect={choose}
          onClose={closeCalendar}
        />
      )}
      {showProblem && (
        <Problem id={problemId}>{intl.formatMessage({ id: problem.id }, problem.values)}</Problem>
      )}
    </Wrapper>
  );
});

function CalendarIcon() {
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
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}
