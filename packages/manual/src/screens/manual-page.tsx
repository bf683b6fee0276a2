import { useLocale, useT } from "@campus/core";
import {
  Button,
  Empty,
  Input,
  Link,
  screen,
  Section,
  Skeleton,
  theme,
  useSearchParams,
  type UiMessageId,
} from "@campus/ui";
import { useEffect, useRef } from "react";
import styled from "styled-components";
import { useLocation } from "wouter";
import { MANUAL_PAGES, tableOfContents, type ManualPageId } from "../content/doc";
import type { ManualMessageId } from "../messages/message-ids";
import { manualPath, MANUAL_PAGE_INFO } from "../routing/pages";
import { DocView, sectionElementId } from "./doc-view";
import { SearchResults } from "./search-results";
import { useManualDoc } from "./use-manual";

const Columns = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xl};
  ${screen.atLeast(900)} {
    flex-direction: row-reverse;
    align-items: flex-start;
    justify-content: flex-end;
    gap: ${theme.space.xxl};
  }
`;

const Contents = styled.nav`
  padding: ${theme.space.md} ${theme.space.lg};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  h3 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.font.size.sm};
    color: ${theme.color.textSecondary};
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li[data-depth="3"] {
    padding-inline-start: ${theme.space.lg};
  }
  a {
    display: block;
    padding: ${theme.space.xs} 0;
    color: ${theme.color.text};
    text-decoration: none;
    line-height: 1.4;
  }
  a:hover {
    color: ${theme.color.primaryText};
    text-decoration: underline;
  }
  ${screen.atLeast(900)} {
    position: sticky;
    /* Clear of the portal's header; on a school's page, of its own if it sets the property. */
    top: var(--campus-sticky-top, ${theme.space.lg});
    flex: 0 0 240px;
    max-height: calc(100vh - var(--campus-sticky-top, ${theme.space.lg}) - ${theme.space.lg});
    overflow-y: auto;
  }
`;

const Search = styled.form`
  max-width: 480px;
`;

/** The page the address names. */
const pageOf = (pathname: string): ManualPageId =>
  MANUAL_PAGES.find((page) => pathname.toLowerCase().endsWith(`/${page.toLowerCase()}`)) ??
  "p_communication";

/**
 * A manual page (`/manual/p_communication`, `/manual/p_studentAttendance`, `/manual/p_GRWTHPay`):
 * its sections with their contents, and a search across the manual in the reader's language.
 * `?section=` opens on a section (and moves the focus to its heading); `?q=` is the search.
 */
export function ManualPage() {
  const t = useT<ManualMessageId | UiMessageId>();
  const locale = useLocale();
  const [pathname] = useLocation();
  const page = pageOf(pathname);
  const [params, setParams] = useSearchParams();
  const query = params.get("q") ?? "";
  const section = params.get("section");
  const doc = useManualDoc(page, locale);
  const article = useRef<HTMLElement>(null);

  const goTo = (id: string) => {
    const heading = article.current?.querySelector<HTMLElement>(`#${sectionElementId(id)}`);
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: "start" });
  };
  // The section the address names, once the page is there: scrolled to, and the focus on it.
  useEffect(() => {
    if (section && doc.data && !query) goTo(section);
  }, [section, doc.data, query]);

  const search = (q: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (q) next.set("q", q);
        else next.delete("q");
        next.delete("section");
        return next;
      },
      { replace: true },
    );

  const body = () => {
    if (query.trim()) return <SearchResults query={query} />;
    if (doc.error)
      return (
        <Empty
          role="alert"
          title={t("manual.loadFailed")}
          action={<Button onClick={doc.retry}>{t("manual.retry")}</Button>}
        />
      );
    if (!doc.data) return <Skeleton lines={10} />;
    const toc = tableOfContents(doc.data);
    return (
      <Columns>
        <DocView ref={article} doc={doc.data} />
        {toc.length > 0 && (
          <Contents aria-label={t("manual.contents")}>
            <h3 aria-hidden="true">{t("manual.contents")}</h3>
            <ol>
              {toc.map((entry) => (
                <li key={entry.id} data-depth={entry.depth}>
                  <Link
                    href={manualPath(page, entry.id)}
                    // The address already names it (the reader scrolled away): go there again.
                    onClick={() => entry.id === section && goTo(entry.id)}
                  >
                    {entry.title}
                  </Link>
                </li>
              ))}
            </ol>
          </Contents>
        )}
      </Columns>
    );
  };

  return (
    <Section title={t(MANUAL_PAGE_INFO[page].title)}>
      <Search
        role="search"
        aria-label={t("manual.search.label")}
        onSubmit={(e) => e.preventDefault()}
      >
        <Input
          type="search"
          aria-label={t("manual.search.label")}
          placeholder={t("manual.search.label")}
          value={query}
          maxLength={80}
          onChange={(event) => search(event.target.value)}
          onClear={() => search("")}
        />
      </Search>
      {body()}
    </Section>
  );
}
