import { useT } from "@campus/core";
import { Button, FilterSearch, Input, type UiMessageId } from "@campus/ui";
import { useState, type FormEvent } from "react";

/**
 * A search inside a dialog: a box and its button, searched on Enter or the button (not on each
 * key), cleared back to nothing. Its own form, so Enter never submits a form around it.
 */
export function SearchBox({
  label,
  placeholder,
  onSearch,
}: {
  label: string;
  placeholder?: string;
  onSearch: (q: string) => void;
}) {
  const t = useT<UiMessageId | "eca.events.find">();
  const [text, setText] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" aria-label={label} onSubmit={submit}>
      <FilterSearch>
        <Input
          type="search"
          aria-label={label}
          placeholder={placeholder}
          value={text}
          maxLength={120}
          onChange={(event) => setText(event.target.value)}
          onClear={() => {
            setText("");
            onSearch("");
          }}
        />
        <Button type="submit">{t("eca.events.find")}</Button>
      </FilterSearch>
    </form>
  );
}
