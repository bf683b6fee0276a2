import type { BookSummary, ChatAnswer, ChatCondition } from "@campus/contract";
import { decideError, decisionText, isApiError, useIntl, useLocale, useT } from "@campus/core";
import { Button, Drawer, Input, theme, type UiMessageId } from "@campus/ui";
import { useCloseOnBack } from "./use-close-on-back";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "wouter";
import styled from "styled-components";
import { useLibraryChat, type ChatTurn } from "../api/library-chat";
import { BookCover } from "./book-cover";
import { bookTitle } from "./book-title";
import { useLibraryLink } from "./use-library-link";
import type { LibraryMessageId } from "../messages/message-ids";

const Disclaimer = styled.p`
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.infoSoft};
  color: ${theme.color.info};
  font-size: ${theme.font.size.sm};
`;

const Log = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Bubble = styled.li<{ $mine: boolean }>`
  align-self: ${(p) => (p.$mine ? "flex-end" : "stretch")};
  max-width: ${(p) => (p.$mine ? "85%" : "100%")};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.lg};
  background: ${(p) => (p.$mine ? theme.color.primarySoft : theme.color.surfaceMuted)};
  border: 1px solid ${theme.color.border};
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin: ${theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    padding: 0 ${theme.space.sm};
    border-radius: ${theme.radius.pill};
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.border};
    font-size: ${theme.font.size.xs};
    line-height: 22px;
  }
  /* Kept from an earlier question: marked, and the reader can drop it. */
  li[data-carried] {
    border-style: dashed;
    padding-inline-end: 0;
  }
  button {
    min-width: 24px;
    min-height: 24px;
    border: 0;
    border-radius: ${theme.radius.pill};
    background: transparent;
    color: ${theme.color.textSecondary};
    font: inherit;
    cursor: pointer;
  }
  button:hover {
    background: ${theme.color.neutralSoft};
  }
`;

