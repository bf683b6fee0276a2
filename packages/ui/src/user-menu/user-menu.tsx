import { LOCALES, type ChildUser, type Locale, type UserInfo } from "@campus/contract";
import { childActedFor, useIntl } from "@campus/core";
import { Avatar } from "../avatar/avatar";
import { theme } from "../theme/theme";
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import styled from "styled-components";

export interface UserMenuProps {
  user: UserInfo;
  locale: Locale;
  onSwitchChild(child: ChildUser): void;
  onSwitchLocale(locale: Locale): void;
  onSignOut(): void;
  /**
   * The toggle shows the avatar alone (its accessible name still says whose menu it is): a
   * phone's header, where the page's title needs the room and the current child is shown on a
   * line of its own.
   */
  compact?: boolean;
}

export function displayName(user: Pick<UserInfo, "user_name" | "name_en">, locale: Locale) {
  return locale === "en-US" ? user.name_en : user.user_name;
}

export function childName(child: ChildUser, locale: Locale) {
  return locale === "en-US" ? child.name_en : child.name_zh;
}

export function schoolName(child: ChildUser, locale: Locale) {
  const school = child.school_student.school;
  if (locale === "en-US") return school.name_en;
  return locale === "zh-CN" ? school.name_cn : school.name_zh;
}

/** The least room between a popup and the viewport's edge. */
const EDGE = 8;

const Wrap = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 40px;
  padding: 0 ${theme.space.sm};
  border: 0;
  border-radius: ${theme.radius.md};
  background: none;
  font: inherit;
  color: ${theme.color.text};
  cursor: pointer;
  &:hover {
    background: ${theme.color.neutralSoft};
  }
`;

const Names = styled.span`
  display: grid;
  text-align: start;
  line-height: 1.25;
  max-width: 40vw;
  small {
    color: ${theme.color.textSecondary};
    font-size: ${theme.font.size.xs};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Panel = styled.div`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 6px);
  z-index: ${theme.z.header + 2};
  width: min(320px, calc(100vw - 16px));
  padding: ${theme.space.sm} 0;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.popup};
`;

const Heading = styled.h2`
  margin: ${theme.space.sm} ${theme.space.lg} ${theme.space.xs};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.medium};
  color: ${theme.color.textSecondary};
`;

/** A radio group of buttons: a plain box, not a list (a list's items may not be radios). */
const Options = styled.div`
  display: flex;
  flex-direction: column;
`;

const Option = styled.button`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  width: 100%;
  min-height: 44px;
  padding: ${theme.space.xs} ${theme.space.lg};
  border: 0;
  background: none;
  font: inherit;
  text-align: start;
  color: ${theme.color.text};
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${theme.color.neutralSoft};
  }
  &[aria-checked="true"] {
    background: ${theme.color.primarySoft};
  }
`;

const Check = styled.span`
  margin-inline-start: auto;
  color: ${theme.color.primaryText};
`;

const Divider = styled.hr`
  margin: ${theme.space.sm} 0;
  border: 0;
  border-top: 1px solid ${theme.color.border};
`;

/**
 * The header's user menu: avatar and name; the child switch list (photo, name, school); the
 * language switch; sign-out. A disclosure with menu-like keyboard use (arrows, Escape).
 */
export function UserMenu({
  user,
  locale,
  onSwitchChild,
  onSwitchLocale,
  onSignOut,
  compact = false,
}: UserMenuProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const child = childActedFor(user);
  const name = displayName(user, locale);

  useEffect(() => {
    if (!open) return;
    wrapRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(panelId)} button`)?.focus();
    // Inside an element's shadow root the page sees the host as the target: the event's path
    // says whether the pointer went down in the menu.
    const close = (event: PointerEvent) => {
      if (wrapRef.current && !event.composedPath().includes(wrapRef.current)) setOpen(false);
    };
    document.addEventListener("pointerdown", close);
    return () => document.removeEventListener("pointerdown", close);
  }, [open, panelId]);

  // The panel stays on screen wherever the toggle is (an element may sit at the page's left).
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const place = () => {
      panel.style.translate = "";
      const { left, right } = panel.getBoundingClientRect();
      const width = document.documentElement.clientWidth;
      const shift = left < EDGE ? EDGE - left : right > width - EDGE ? width - EDGE - right : 0;
      if (shift) panel.style.translate = `${Math.round(shift)}px 0`;
    };
    place();
    window.addEventListener("resize", place);
    return () => window.removeEventListener("resize", place);
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
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t("ui.userMenu.toggle", { name })}
        onClick={() => setOpen(!open)}
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
        <Panel id={panelId} ref={panelRef}>
          {/* A parent's children; a student's one "child" is themself: nothing to switch. */}
          {child && user.childsUser.length > 0 && (
            <section aria-labelledby={`${panelId}-children`}>
              <Heading id={`${panelId}-children`}>{t("ui.userMenu.children")}</Heading>
              <Options role="radiogroup" aria-labelledby={`${panelId}-children`}>
                {user.childsUser.map((c) => (
                  <Option
                    key={c.id}
                    type="button"
                    role="radio"
                    aria-checked={c.id === user.child_user_id}
                    onClick={choose(() => c.id !== user.child_user_id && onSwitchChild(c))}
                  >
                    <Avatar name={childName(c, locale)} src={c.head_img_path} size="sm" />
                    <Names>
                      <span>{childName(c, locale)}</span>
                      <small>
                        {t("ui.userMenu.childSchool", {
                          school: schoolName(c, locale),
                          className: c.school_student.class_name,
                        })}
                      </small>
                    </Names>
                    {c.id === user.child_user_id && <Check aria-hidden="true">✓</Check>}
                  </Option>
                ))}
              </Options>
              <Divider />
            </section>
          )}
          <section aria-labelledby={`${panelId}-language`}>
            <Heading id={`${panelId}-language`}>{t("ui.userMenu.language")}</Heading>
            <Options role="radiogroup" aria-labelledby={`${panelId}-language`}>
              {LOCALES.map((l) => (
                <Option
                  key={l}
                  type="button"
                  role="radio"
                  aria-checked={l === locale}
                  lang={l}
                  onClick={choose(() => l !== locale && onSwitchLocale(l))}
                >
                  {t(`core.locale.${l}`)}
                  {l === locale && <Check aria-hidden="true">✓</Check>}
                </Option>
              ))}
            </Options>
          </section>
          <Divider />
          <Option type="button" onClick={choose(onSignOut)}>
            {t("ui.userMenu.signOut")}
          </Option>
        </Panel>
      )}
    </Wrap>
  );
}
