import type { ChildUser, Locale, SchoolSummary, UserInfo } from "@campus/contract";
import styled, { css } from "styled-components";
import { theme } from "../theme/theme";

/*
 * What the user menu's toggle and its panel both use: names in the user's language, the
 * two-line name box, and the box the open menu (or, failing its code, a notice) sits in.
 */

export function displayName(user: Pick<UserInfo, "user_name" | "name_en">, locale: Locale) {
  return locale === "en-US" ? user.name_en : user.user_name;
}

export function childName(child: ChildUser, locale: Locale) {
  return locale === "en-US" ? child.name_en : child.name_zh;
}

/** A school's name in the user's language (its Simplified name is its Traditional one if none). */
export function schoolName(school: SchoolSummary, locale: Locale) {
  if (locale === "en-US") return school.name_en;
  return locale === "zh-CN" ? school.name_cn : school.name_zh;
}

export const Names = styled.span`
  display: grid;
  text-align: start;
  line-height: 1.25;
  max-width: 40vw;
  small {
    color: ${theme.color.textSecondary};
    font-size: ${theme.font.size.xs};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** Under the toggle, at its end, and never wider than a phone. */
export const popupBox = css`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 6px);
  z-index: ${theme.z.header + 2};
  width: min(320px, calc(100vw - 16px));
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
`;