const Books = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin: ${theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
`;

const BookRow = styled(Link)`
  display: flex;
  gap: ${theme.space.sm};
  align-items: center;
  padding: ${theme.space.xs};
  border-radius: ${theme.radius.md};
  color: ${theme.color.text};
  text-decoration: none;
  &:hover {
    background: ${theme.color.surface};
  }
  small {
    display: block;
    color: ${theme.color.textSecondary};
  }
`;

const Suggestions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin-top: ${theme.space.md};
`;

const Composer = styled.form`
  display: flex;
  gap: ${theme.space.sm};
`;

interface Exchange {
  question: string;
  answer: ChatAnswer;
}

function AnswerBooks({ books, onOpen }: { books: BookSummary[]; onOpen: () => void }) {
  const locale = useLocale();
  const t = useT<LibraryMessageId | UiMessageId>();
  const link = useLibraryLink();
  return (
    <Books>
      {books.map((book) => {
        const { title } = bookTitle(book, locale);
        return (
          <li key={book.id}>
            <BookRow to={link("/library/bookdetail", { id: book.id })} onClick={onOpen}>
              <BookCover id={book.id} title={title} size="sm" src={book.cover} />
              <span>
                {title}
                {/* The book's own language: a Chinese book asked for in English reads as one. */}
                <small>
                  {t(`library.book.language.${book.language}`)} · {book.author} ·{" "}
                  {t("library.book.ages", { min: book.age_min, max: book.age_max })}
                </small>
              </span>
            </BookRow>
          </li>
        );
      })}
    </Books>
  );
}

/** What went wrong with a question, in the reader's words ("你似乎已離線"). */
function useFailureText() {
  const intl = useIntl();
  return (error: Error) =>
    isApiError(error)
      ? decisionText(decideError(error.failure, "library"), intl)
      : intl.formatMessage({ id: "core.error.network" });
}

export interface ChatPanelProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The AI-assisted search (spec §1): the reader asks in a sentence; the answer is books from the
 * catalogue, what was understood, and a short reply. The disclaimer is always in view.
 */
export function ChatPanel({ open, onClose }: ChatPanelProps) {
  const t = useT<LibraryMessageId | UiMessageId>();
  const ask = useLibraryChat();
  const failureText = useFailureText();
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const [message, setMessage] = useState("");
  const end = useRef<HTMLLIElement>(null);
  // The phone's Back closes the helper rather than leave the page.
  useCloseOnBack(open, onClose);

  // The newest answer in view: the panel's own scrolling box scrolls, never the page under it
  // (scrollIntoView would scroll a school's page too).
  useEffect(() => {
    const dialog = end.current?.closest("dialog");
    for (let box = end.current?.parentElement; box && box !== dialog; box = box.parentElement) {
      if (box.scrollHeight > box.clientHeight) {
        box.scrollTop = box.scrollHeight;
        return;
      }
    }
  }, [exchanges.length, ask.isPending]);

  const send = (text: string) => {
    const question = text.trim().slice(0, 300);
    if (!question || ask.isPending) return;
    const history: ChatTurn[] = exchanges.flatMap((e) => [
      { role: "reader" as const, text: e.question },
      { role: "assistant" as const, text: e.answer.reply.slice(0, 300) },
    ]);
    ask.mutate(
      { message: question, history },
      {
        onSuccess: (answer) => {
          setExchanges((all) => [...all, { question, answer }]);
          // Only an answered question leaves the box: on a failure the reader keeps their words.
          setMessage("");
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(message);
  };

  /** What was understood, each condition marked when an earlier question set it. */
  const intentChips = ({ intent }: ChatAnswer): Chip[] => {
    const carried = (condition: ChatCondition) =>
      intent.carried.includes(condition) ? condition : undefined;
    return [
      ...intent.keywords.map((text) => ({ text, carried: carried("topic") })),
      ...(intent.age !== null
        ? [{ text: t("library.chat.age", { age: intent.age }), carried: carried("age") }]
        : []),
      ...(intent.language
        ? [{ text: t(`library.book.language.${intent.language}`), carried: carried("language") }]
        : []),
    ];
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      width={440}
      title={t("library.chat.title")}
      footer={
        <Composer onSubmit={submit}>
          <Input
            value={message}
            maxLength={300}
            enterKeyHint="send"
            aria-label={t("library.chat.input")}
            placeholder={t("library.chat.placeholder")}
            onChange={(event) => setMessage(event.target.value)}
          />
          <Button type="submit" variant="primary" loading={ask.isPending}>
            {t("library.chat.send")}
          </Button>
        </Composer>
      }
    >
      <Disclaimer role="note">{t("library.chat.disclaimer")}</Disclaimer>
      <Log aria-live="polite" aria-label={t("library.chat.log")}>
        <Bubble $mine={false}>
          <p>{t("library.chat.hello")}</p>
          {exchanges.length === 0 && (
            <Suggestions>
              {(
                ["library.chat.example1", "library.chat.example2", "library.chat.example3"] as const
              ).map((id) => (
                <Button key={id} size="sm" onClick={() => send(t(id))}>
                  {t(id)}
                </Button>
              ))}
            </Suggestions>
          )}
        </Bubble>
        {exchanges.map(({ question, answer }, index) => (
          <Exchanged
            key={index}
            question={question}
            answer={answer}
            chips={intentChips(answer)}
            // Dropping a condition is the reader saying so: "不限年齡" goes into the conversation.
            onDrop={
              index === exchanges.length - 1
                ? (condition) => send(t(`library.chat.drop.${condition}`))
                : undefined
            }
            onOpen={onClose}
          />
        ))}
        {ask.error && (
          <Bubble $mine={false}>
            <div role="alert">
              <p>{failureText(ask.error)}</p>
              <p>{t("library.chat.failed")}</p>
            </div>
          </Bubble>
        )}
        {ask.isPending && (
          <Bubble $mine={false} aria-busy="true">
            <p>{t("library.chat.thinking")}</p>
          </Bubble>
        )}
        <li ref={end} aria-hidden="true" />
      </Log>
    </Drawer>
  );
}

interface Chip {
  text: string;
  /** Set when the condition came from an earlier question. */
  carried?: ChatCondition;
}

function Exchanged({
  question,
  answer,
  chips,
  onDrop,
  onOpen,
}: Exchange & {
  chips: Chip[];
  /** The latest answer's carried conditions can be dropped; earlier answers' are history. */
  onDrop?: (condition: ChatCondition) => void;
  onOpen: () => void;
}) {
  const t = useT<LibraryMessageId | UiMessageId>();
  return (
    <>
      <Bubble $mine>
        <p>{question}</p>
      </Bubble>
      <Bubble $mine={false}>
        <p>{answer.reply}</p>
        {chips.length > 0 && (
          <Chips>
            {chips.map(({ text, carried }) =>
              carried ? (
                <li key={text} data-carried="">
                  {t("library.chat.carried", { what: text })}
                  {onDrop && (
                    <button
                      type="button"
                      aria-label={t(`library.chat.drop.${carried}`)}
                      onClick={() => onDrop(carried)}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  )}
                </li>
              ) : (
                <li key={text}>{text}</li>
              ),
            )}
          </Chips>
        )}
        {answer.books.length > 0 && <AnswerBooks books={answer.books} onOpen={onOpen} />}
      </Bubble>
    </>
  );
}
