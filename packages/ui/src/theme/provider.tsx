import type { ReactNode } from "react";
import styled, { createGlobalStyle, css, ThemeProvider } from "styled-components";
import { screenContainer, theme } from "./theme";

/** Base text, box sizing and focus rings; scoped to the page (portal) or the shadow root (element). */
const base = css`
  box-sizing: border-box;
  font-family: ${theme.font.family};
  font-size: ${theme.font.size.md};
  line-height: ${theme.font.lineHeight};
  color: ${theme.color.text};
  -webkit-font-smoothing: antialiased;
  -webkit-text-size-adjust: 100%;

  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }

  :focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }

  :lang(zh-Hans),
  :lang(zh-CN) {
    font-family: ${`var(--campus-font-family, system-ui, -apple-system, "Segoe UI", "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", sans-serif)`};
  }
`;

/** For the portal: styles the document. */
export const PageStyle = createGlobalStyle`
  html {
    ${base}
  }
  body {
    margin: 0;
    background: ${theme.color.background};
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;

/**
 * For an element: resets what the host page might have leaked into the shadow root through
 * inheritance (fonts, colours, line height), then applies the base.
 */
export const ShadowStyle = createGlobalStyle`
  :host {
    all: initial;
    display: block;
    ${base}
  }
`;

/**
 * The one box an element renders everything into, inside its shadow root. A host page's
 * `* { font: 30px serif !important }` matches the custom element itself and beats `:host`,
 * but no selector of the page reaches this box: resetting here cuts every inherited value.
 */
export const ElementRoot = styled.div<{ $screen?: boolean }>`
  all: initial;
  display: block;
  ${base}
  ${(p) => p.$screen && screenContainer}
`;

export function CampusThemeProvider({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
