import { DayInput } from "@campus/ui";
import type { ComponentProps } from "react";

type Props = Omit<ComponentProps<typeof DayInput>, "onChange"> & {
  onChange: (value: string) => void;
};

/**
 * A day kept as text in a form, as the contract's day fields are: emptied, it is "" (a day
 * the office may leave blank), never null, which the rules would read as "fill this in".
 */
export function TextDayInput({ onChange, ...props }: Props) {
  return <DayInput {...props} onChange={(day) => onChange(day ?? "")} />;
}
