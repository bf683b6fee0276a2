import { useIntl } from "@campus/core";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from "react";
import { createPortal } from "react-dom";
import styled from "styled-components";
import { media, theme } from "../theme/theme";

export type MessageTone = "info" | "success" | "warning" | "error";

export interface MessageOptions {
  /** How long it stays; 0 keeps it until dismissed. Default 3 s, errors 2.5 s (spec §9). */
  durationMs?: number;
}

type Show = (text: string, options?: MessageOptions) => number;

export interface MessageApi {
  info: Show;
  success: Show;
  warning: Show;
  error: Show;
  /** Removes one message (by the id `info` etc. returned), or all of them. */
  dismiss(id?: number): void;
}

interface Item {
  id: number;
  tone: MessageTone;
  text: string;
  durationMs: number;
}

const toneColor: Record<MessageTone, string> = {
  info: theme.color.info,
  success: theme.color.success,
  warning: theme.color.warning,
  error: theme.color.danger,
};

const Stack = styled.div`
  /* Fixed, in place: no portal, so it also works inside an element's shadow root. A manual
     popover, so it sits in the top layer above a modal dialog and its backdrop; the browser's
     popover box styles are undone. */
  position: fixed;
  inset: auto;
  margin: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  overflow: visible;
  top: ${theme.space.lg};
  left: 50%;
  transform: translateX(-50%);
  z-index: ${theme.z.toast};
  width: max-content;
  max-width: calc(100vw - 2 * ${theme.space.lg});
  pointer-events: none;
  /* On a phone the top is the header (title, child, menu): messages rise from the bottom edge,
     full width, where they cover the least a user needs (issue 9, item 10). */
  ${media.mobile} {
    top: auto;
    bottom: calc(${theme.space.lg} + env(safe-area-inset-bottom, 0px));
    width: calc(100vw - 2 * ${theme.space.lg});
  }
`;

const Region = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  &:not(:empty) + & {
    margin-top: ${theme.space.sm};
  }
`;

const Card = styled.div<{ $tone: MessageTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.sm};
  max-width: 100%;
  padding: ${theme.space.sm} ${theme.space.xs} ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  box-shadow: ${theme.shadow.popup};
  border-inline-start: 3px solid ${(p) => toneColor[p.$tone]};
  pointer-events: auto;
  overflow-wrap: anywhere;
  svg {
    flex: none;
    margin-top: 3px;
    color: ${(p) => toneColor[p.$tone]};
  }
`;

const Text = styled.span`
  flex: 1;
  min-width: 0;
  padding-block: 1px;
`;

const Dismiss = styled.button`
  flex: none;
  width: 24px;
  height: 24px;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.textSecondary};
  font: inherit;
  font-size: 16px;
  line-height: 1;
  cursor: pointer;
  @media (pointer: coarse) {
    width: 44px;
    height: 44px;
    margin-block: -8px;
  }
  &:hover {
    background: ${theme.color.neutralSoft};
    color: ${theme.color.text};
  }
`;

const glyphs: Record<MessageTone, string> = {
  info: "M8 7v4.5M8 4.6v.1",
  success: "M4.8 8.2l2.2 2.2 4.2-4.6",
  warning: "M8 4.5V9M8 11.4v.1",
  error: "M5.6 5.6l4.8 4.8M10.4 5.6l-4.8 4.8",
};

function ToneIcon({ tone }: { tone: MessageTone }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d={glyphs[tone]} stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** One message: leaves after its duration, but not while the pointer or focus is on it. */
function Toast({ item, onDismiss }: { item: Item; onDismiss: (id: number) => void }) {
  const intl = useIntl();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(item.durationMs);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused || item.durationMs <= 0) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, item.id, item.durationMs, onDismiss]);

  return (
    <Card
      $tone={item.tone}
      data-tone={item.tone}
      // A mouse resting on it pauses it. Not a finger: a message that rises under the spot a
      // phone was last tapped would otherwise never leave.
      onPointerEnter={(event) => setHovered(event.pointerType === "mouse")}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <ToneIcon tone={item.tone} />
      <Text>{item.text}</Text>
      <Dismiss
        type="button"
        aria-label={intl.formatMessage({ id: "ui.message.dismiss" })}
        onClick={() => onDismiss(item.id)}
      >
        <span aria-hidden="true">×</span>
      </Dismiss>
    </Card>
  );
}

