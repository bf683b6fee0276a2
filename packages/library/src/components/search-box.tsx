import { useT } from "@campus/core";
import { Button, Input, theme, type UiMessageId } from "@campus/ui";
import { useState, type FormEvent } from "react";
import styled from "styled-components";
import type { LibraryMessageId } from "../messages/message-ids";

const Form = styled.form`
  display: flex;
  gap: ${theme.space.sm};
  width: 100%;
  max-width: 640px;
`;

export interface SearchBoxProps {
  defaultValue?: string;
  onSearch: (keyword: string) => void;
}

/** Keyword search over titles, authors, publishers and ISBN; an empty search does nothing. */
export function SearchBox({ defaultValue = "", onSearch }: SearchBoxProps) {
  const t = useT<LibraryMessageId | UiMessageId>();
  const [keyword, setKeyword] = useState(defaultValue);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = keyword.trim();
    if (value) onSearch(value.slice(0, 50));
  };
  return (
    <Form role="search" onSubmit={submit}>
      <Input
        type="search"
        value={keyword}
        maxLength={50}
        enterKeyHint="search"
        aria-label={t("library.search.label")}
        placeholder={t("library.search.placeholder")}
        onChange={(event) => setKeyword(event.target.value)}
        onClear={() => setKeyword("")}
      />
      <Button type="submit" variant="primary">
        {t("library.search.submit")}
      </Button>
    </Form>
  );
}
