export { theme, media, progressTone } from "./theme/theme";
export type { CampusTheme } from "./theme/theme";
export { CampusThemeProvider, PageStyle, ShadowStyle } from "./theme/provider";
export { uiMessages } from "./messages";
export { Button, VisuallyHidden } from "./button/button";
export type { ButtonProps, ButtonSize, ButtonVariant } from "./button/button";
