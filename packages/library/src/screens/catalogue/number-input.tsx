import { Input, type InputProps } from "@campus/ui";

/**
 * A whole number typed into a form whose schema holds numbers (an age, a year): the field's
 * value is the number, or null while the box is empty (the schema says "please fill in").
 */
export function NumberInput({
  value,
  onChange,
  ...props
}: Omit<InputProps, "value" | "onChange" | "type" | "min" | "max"> & {
  value: unknown;
  onChange: (value: number | null) => void;
}) {
  return (
    <Input
      {...props}
      inputMode="numeric"
      value={typeof value === "number" ? String(value) : ""}
      onChange={(event) => {
        const typed = event.target.value.trim();
        onChange(typed === "" ? null : Number(typed));
      }}
    />
  );
}
