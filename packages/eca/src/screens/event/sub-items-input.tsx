import { TextArea } from "@campus/ui";
import { useState, type ComponentProps } from "react";

/** The items as one text, one per line. */
const textOf = (items: readonly string[]) => items.join("\n");
const itemsOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * A competition's items, one per line ("100 米", "跳遠"): the field holds the list, the box the
 * text as typed (an empty line being written stays until the next key).
 */
export function SubItemsInput({
  value,
  onChange,
  ...rest
}: Omit<ComponentProps<typeof TextArea>, "value" | "onChange"> & {
  value: readonly string[];
  onChange: (items: string[]) => void;
}) {
  const [text, setText] = useState(() => textOf(value));
  // A value set from outside (a reset, the event loaded) replaces the text.
  const shown = textOf(itemsOf(text)) === textOf(value) ? text : textOf(value);
  return (
    <TextArea
      {...rest}
      rows={3}
      value={shown}
      onChange={(event) => {
        setText(event.target.value);
        onChange(itemsOf(event.target.value));
      }}
    />
  );
}
