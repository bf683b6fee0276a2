import type { Category, Locale } from "@campus/contract";
import { useT, useLocale } from "@campus/core";
import { Button, theme, PageStack, retryableLazy, Section, type UiMessageId } from "@campus/ui";
import { Suspense, useState } from "react";
import { Link, useLocation } from "wouter";
import styled from "styled-components";
import { useLibraryHome } from "../../api/library-home";
import { useLibraryRecommend } from "../../api/library-recommend";
import { BookGrid } from "../../components/book-grid";
import { localName } from "../../components/book-title";
import { SearchBox } from "../../components/search-box";
import { useLibraryLink } from "../../components/use-library-link";
import type { LibraryMessageId } from "../../messages/message-ids";

/** The AI book finder loads when first opened: most visits to the home page never ask it. */
const ChatPanel = retryableLazy(() =>
  import("../../components/chat-panel").then((m) => m.ChatPanel),
);

const Hero = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  padding: ${theme.space.xl} ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  background: linear-gradient(135deg, ${theme.color.primarySoft}, ${theme.color.surface});
  border: 1px solid ${theme.color.border};
`;

const Lead = styled.p`
  margin: 0;
  color: ${theme.color.textSecondary};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
`;

const MoreLink = styled(Link)`
  color: ${theme.color.primaryText};
  font-weight: ${theme.font.weight.medium};
`;

const Categories = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CategoryLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  min-height: 64px;
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  text-decoration: none;
  &:hover {
    border-color: ${theme.color.primary};
  }
  small {
    color: ${theme.color.textSecondary};
  }
`;

function CategoryTiles({ categories, locale }: { categories: Category[]; locale: Locale }) {
  const t = useT<LibraryMessageId | UiMessageId>();
  const link = useLibraryLink();
  return (
    <Categories>
      {categories.map((category) => (
        <li key={category.id}>
          <CategoryLink to={link("/library/category", { categoryId: category.id })}>
            <span>{localName(category, locale)}</span>
            <small>{t("library.home.bookCount", { count: category.book_count })}</small>
          </CategoryLink>
        </li>
      ))}
    </Categories>
  );
}

/** The library's front page (spec §2 /library/home): search, the AI helper, shelves, categories. */
export function HomePage() {
  const t = useT<LibraryMessageId | UiMessageId>();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const link = useLibraryLink();
  const home = useLibraryHome();
  // As many as the other shelves hold (the server's home shelves have 8): six left a gap.
  const recommended = useLibraryRecommend(8);
  const [chatOpen, setChatOpen] = useState(false);
  const [chatOpened, setChatOpened] = useState(false);

  return (
    <PageStack>
      <Hero>
        <SearchBox onSearch={(keyword) => navigate(link("/library/searchresult", { keyword }))} />
        <Row>
          <Button
            onClick={() => {
              setChatOpened(true);
              setChatOpen(true);
            }}
          >
            {t("library.chat.open")}
          </Button>
        </Row>
        {/* A line of its own, kept while the totals load: nothing below moves when they come. */}
        <Lead aria-hidden={home.data ? undefined : true}>
          {home.data
            ? t("library.home.totals", {
                books: home.data.totals.books,
                copies: home.data.totals.copies,
              })
            : "\u00a0"}
        </Lead>
      </Hero>
      <Section
        title={t("library.home.recommended")}
        extra={
          <MoreLink to={link("/library/rank", { type: "recommend" })}>
            {t("library.home.more")}
          </MoreLink>
        }
      >
        <BookGrid
          layout="shelf"
          label={t("library.home.recommended")}
          books={recommended.data?.list}
          loading={recommended.isPending}
          error={recommended.isError}
          onRetry={() => void recommended.refetch()}
        />
      </Section>
      <Section title={t("library.home.newArrivals")}>
        <BookGrid
          layout="shelf"
          label={t("library.home.newArrivals")}
          books={home.data?.new_arrivals}
          loading={home.isPending}
          error={home.isError}
          onRetry={() => void home.refetch()}
        />
      </Section>
      <Section
        title={t("library.home.popular")}
        extra={
          <MoreLink to={link("/library/rank", { type: "read" })}>{t("library.home.more")}</MoreLink>
        }
      >
        <BookGrid
          layout="shelf"
          label={t("library.home.popular")}
          books={home.data?.popular}
          loading={home.isPending}
          error={home.isError}
        />
      </Section>
      {home.data && (
        <Section title={t("library.home.categories")}>
          <CategoryTiles categories={home.data.categories} locale={locale} />
        </Section>
      )}
      {/* Kept once opened: closing and opening again keeps the conversation. */}
      {chatOpened && (
        <Suspense fallback={null}>
          <ChatPanel open={chatOpen} onClose={() => setChatOpen(false)} />
        </Suspense>
      )}
    </PageStack>
  );
}
