import type { Ref, RefCallback } from "react";
import { css } from "styled-components";
import { media, theme } from "../theme/theme";

/**
 * The box every text-like control shares (input, text area, select, date field), so the
 * controls of one form line up. 16 px text on phones: iOS zooms into anything smaller.
 */
export const controlBox = css`
  display: block;
  width: 100%;
  min-height: 36px;
  margin: 0;
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  font-size: ${theme.font.size.lg};
  line-height: ${theme.font.lineHeight};
  transition: border-color 0.15s;
  @media (pointer: coarse) {
    min-height: 44px;
  }
  ${media.tabletUp} {
    font-size: ${theme.font.size.md};
  }
  &::placeholder {
    color: ${theme.color.textSecondary};
    opacity: 1;
  }
  &:hover:not(:disabled) {
    border-color: ${theme.color.primaryText};
  }
  &:focus {
    border-color: ${theme.color.primaryText};
  }
  &[aria-invalid="true"] {
    border-color: ${theme.color.danger};
  }
  &:disabled {
    background: ${theme.color.neutralSoft};
    color: ${theme.color.textDisabled};
    cursor: not-allowed;
  }
  &[readonly]:not(:disabled) {
    background: ${theme.color.surfaceMuted};
  }
`;

/** A small square button inside a control's end (show password, clear, open calendar). */
export const trailingButton = css`
  position: absolute;
  inset-block: 0;
  inset-inline-end: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.color.textSecondary};
  cursor: pointer;
  @media (pointer: coarse) {
    width: 44px;
  }
  &:hover:not(:disabled) {
    color: ${theme.color.text};
  }
  &:disabled {
    cursor: not-allowed;
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;

/** One ref callback for several refs: the caller's (say react-hook-form's) and our own. */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/** Joins `aria-describedby` ids, leaving out the absent ones. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(" ") || undefined;
}

/**
 * Sets a field's value as if the user had typed it: React (and react-hook-form's `register`)
 * only hear about a change through an input event, and React ignores the plain `value` setter.
 */
export function setNativeValue(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), "value")?.set;
  setter?.call(element, value);
  element.dispatchEvent(new Event("input", { bubbles: true }));
}
