import { useIntl, useT } from "@campus/core";
import type { PortalMessageId } from "../messages/message-ids";
import { Button, stripEdges, theme, useRevealCurrent, useStripEdges } from "@campus/ui";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import styled from "styled-components";
import { canClose, type PageTab } from "./page-tabs-model";

export type TabAction = "closeCurrent" | "closeLeft" | "closeRight" | "closeAll";

export interface PageTabsProps {
  tabs: PageTab[];
  /** The active tab's key (its page's path). */
  active: string;
  /** Called with the chosen tab's location (`href`). */
  onSelect(href: string): void;
  onClose(key: string): void;
  onAction(action: TabAction, key: string): void;
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 40px;
  padding: 0 ${theme.space.sm};
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.border};
`;

const Strip = styled.ul`
  display: flex;
  flex: 1;
  gap: ${theme.space.xs};
  margin: 0;
  padding: ${theme.space.xs} 0;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: thin;
  /* Tabs past the edge of a phone fade there: the row goes on (issue 35, item 38). */
  ${stripEdges}
`;

const Tab = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  flex: none;
  border: 1px solid ${(p) => (p.$active ? theme.color.primary : theme.color.border)};
  border-radius: ${theme.radius.sm};
  background: ${(p) => (p.$active ? theme.color.primarySoft : theme.color.surface)};
  font-size: ${theme.font.size.sm};
`;

const TabLink = styled.button<{ $active: boolean }>`
  min-height: 30px;
  /* 44 px touch targets on phones (issue 35, item 21): the tab, its ×, the menu's items. */
  @media (pointer: coarse) {
    min-height: 44px;
  }
  padding: 0 ${theme.space.sm};
  border: 0;
  background: none;
  font: inherit;
  color: ${(p) => (p.$active ? theme.color.primaryText : theme.color.textSecondary)};
  font-weight: ${(p) => (p.$active ? theme.font.weight.medium : theme.font.weight.regular)};
  cursor: pointer;
  white-space: nowrap;
`;

const CloseButton = styled.button`
  display: grid;
  place-items: center;
  width: 24px;
  height: 24px;
  @media (pointer: coarse) {
    width: 44px;
    height: 44px;
  }
  margin-inline-end: 2px;
  border: 0;
  border-radius: 50%;
  background: none;
  color: ${theme.color.textSecondary};
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${theme.color.neutralSoft};
    color: ${theme.color.text};
  }
`;

const MenuWrap = styled.div`
  position: relative;
  flex: none;
`;

const Menu = styled.ul`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 4px);
  z-index: ${theme.z.header + 1};
  min-width: 180px;
  margin: 0;
  padding: ${theme.space.xs} 0;
  list-style: none;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.popup};
`;

const MenuItemButton = styled.button`
  display: block;
  width: 100%;
  min-height: 40px;
  @media (pointer: coarse) {
    min-height: 44px;
  }
  padding: 0 ${theme.space.lg};
  border: 0;
  background: none;
  font: inherit;
  text-align: start;
  color: ${theme.color.text};
  cursor: pointer;
  &:hover:not(:disabled),
  &:focus-visible {
    background: ${theme.color.neutralSoft};
  }
  &:disabled {
    color: ${theme.color.textDisabled};
    cursor: not-allowed;
  }
`;

const ACTIONS: TabAction[] = ["closeCurrent", "closeLeft", "closeRight", "closeAll"];

/**
 * The multi-tab page tabs. Each tab has a close button (none when it is the last tab); the
 * actions menu — also opened by right-clicking a tab — closes the current tab, those to its
 * left or right, or all of them.
 */
export function PageTabs({ tabs, active, onSelect, onClose, onAction }: PageTabsProps) {
  const intl = useIntl();
  const t = useT<PortalMessageId>();
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const menuId = useId();
  const menuRef = useRef<HTMLUListElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const stripRef = useRef<HTMLUListElement>(null);
  // Many tabs on a phone: the strip scrolls, and the current page's tab stays in view.
  useRevealCurrent(stripRef, '[aria-current="page"]');
  useStripEdges(stripRef);
  const closable = canClose(tabs);
  const target = menuFor ?? active;
  const index = tabs.findIndex((tab) => tab.key === target);

  useEffect(() => {
    if (menuFor)
      menuRef.current?.querySelector<HTMLButtonElement>("button:not(:disabled)")?.focus();
  }, [menuFor]);

  useEffect(() => {
    if (!menuFor) return;
    const close = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node) && event.target !== toggleRef.current)
        setMenuFor(null);
    };
    document.addEventListener("pointerdown", close);
    return () => document.removeEventListener("pointerdown", close);
  }, [menuFor]);

  const disabled: Record<TabAction, boolean> = {
    closeCurrent: !closable,
    closeLeft: index <= 0,
    closeRight: index === -1 || index === tabs.length - 1,
    closeAll: false,
  };

  function onMenuKey(event: KeyboardEvent) {
    const items = [
      ...(menuRef.current?.querySelectorAll<HTMLButtonElement>("button:not(:disabled)") ?? []),
    ];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === "Escape") {
      setMenuFor(null);
      toggleRef.current?.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    }
  }

  return (
    <Bar>
      <Strip ref={stripRef} aria-label={t("host.tabs.label")}>
        {tabs.map((tab) => {
          // A title id declared by the page (its feature checks it).
          const title = intl.formatMessage({ id: tab.title });
          const isActive = tab.key === active;
          return (
            <Tab
              key={tab.key}
              $active={isActive}
              onContextMenu={(event) => {
                event.preventDefault();
                setMenuFor(tab.key);
              }}
            >
              <TabLink
                type="button"
                $active={isActive}
                aria-current={isActive ? "page" : undefined}
                onClick={() => onSelect(tab.href)}
              >
                {title}
              </TabLink>
              {closable && (
                <CloseButton
                  type="button"
                  aria-label={t("host.tabs.close", { title })}
                  onClick={() => onClose(tab.key)}
                >
                  <span aria-hidden="true">×</span>
                </CloseButton>
              )}
            </Tab>
          );
        })}
      </Strip>
      <MenuWrap>
        <Button
          ref={toggleRef}
          variant="text"
          size="sm"
          aria-haspopup="menu"
          aria-expanded={menuFor !== null}
          aria-controls={menuFor ? menuId : undefined}
          aria-label={t("host.tabs.actions")}
          onClick={() => setMenuFor(menuFor ? null : active)}
        >
          <span aria-hidden="true">⋯</span>
        </Button>
        {menuFor && (
          <Menu
            id={menuId}
            role="menu"
            ref={menuRef}
            aria-label={t("host.tabs.actions")}
            onKeyDown={onMenuKey}
          >
            {ACTIONS.map((action) => (
              <li key={action} role="none">
                <MenuItemButton
                  type="button"
                  role="menuitem"
                  disabled={disabled[action]}
                  onClick={() => {
                    setMenuFor(null);
                    onAction(action, target);
                  }}
                >
                  {t(`host.tabs.${action}`)}
                </MenuItemButton>
              </li>
            ))}
          </Menu>
        )}
      </MenuWrap>
    </Bar>
  );
}
