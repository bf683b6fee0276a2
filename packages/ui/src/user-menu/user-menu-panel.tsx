import { LOCALES, type ChildUser, type Locale, type UserInfo } from "@campus/contract";
import { childActedFor, useIntl } from "@campus/core";
import { useEffect, useLayoutEffect, useRef } from "react";
import styled from "styled-components";
import { Avatar } from "../avatar/avatar";
import { theme } from "../theme/theme";
import { childName, Names, popupBox, schoolName } from "./names";

/** The least room between a popup and the viewport's edge. */
const EDGE = 8;

const Panel = styled.div`
  ${popupBox}
  padding: ${theme.space.sm} 0;
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

export interface UserMenuPanelProps {
  id: string;
  user: UserInfo;
  locale: Locale;
  onSwitchChild(child: ChildUser): void;
  onSwitchLocale(locale: Locale): void;
  onSignOut(): void;
  onPassword?(): void;
  /** Opens the data access request's dialog (a guardian's, a student's); else no such entry. */
  onMyData?(): void;
  /** An entry's action: closes the menu, gives the toggle its focus back, then acts. */
  choose(action: () => void): () => void;
}

/**
 * The open user menu: the child switch list (photo, name, school), the language switch, the
 * sign-in password, sign-out. Its own chunk, downloaded when the menu first opens: a page's
 * first screen carries the toggle only.
 */
export function UserMenuPanel({
  id: panelId,
  user,
  locale,
  onSwitchChild,
  onSwitchLocale,
  onSignOut,
  onPassword,
  onMyData,
  choose,
}: UserMenuPanelProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const panelRef = useRef<HTMLDivElement>(null);
  const child = childActedFor(user);

  // Opened: the first entry has the focus (arrows move it, Escape closes).
  useEffect(() => panelRef.current?.querySelector("button")?.focus(), []);

  // The panel stays on screen wherever the toggle is (an element may sit at the page's left).
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
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
  }, []);

  return (
    <Panel id={panelId} ref={panelRef} part="account-menu">
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
                      school: schoolName(c.school_student.school, locale),
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
      {onPassword && (
        <Option type="button" onClick={choose(onPassword)}>
          {t("ui.signIn.password")}
        </Option>
      )}
      {onMyData && (
        <Option type="button" onClick={choose(onMyData)}>
          {t("ui.userMenu.myData")}
        </Option>
      )}
      <Option type="button" onClick={choose(onSignOut)}>
        {t("ui.userMenu.signOut")}
      </Option>
    </Panel>
  );
}
