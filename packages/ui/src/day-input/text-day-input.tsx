import type { ComponentProps } from "react";
import { DayInput, TimeInput } from "./day-input";

type TextProps = Omit<ComponentProps<typeof DayInput>, "onChange"> & {
  onChange: (value: string) => void;
};

/**
 * A day kept as text in a form, as the contract's optional day fields are: emptied, it is ""
 * (left blank), never null, which a form's rules would read as "fill this in" or a wrong type.
 */
export function TextDayInput({ onChange, ...props }: TextProps) {
  return <DayInput {...props} onChange={(day) => onChange(day ?? "")} />;
}

/** A time kept as text in a form, the same way: "" when emptied. */
export function TextTimeInput({ onChange, ...props }: TextProps) {
  return <TimeInput {...props} onChange={(time) => onChange(time ?? "")} />;
}
