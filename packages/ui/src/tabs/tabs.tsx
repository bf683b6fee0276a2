import { useIntl } from "@campus/core";
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import styled from "styled-components";
import { stripEdges, useStripEdges } from "../strip/strip-edges";
import { useRevealCurrent } from "../strip/use-reveal-current";
import { theme } from "../theme/theme";

export interface TabItem {
  key: string;
  label: ReactNode;
  /** Rendered only while the tab is selected. */
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Controlled selection. */
  activeKey?: string;
  /** Uncontrolled: the tab selected first (default: the first enabled one). */
  defaultActiveKey?: string;
  onChange?: (key: string) => void;
  /** Names the tab list; give one of the two, or it is called "tabs". */
  "aria-label"?: string;
  "aria-labelledby"?: string;
  className?: string;
}

const TabList = styled.div`
  display: flex;
  gap: ${theme.space.xs};
  /* Phones: the tabs keep their one line and scroll sideways instead of wrapping. */
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  border-bottom: 1px solid ${theme.color.border};
  ${stripEdges}
`;

const Tab = styled.button`
  flex: none;
  position: relative;
  min-height: ${theme.layout.tabsHeight}px;
  @media (pointer: coarse) {
    min-height: 44px;
  }
  padding: 0 ${theme.space.md};
  border: 0;
  background: none;
  color: ${theme.color.textSecondary};
  font: inherit;
  white-space: nowrap;
  cursor: pointer;

  &::after {
    content: "";
    position: absolute;
    inset: auto ${theme.space.sm} 0;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: transparent;
  }
  &:hover:not(:disabled) {
    color: ${theme.color.primaryText};
  }
  &[aria-selected="true"] {
    color: ${theme.color.primaryText};
    font-weight: ${theme.font.weight.medium};
  }
  &[aria-selected="true"]::after {
    background: ${theme.color.primary};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

const Panel = styled.div`
  padding-top: ${theme.space.lg};
`;

/**
 * Tabs after the WAI-ARIA tabs pattern: one tab stop for the list (roving tabindex), arrow
 * keys move between tabs and select them, Home and End jump to the ends, disabled tabs are
 * skipped. Where the list scrolls sideways (a phone), the selected tab is kept in view.
 */
export function Tabs({
  items,
  activeKey,
  defaultActiveKey,
  onChange,
  className,
  ...labelling
}: TabsProps) {
  const intl = useIntl();
  const id = useId();
  const enabled = items.filter((item) => !item.disabled);
  const [ownKey, setOwnKey] = useState(defaultActiveKey ?? enabled[0]?.key);
  const wanted = activeKey ?? ownKey;
  // A key that is missing or disabled would leave the list without a tab stop.
  const selected = enabled.some((item) => item.key === wanted) ? wanted : enabled[0]?.key;
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const list = useRef<HTMLDivElement>(null);
  // On a phone the list scrolls sideways: the selected tab stays in view.
  useRevealCurrent(list, '[aria-selected="true"]');
  useStripEdges(list);

  const select = (key: string) => {
    if (activeKey === undefined) setOwnKey(key);
    if (key !== selected) onChange?.(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = enabled.findIndex((item) => item.key === selected);
    const targets: Record<string, number> = {
      ArrowRight: (at + 1) % enabled.length,
      ArrowLeft: (at - 1 + enabled.length) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    };
    const target = enabled[targets[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    select(target.key);
    tabs.current.get(target.key)?.focus();
  };

  // Ids by position: keys are the caller's and may hold characters an id reference cannot.
  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = (index: number) => `${id}-panel-${index}`;
  const label =
    labelling["aria-label"] ??
    (labelling["aria-labelledby"] ? undefined : intl.formatMessage({ id: "ui.tabs.label" }));

  return (
    <div className={className}>
      <TabList
        ref={list}
        role="tablist"
        aria-label={label}
        aria-labelledby={labelling["aria-labelledby"]}
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => {
          const isSelected = item.key === selected;
          return (
            <Tab
              key={item.key}
              ref={(node) => {
                if (node) tabs.current.set(item.key, node);
                else tabs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              aria-controls={panelId(index)}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.key)}
            >
              {item.label}
            </Tab>
          );
        })}
      </TabList>
      {items.map((item, index) => (
        // Every panel exists so each tab's aria-controls points somewhere; only one is shown.
        <Panel
          key={item.key}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          tabIndex={0}
          hidden={item.key !== selected}
        >
          {item.key === selected && item.content}
        </Panel>
      ))}
    </div>
  );
}
