import type { CalendarFeed } from "@campus/contract";
import { useApiOrigin, useT } from "@campus/core";
import {
  Button,
  Checkbox,
  Dialog,
  TextArea,
  Skeleton,
  theme,
  useAction,
  useMessage,
  type UiMessageId,
} from "@campus/ui";
import { useId, useRef, useState } from "react";
import styled from "styled-components";
import { useCalendarFeed } from "../../api/calendar-feed";
import { useCalendarFeedRenew } from "../../api/calendar-feed-renew";
import type { CalendarMessageId } from "../../messages/message-ids";

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  p {
    margin: 0;
  }
`;

const Feeds = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  label {
    display: block;
    margin-bottom: ${theme.space.xs};
    font-weight: ${theme.font.weight.medium};
  }
`;

const CopyRow = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  align-items: flex-start;
  > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

const Address = styled(TextArea)`
  textarea {
    min-height: 0;
    resize: none;
    word-break: break-all;
    font-size: ${theme.font.size.sm};
  }
`;

const Quiet = styled.p`
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

/** A feed's full address: the API's origin and its secret path; one child's, or with lessons. */
export function feedUrl(
  origin: string,
  path: string,
  { person, lessons }: { person?: number; lessons?: boolean } = {},
): string {
  const query = new URLSearchParams();
  if (person !== undefined) query.set("person", String(person));
  if (lessons) query.set("lessons", "1");
  const search = query.toString();
  return `${origin}${path}${search ? `?${search}` : ""}`;
}

/** One address with its copy button; copying falls back to selecting it for the user. */
function FeedAddress({ label, url }: { label: string; url: string }) {
  const t = useT<CalendarMessageId>();
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const message = useMessage();
  const copy = async () => {
    try {
      // Missing on a page served over plain http, and refused without the user's permission.
      await navigator.clipboard.writeText(url);
      message.success(t("calendar.subscribe.copied"));
    } catch {
      input.current?.focus();
      input.current?.select();
      message.info(t("calendar.subscribe.copyYourself"));
    }
  };
  return (
    <li>
      <label htmlFor={id}>{label}</label>
      <CopyRow>
        {/* Two lines: the whole address shows on a phone, its secret part too. */}
        <Address
          ref={input}
          id={id}
          value={url}
          readOnly
          rows={2}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button onClick={() => void copy()} aria-label={t("calendar.subscribe.copyOf", { label })}>
          {t("calendar.subscribe.copy")}
        </Button>
      </CopyRow>
    </li>
  );
}

function Addresses({ feed, path }: { feed: CalendarFeed; path: string }) {
  const t = useT<CalendarMessageId>();
  const origin = useApiOrigin();
  const [lessons, setLessons] = useState(false);
  const several = feed.people.length > 1;
  return (
    <>
      <Checkbox checked={lessons} onChange={(event) => setLessons(event.currentTarget.checked)}>
        {t("calendar.subscribe.withLessons")}
      </Checkbox>
      <Feeds>
        <FeedAddress
          label={several ? t("calendar.subscribe.everyone") : t("calendar.subscribe.mine")}
          url={feedUrl(origin, path, { lessons })}
        />
        {several &&
          feed.people.map((person) => (
            <FeedAddress
              key={person.id}
              label={t("calendar.subscribe.onlyOf", { name: person.name })}
              url={feedUrl(origin, path, { person: person.id, lessons })}
            />
          ))}
      </Feeds>
      <Quiet>{t("calendar.subscribe.secret")}</Quiet>
    </>
  );
}

/**
 * Subscribe (from the overview): the user's secret address for Google, Apple or Outlook
 * calendars — everyone's, and each child's for a parent — with copy buttons; before one exists,
 * a button that makes it; and a new address on demand, once the user confirms that the old one
 * stops working.
 */
export function SubscribeDialog({ onClose }: { onClose: () => void }) {
  const t = useT<CalendarMessageId | UiMessageId>();
  const feed = useCalendarFeed();
  const renew = useCalendarFeedRenew();
  const create = useAction({
    run: () => renew.mutateAsync({}),
    success: () => t("calendar.subscribe.created"),
  });
  const replace = useAction({
    confirm: () => ({
      title: t("calendar.subscribe.renewTitle"),
      content: t("calendar.subscribe.renewText"),
      okText: t("calendar.subscribe.renew"),
      danger: true,
    }),
    run: () => renew.mutateAsync({}),
    success: () => t("calendar.subscribe.renewed"),
  });
  const path = feed.data?.path ?? null;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t("calendar.subscribe.title")}
      footer={<Button onClick={onClose}>{t("calendar.close")}</Button>}
    >
      <Body>
        <p>{t("calendar.subscribe.explain")}</p>
        {feed.isError ? (
          <p role="alert">
            {t("calendar.subscribe.failed")}{" "}
            <Button size="sm" onClick={() => void feed.refetch()}>
              {t("ui.routeError.retry")}
            </Button>
          </p>
        ) : !feed.data ? (
          <Skeleton lines={3} />
        ) : path === null ? (
          <>
            <Quiet>{t("calendar.subscribe.none")}</Quiet>
            <div>
              <Button
                variant="primary"
                loading={create.isRunning(undefined)}
                onClick={() => void create.run()}
              >
                {t("calendar.subscribe.create")}
              </Button>
            </div>
          </>
        ) : (
          <>
            <Addresses feed={feed.data} path={path} />
            <div>
              <Button
                variant="text"
                loading={replace.isRunning(undefined)}
                onClick={() => void replace.run()}
              >
                {t("calendar.subscribe.renew")}
              </Button>
            </div>
          </>
        )}
      </Body>
    </Dialog>
  );
}
