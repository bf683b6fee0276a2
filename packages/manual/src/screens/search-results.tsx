import { useLocale, useT } from "@campus/core";
import { Button, Empty, Link, Skeleton, theme } from "@campus/ui";
import { useMemo } from "react";
import styled from "styled-components";
import { searchManual, type ManualHit } from "../content/search";
import type { ManualMessageId } from "../messages/message-ids";
import { manualPath, MANUAL_PAGE_INFO } from "../routing/pages";
import { useManualSections } from "./use-manual";

const Hits = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${theme.space.md} ${theme.space.lg};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
  }
  a {
    font-weight: ${theme.font.weight.bold};
    color: ${theme.color.primaryText};
  }
  small {
    display: block;
    color: ${theme.color.textSecondary};
  }
  p {
    margin: ${theme.space.xs} 0 0;
    line-height: 1.6;
  }
  mark {
    background: ${theme.color.primarySoft};
    color: inherit;
    font-weight: ${theme.font.weight.bold};
  }
`;

/** A hit's words with its matches marked (as text: never markup). */
function Snippet({ snippet }: { snippet: ManualHit["snippet"] }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of snippet.marks) {
    parts.push(
      snippet.text.slice(at, start),
      <mark key={start}>{snippet.text.slice(start, end)}</mark>,
    );
    at = end;
  }
  parts.push(snippet.text.slice(at));
  return <p>{parts}</p>;
}

/** What the search found across the manual's three pages, each a link to its section. */
export function SearchResults({ query }: { query: string }) {
  const t = useT<ManualMessageId>();
  const locale = useLocale();
  const sections = useManualSections(locale);
  const hits = useMemo(
    () => (sections.data ? searchManual(sections.data, query) : []),
    [sections.data, query],
  );
  if (sections.error)
    return (
      <Empty
        role="alert"
        title={t("manual.loadFailed")}
        action={<Button onClick={sections.retry}>{t("manual.retry")}</Button>}
      />
    );
  if (!sections.data) return <Skeleton lines={6} />;
  return (
    <>
      <p role="status">{t("manual.search.results", { count: hits.length, query: query.trim() })}</p>
      {hits.length > 0 && (
        <Hits>
          {hits.map((hit) => (
            <li key={`${hit.page}-${hit.id ?? ""}`}>
              <small>{t(MANUAL_PAGE_INFO[hit.page].title)}</small>
              <Link href={manualPath(hit.page, hit.id ?? undefined)}>{hit.title}</Link>
              {hit.snippet.text && <Snippet snippet={hit.snippet} />}
            </li>
          ))}
        </Hits>
      )}
    </>
  );
}
