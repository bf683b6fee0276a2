/**
 * The one Campus theme (spec §9): primary amber, light navigation, side-menu layout with a
 * fixed header and sidebar. Every colour, radius and font is a CSS custom property with the
 * default as its fallback, so a page embedding an element re-themes it through `:host`
 * (`campus-library { --campus-color-primary: #0f766e }`) without touching the code.
 */
const v = (name: string, fallback: string) => `var(--campus-${name}, ${fallback})`;

export const theme = {
  color: {
    /** Amber: the brand. Text on it is dark (contrast ≥ 7:1), never white. */
    primary: v("color-primary", "#ffb300"),
    primaryHover: v("color-primary-hover", "#ffa000"),
    primaryActive: v("color-primary-active", "#ff8f00"),
    onPrimary: v("color-on-primary", "#1f1600"),
    /** Amber dark enough for text and links on white (contrast 5.6:1). */
    primaryText: v("color-primary-text", "#8a5300"),
    primarySoft: v("color-primary-soft", "#fff6dc"),
    text: v("color-text", "#1f2329"),
    textSecondary: v("color-text-secondary", "#565d69"),
    textDisabled: v("color-text-disabled", "#8c939e"),
    border: v("color-border", "#d5d9df"),
    borderStrong: v("color-border-strong", "#8c939e"),
    background: v("color-background", "#f4f5f7"),
    surface: v("color-surface", "#ffffff"),
    surfaceMuted: v("color-surface-muted", "#f8f9fa"),
    danger: v("color-danger", "#b42318"),
    dangerSoft: v("color-danger-soft", "#fef3f2"),
    success: v("color-success", "#067647"),
    successSoft: v("color-success-soft", "#ecfdf3"),
    warning: v("color-warning", "#b54708"),
    warningSoft: v("color-warning-soft", "#fffaeb"),
    info: v("color-info", "#175cd3"),
    infoSoft: v("color-info-soft", "#eff8ff"),
    neutralSoft: v("color-neutral-soft", "#f2f4f7"),
    focus: v("color-focus", "#175cd3"),
    overlay: "rgba(16, 24, 40, 0.45)",
  },
  font: {
    family: v(
      "font-family",
      `system-ui, -apple-system, "Segoe UI", "PingFang HK", "PingFang TC", "Microsoft JhengHei", "Noto Sans CJK TC", "Noto Sans TC", "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif`,
    ),
    size: { xs: "12px", sm: "13px", md: "14px", lg: "16px", xl: "20px", xxl: "24px" },
    weight: { regular: 400, medium: 500, bold: 600 },
    lineHeight: 1.5715,
  },
  radius: {
    sm: v("radius-sm", "4px"),
    md: v("radius-md", "8px"),
    lg: v("radius-lg", "12px"),
    pill: "999px",
  },
  space: { xxs: "2px", xs: "4px", sm: "8px", md: "12px", lg: "16px", xl: "24px", xxl: "32px" },
  shadow: {
    card: "0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)",
    popup: "0 12px 16px -4px rgba(16, 24, 40, 0.12), 0 4px 6px -2px rgba(16, 24, 40, 0.06)",
  },
  /** Layout constants of spec §9. */
  layout: {
    siderWidth: 280,
    siderCollapsedWidth: 81,
    headerHeight: 56,
    tabsHeight: 40,
    headerHideScroll: 300,
    /** The widest a page's content grows, the same for every page (issue 9, item 19). */
    contentMaxWidth: 1600,
  },
  /** Spec §9 breakpoints: mobile ≤ 576 px, tablet 576–1441 px, desktop ≥ 1442 px. */
  breakpoint: { mobileMax: 576, desktopMin: 1442 },
  z: { header: 100, sider: 110, drawer: 1000, toast: 1100 },
  /** Message durations (spec §9): 3 s by default, errors 2.5 s. */
  duration: { message: 3_000, errorMessage: 2_500 },
} as const;

export type CampusTheme = typeof theme;

/** Media queries for the spec's breakpoints; mobile first, so most styles need none. */
export const media = {
  mobile: `@media (max-width: ${theme.breakpoint.mobileMax}px)`,
  tabletUp: `@media (min-width: ${theme.breakpoint.mobileMax + 1}px)`,
  desktop: `@media (min-width: ${theme.breakpoint.desktopMin}px)`,
} as const;

/**
 * The box a feature's screens lay themselves out in: the portal's content column, or an
 * element's own box on a school's page. Screens ask it, not the viewport, how wide they may be
 * (issue 18, item 3): a library in a 280 px sidebar of a desktop page is a phone-width library.
 */
export const SCREEN_CONTAINER = "campus-screen";

/** `container` for the box that is the screen: its width never comes from its content. */
export const screenContainer = `container: ${SCREEN_CONTAINER} / inline-size;`;

/**
 * Container queries on the screen's box, mobile first like `media`: `${screen.atLeast(640)} {…}`.
 * Outside any screen box (a story without one) they never match: the narrowest layout shows.
 */
export const screen = {
  atLeast: (px: number) => `@container ${SCREEN_CONTAINER} (min-width: ${px}px)`,
  below: (px: number) => `@container ${SCREEN_CONTAINER} (max-width: ${px - 0.02}px)`,
} as const;

/** Progress colour bands (spec §9): under 50, 50–70, 70–90, 90 and above. */
export function progressTone(percent: number): "danger" | "warning" | "info" | "success" {
  if (percent < 50) return "danger";
  if (percent < 70) return "warning";
  if (percent < 90) return "info";
  return "success";
}
