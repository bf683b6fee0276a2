import type { ChildUser, Locale, UserInfo } from "@campus/contract";
import { childActedFor, useIntl } from "@campus/core";
import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import styled from "styled-components";
import { Avatar } from "../avatar/avatar";
import { PartBoundary } from "../routing/part-boundary";
import { retryableLazy, retryFailedLoads } from "../routing/retryable-lazy";
import { theme } from "../theme/theme";
import { childName, displayName, Names } from "./names";

export { childName, displayName, schoolName } from "./names";

/**
 * The open menu's code: not on a page's first screen; fetched once the page has settled, so the
 * first tap opens it at once (or, failing that, when it first opens).
 */
const loadPanel = () => import("./user-menu-panel");
const UserMenuPanel = retryableLazy(() => loadPanel().then((m) => m.UserMenuPanel));

export interface UserMenuProps {
  user: UserInfo;
  locale: Locale;
  onSwitchChild(child: ChildUser): void;
  onSwitchLocale(locale: Locale): void;
  onSignOut(): void;
  /** Opens the sign-in password's dialog; without it, the menu has no such entry. */
  onPassword?(): void;
  /** Opens the data access request's dialog (a guardian's, a student's); else no such entry. */
  onMyData?(): void;
  /**
   * The toggle shows the avatar alone (its accessible name still says whose menu it is): a
   * phone's header, where the page's title needs the room and the current child is shown on a
   * line of its own.
   */
  compact?: boolean;
}

const Wrap = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 40px;
  @media (pointer: coarse) {
    min-width: 44px;
    min-height: 44px;
  }
  padding: 0 ${theme.space.sm};
  border: 0;
  border-radius: ${theme.radius.md};
  background: none;
  font: inherit;
  /* On a school's own header (<campus-account>): its colours, not the menu's (docs/integrators.md). */
  color: var(--campus-account-color, ${theme.color.text});
  cursor: pointer;
  &:hover {
    background: var(--campus-account-hover, ${theme.color.neutralSoft});
  }
  small {
    color: var(--campus-account-color, ${theme.color.textSecondary});
  }
`;

/**
 * The header's user menu: avatar and name; the child switch list (photo, name, school); the
 * language switch; the sign-in password; sign-out. A disclosure with menu-like keyboard use
 * (arrows, Escape).
 */
export function UserMenu({
  user,
  locale,
  onSwitchChild,
  onSwitchLocale,
  onSignOut,
  onPassword,
  onMyData,
  compact = false,
}: UserMenuProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [open, setOpen] = useState(false);
  // Each opening starts afresh: code that failed to load before is asked for again.
  const [openings, setOpenings] = useState(0);
  const panelId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const child = childActedFor(user);
  const name = displayName(user, locale);

  useEffect(() => {
    const early = setTimeout(() => loadPanel().catch(() => undefined), 2_000);
    return () => clearTimeout(early);
  }, []);

  useEffect(() => {
    if (!open) return;
    // Inside an element's shadow root the page sees the host as the target: the event's path
    // says whether the pointer went down in the menu.
    const close = (event: PointerEvent) => {
      if (wrapRef.current && !event.composedPath().includes(wrapRef.current)) setOpen(false);
    };
    document.addEventListener("pointerdown", close);
    return () => document.removeEventListener("pointerdown", close);
  }, [open]);

  function onKey(event: KeyboardEvent) {
    if (event.key === "Escape") {
      setOpen(false);
      toggleRef.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const items = [
      ...(wrapRef.current?.querySelectorAll<HTMLButtonElement>(`#${CSS.escape(panelId)} button`) ??
        []),
    ];
    // The focused button as this menu's root sees it (the page's activeElement is the host).
    const root = wrapRef.current?.getRootNode() as Document | ShadowRoot | undefined;
    const at = items.indexOf(root?.activeElement as HTMLButtonElement);
    items[(at + (event.key === "ArrowDown" ? 1 : -1) + items.length) % items.length]?.focus();
  }

  const choose = (action: () => void) => () => {
    setOpen(false);
    toggleRef.current?.focus();
    action();
  };

  return (
    <Wrap ref={wrapRef} onKeyDown={onKey}>
      <Toggle
        ref={toggleRef}
        type="button"
        // A school's page styles it as `campus-account::part(account)`.
        part="account"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t("ui.userMenu.toggle", { name })}
        onClick={() => {
          if (!open) {
            retryFailedLoads();
            setOpenings(openings + 1);
          }
          setOpen(!open);
        }}
      >
        <Avatar
          name={child ? childName(child, locale) : name}
          src={child?.head_img_path ?? user.head_img}
          size="sm"
        />
        {!compact && (
          <Names>
            <span>{name}</span>
            {child && (
              <small>{t("ui.userMenu.currentChild", { name: childName(child, locale) })}</small>
            )}
          </Names>
        )}
      </Toggle>
      {open && (
        <PartBoundary key={openings} text={t("core.error.chunk")}>
          <Suspense fallback={null}>
            <UserMenuPanel
              id={panelId}
              user={user}
              locale={locale}
              onSwitchChild={onSwitchChild}
              onSwitchLocale={onSwitchLocale}
              onSignOut={onSignOut}
              onPassword={onPassword}
              onMyData={onMyData}
              choose={choose}
            />
          </Suspense>
        </PartBoundary>
      )}
    </Wrap>
  );
}
