import type { Locale, MenuItem } from "@campus/contract";
import { useT } from "@campus/core";
import { NavLink, theme } from "@campus/ui";
import { useState } from "react";
import styled, { css } from "styled-components";
import type { PortalMessageId } from "../messages/message-ids";
import { MenuIcon } from "./menu-icon";

/** A menu item's name in the interface language (zh-CN has its own field, zh-TW the default). */
export function menuName(item: MenuItem, locale: Locale): string {
  if (locale === "en-US") return item.name_en;
  return locale === "zh-CN" ? item.name_cn || item.name_zh : item.name_zh;
}

/** Items the menu shows: hidden ones are skipped, and so are groups left empty by that. */
export function visibleItems(items: MenuItem[]): MenuItem[] {
  return items
    .filter((item) => !item.hidden)
    .map((item) => ({ ...item, children: visibleItems(item.children) }))
    .filter((item) => item.children.length > 0 || item.path || item.url);
}

export interface SideMenuProps {
  items: MenuItem[];
  locale: Locale;
  /** Icons only (81 px). */
  collapsed?: boolean;
  /** The path being shown, so its group starts open. */
  activePath: string;
  onNavigate?: () => void;
  onExpand?: () => void;
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${theme.space.xs} 0;
`;

const entry = `
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 44px;
  padding: 0 20px;
  border: 0;
  background: transparent;
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
`;

const GroupButton = styled.button`
  ${entry}
  color: ${theme.color.text};
  font-weight: ${theme.font.weight.medium};
  &:hover {
    background: ${theme.color.neutralSoft};
  }
`;

const Chevron = styled.span<{ $open: boolean }>`
  margin-inline-start: auto;
  transition: transform 0.15s;
  transform: rotate(${(p) => (p.$open ? 180 : 0)}deg);
`;

const leaf = css<{ $nested: boolean }>`
  ${entry}
  padding-inline-start: ${(p) => (p.$nested ? "52px" : "20px")};
  color: ${theme.color.textSecondary};
  &:hover {
    color: ${theme.color.text};
    background: ${theme.color.neutralSoft};
  }
  &.active {
    color: ${theme.color.primaryText};
    background: ${theme.color.primarySoft};
    font-weight: ${theme.font.weight.medium};
    box-shadow: inset -3px 0 0 ${theme.color.primary};
  }
`;

const Leaf = styled(NavLink)<{ $nested: boolean }>`
  ${leaf}
`;

/** A menu item that opens another system (`vue` false): a plain link. */
const ExternalLeaf = styled.a<{ $nested: boolean }>`
  ${leaf}
`;

const Label = styled.span<{ $hidden: boolean }>`
  ${(p) => (p.$hidden ? "position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);" : "")}
`;

function containsPath(item: MenuItem, path: string): boolean {
  return item.path === path || item.children.some((child) => containsPath(child, path));
}

function Group({ item, props }: { item: MenuItem; props: SideMenuProps }) {
  const { locale, collapsed = false, activePath, onExpand } = props;
  const [open, setOpen] = useState(() => containsPath(item, activePath));
  const name = menuName(item, locale);
  const listId = `menu-${item.code}`;
  return (
    <li>
      <GroupButton
        type="button"
        aria-expanded={collapsed ? false : open}
        aria-controls={listId}
        title={collapsed ? name : undefined}
        onClick={() => {
          if (collapsed) {
            setOpen(true);
            onExpand?.();
          } else setOpen(!open);
        }}
      >
        <MenuIcon name={item.icon} />
        <Label $hidden={collapsed}>{name}</Label>
        {!collapsed && (
          <Chevron $open={open} aria-hidden="true">
            ▾
          </Chevron>
        )}
      </GroupButton>
      {!collapsed && open && (
        <List id={listId}>
          {item.children.map((child) => (
            <Entry key={child.code} item={child} props={props} nested />
          ))}
        </List>
      )}
    </li>
  );
}

function Entry({
  item,
  props,
  nested = false,
}: {
  item: MenuItem;
  props: SideMenuProps;
  nested?: boolean;
}) {
  if (item.children.length > 0) return <Group item={item} props={props} />;
  const name = menuName(item, props.locale);
  const collapsed = props.collapsed ?? false;
  // `vue` items are routes of this app; others are links to another system.
  if (!item.vue && item.url) {
    return (
      <li>
        <ExternalLeaf href={item.url} $nested={nested} title={collapsed ? name : undefined}>
          {!nested && <MenuIcon name={item.icon} />}
          <Label $hidden={collapsed && !nested}>{name}</Label>
        </ExternalLeaf>
      </li>
    );
  }
  return (
    <li>
      <Leaf
        to={item.path}
        $nested={nested}
        onClick={props.onNavigate}
        title={collapsed ? name : undefined}
      >
        {!nested && <MenuIcon name={item.icon} />}
        <Label $hidden={collapsed && !nested}>{name}</Label>
      </Leaf>
    </li>
  );
}

/** The side menu from the server (`get_menu_json`): nested groups, icons, names per language. */
export function SideMenu(props: SideMenuProps) {
  const t = useT<PortalMessageId>();
  return (
    <nav aria-label={t("host.nav.label")}>
      <List>
        {visibleItems(props.items).map((item) => (
          <Entry key={item.code} item={item} props={props} />
        ))}
      </List>
    </nav>
  );
}
