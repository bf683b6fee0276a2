import { useIntl } from "@campus/core";
import { useState, type HTMLAttributes } from "react";
import styled from "styled-components";
import { theme } from "../theme/theme";

export type AvatarSize = "sm" | "md" | "lg" | "xl";

export interface AvatarProps extends HTMLAttributes<HTMLSpanElement> {
  /** The person's name: the image's alt text and the source of the initials. */
  name?: string;
  src?: string | null;
  /** Overrides the alt text; `""` marks the avatar decorative (a name is printed next to it). */
  alt?: string;
  size?: AvatarSize;
}

const pixels: Record<AvatarSize, number> = { sm: 24, md: 32, lg: 40, xl: 64 };

const HAN = /\p{Script=Han}/u;

/**
 * Initials from a Chinese or English name.
 *
 * - A Chinese name gives its last character (陳大文 → 文, 李明 → 明, 歐陽小明 → 明). Hong Kong
 *   apps commonly do this, and it tells siblings apart: they often share the middle
 *   (generation) character, and a parent switching between children needs different marks.
 * - Otherwise the first letters of the first and last words (Chan Tai Man → CM), or of the
 *   one word there is (Emily → E).
 * - A mixed name ("陳大文 Chan Tai Man") uses its Chinese part.
 * - A name with no letters (a phone number) has none: the person icon stands for it.
 */
export function initialsOf(name: string): string {
  const han = Array.from(name).filter((c) => HAN.test(c));
  if (han.length > 0) return han[han.length - 1] ?? "";
  // Words that start with a letter: a name that is a phone number ("+852 6123 4569", a
  // guardian's account) has none, and gets the person icon rather than "+6".
  const words = name
    .trim()
    .split(/[\s\-·.]+/u)
    .filter((word) => /^\p{L}/u.test(word));
  const first = words[0];
  if (!first) return "";
  const last = words.length > 1 ? words[words.length - 1] : "";
  const letter = (word = "") => Array.from(word)[0] ?? "";
  return (letter(first) + letter(last)).toUpperCase();
}

// Soft background + dark text pairs from the theme (contrast ≥ 5:1); the name picks one, so
// two children's avatars differ in colour as well as in letters.
const palettes = [
  { text: theme.color.primaryText, background: theme.color.primarySoft },
  { text: theme.color.info, background: theme.color.infoSoft },
  { text: theme.color.success, background: theme.color.successSoft },
  { text: theme.color.warning, background: theme.color.warningSoft },
  { text: theme.color.textSecondary, background: theme.color.neutralSoft },
];

function paletteOf(name: string) {
  let hash = 0;
  for (const c of name) hash = (hash * 31 + (c.codePointAt(0) ?? 0)) >>> 0;
  return palettes[hash % palettes.length]!;
}

const Root = styled.span<{ $size: number; $text: string; $background: string }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  overflow: hidden;
  border-radius: 50%;
  background: ${(p) => p.$background};
  color: ${(p) => p.$text};
  font-size: ${(p) => Math.round(p.$size * 0.42)}px;
  font-weight: ${theme.font.weight.medium};
  line-height: 1;
  user-select: none;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  svg {
    width: 60%;
    height: 60%;
    fill: currentColor;
  }
`;

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4.5" />
      <path d="M3 21a9 9 0 0 1 18 0z" />
    </svg>
  );
}

/**
 * A person's picture, or their initials when there is no picture or it fails to load (a
 * broken `head_img` is common). The initials are drawn, the name is what is announced.
 */
export function Avatar({ name = "", src, alt, size = "md", ...rest }: AvatarProps) {
  const intl = useIntl();
  // Remember which source failed rather than a flag, so a new src gets its chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = alt ?? (name.trim() || intl.formatMessage({ id: "ui.avatar.user" }));
  const initials = initialsOf(name);
  const palette = paletteOf(name);
  const showImage = Boolean(src) && failedSrc !== src;
  const decorative = label === "";

  return (
    <Root
      $size={pixels[size]}
      $text={palette.text}
      $background={palette.background}
      data-size={size}
      {...(showImage || decorative
        ? { "aria-hidden": decorative || undefined }
        : { role: "img", "aria-label": label })}
      {...rest}
    >
      {showImage ? (
        <img src={src ?? undefined} alt={label} onError={() => setFailedSrc(src ?? null)} />
      ) : initials ? (
        <span aria-hidden="true">{initials}</span>
      ) : (
        <PersonIcon />
      )}
    </Root>
  );
}