const MessageContext = createContext<MessageApi | null>(null);

type RegisterHost = (host: HTMLElement) => () => void;
const HostContext = createContext<RegisterHost | null>(null);

/**
 * Makes `ref`, inside an open modal dialog, where messages show while `active`. Outside the
 * topmost modal dialog the page is inert — a message there could not be dismissed or paused,
 * and a screen reader would not hear it — so the messages move in with the dialog.
 */
export function useMessageHost(ref: RefObject<HTMLElement | null>, active: boolean) {
  const register = useContext(HostContext);
  useLayoutEffect(() => {
    if (!active || !register || !ref.current) return;
    return register(ref.current);
  }, [active, register, ref]);
}

export interface MessageProviderProps {
  children?: ReactNode;
  /** The most messages shown at once; older ones make way. */
  max?: number;
}

/**
 * Hosts the messages `useMessage()` shows, stacked at the top centre (at the bottom on phones). The live regions are
 * always in the tree (a region added with its text is often not announced): errors in a
 * role="alert" region, the rest in role="status".
 */
export function MessageProvider({ children, max = 5 }: MessageProviderProps) {
  const [items, setItems] = useState<Item[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id?: number) => {
    setItems((list) => (id === undefined ? [] : list.filter((item) => item.id !== id)));
  }, []);

  const api = useMemo<MessageApi>(() => {
    const show =
      (tone: MessageTone): Show =>
      (text, options) => {
        const id = ++nextId.current;
        const durationMs =
          options?.durationMs ??
          (tone === "error" ? theme.duration.errorMessage : theme.duration.message);
        // The same text again (a burst of failing calls) restarts the one message.
        setItems((list) => {
          const others = list.filter((item) => item.tone !== tone || item.text !== text);
          return [
            ...others.slice(Math.max(0, others.length - max + 1)),
            { id, tone, text, durationMs },
          ];
        });
        return id;
      };
    return {
      info: show("info"),
      success: show("success"),
      warning: show("warning"),
      error: show("error"),
      dismiss,
    };
  }, [dismiss, max]);

  // Open modal dialogs, innermost last: the stack lives in the topmost one (useMessageHost).
  const [hosts, setHosts] = useState<HTMLElement[]>([]);
  const register = useCallback<RegisterHost>((host) => {
    setHosts((list) => [...list, host]);
    return () => setHosts((list) => list.filter((h) => h !== host));
  }, []);
  const host = hosts.at(-1) ?? null;

  // A message shown while a modal dialog is open is drawn above its backdrop, never under it
  // (issue 17, point 5): the stack is raised to the top of the top layer for each new message.
  const stack = useRef<HTMLDivElement>(null);
  const newest = items.at(-1)?.id;
  useLayoutEffect(() => {
    const element = stack.current;
    // Disconnected: its dialog closed in the same update; it shows again once back on the page.
    if (!element?.isConnected || typeof element.showPopover !== "function") return;
    if (element.matches(":popover-open")) element.hidePopover();
    element.showPopover();
  }, [newest, host]);

  const toast = (item: Item) => <Toast key={item.id} item={item} onDismiss={dismiss} />;
  const messages = (
    <Stack ref={stack} popover="manual">
      <Region role="alert">{items.filter((i) => i.tone === "error").map(toast)}</Region>
      <Region role="status">{items.filter((i) => i.tone !== "error").map(toast)}</Region>
    </Stack>
  );
  return (
    <MessageContext.Provider value={api}>
      <HostContext.Provider value={register}>
        {children}
        {host ? createPortal(messages, host) : messages}
      </HostContext.Provider>
    </MessageContext.Provider>
  );
}

/** `const message = useMessage(); message.success(text)` — inside a `<MessageProvider>`. */
export function useMessage(): MessageApi {
  const api = useContext(MessageContext);
  if (!api) throw new Error("useMessage must be used inside <MessageProvider>");
  return api;
}
