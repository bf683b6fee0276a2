import { z } from "zod";
import { idField } from "../fields";
import { ACCOUNT_TYPE, ACTIONS, ROLES } from "../accounts";
import { LOCALES } from "../locale";
import { BRAND_COLOR_KEYS } from "../setup/values";
export { ACCOUNT_TYPE, ACTIONS, LOGIN_TYPES, ROLES } from "../accounts";
export type { AccountType, Action, LoginType, Role } from "../accounts";

export const roleSchema = z.enum(ROLES);
export const localeSchema = z.enum(LOCALES);

/** Route code → the actions the user may take there. A route code that is absent is not permitted. */
export const permissionsSchema = z.record(z.string(), z.array(z.enum(ACTIONS)));
export type Permissions = z.infer<typeof permissionsSchema>;

export const schoolSummarySchema = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  name_zh: z.string(),
  name_cn: z.string(),
  name_en: z.string(),
  /**
   * The school's own look in the portal (the signed-in user's school only): its logo's address,
   * and the theme's colours worked out from its colour (`BRAND_COLOR_KEYS` → "#rrggbb").
   */
  logo_url: z.string().nullable().optional(),
  colors: z
    .object(
      Object.fromEntries(BRAND_COLOR_KEYS.map((key) => [key, z.string()])) as Record<
        (typeof BRAND_COLOR_KEYS)[number],
        z.ZodString
      >,
    )
    .nullable()
    .optional(),
});
export type SchoolSummary = z.infer<typeof schoolSummarySchema>;

/** A child user (spec §3). Students see themselves as their only child user. */
export const childUserSchema = z.object({
  id: z.number().int().positive(),
  name_zh: z.string(),
  name_en: z.string(),
  head_img_path: z.string().nullable(),
  school_student: z.object({
    class_name: z.string(),
    student_no: z.string(),
    school: schoolSummarySchema,
  }),
});
export type ChildUser = z.infer<typeof childUserSchema>;

/** User info (spec §3) plus what the client needs to decide: roles, permissions, language. */
export const userInfoSchema = z.object({
  user_id: z.number().int().positive(),
  user_name: z.string(),
  name_en: z.string(),
  type: z.union([
    z.literal(ACCOUNT_TYPE.parent),
    z.literal(ACCOUNT_TYPE.student),
    z.literal(ACCOUNT_TYPE.teacher),
  ]),
  roles: z.array(roleSchema),
  head_img: z.string().nullable(),
  child_user_id: z.number().int().positive().nullable(),
  childsUser: z.array(childUserSchema),
  school: schoolSummarySchema.nullable(),
  lang: localeSchema,
  permissions: permissionsSchema,
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export { loginRequestSchema } from "./login";
export type { LoginRequest } from "./login";

export const loginResponseSchema = z.object({
  token: z.string(),
  /** When the token stops working, ISO 8601; the client keeps it no longer than this. */
  expires_at: z.string(),
  user: userInfoSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A side-menu entry (spec §3). `vue` marks an in-app route (`path`); otherwise `url` opens. */
export interface MenuItem {
  code: string;
  name_zh: string;
  name_cn: string;
  name_en: string;
  icon: string;
  url: string;
  path: string;
  vue: boolean;
  hidden: boolean;
  children: MenuItem[];
}
export const menuItemSchema: z.ZodType<MenuItem> = z
  .object({
    code: z.string(),
    name_zh: z.string(),
    name_cn: z.string(),
    name_en: z.string(),
    icon: z.string(),
    url: z.string(),
    path: z.string(),
    vue: z.boolean(),
    hidden: z.boolean(),
    get children() {
      return z.array(menuItemSchema);
    },
  })
  .meta({ id: "MenuItem" });
export const menuResponseSchema = z.object({ menu_list: z.array(menuItemSchema) });

export const changeLangQuerySchema = z.object({ lang: localeSchema });
export const changeLangResponseSchema = z.object({ lang: localeSchema });

export const setChildQuerySchema = z.object({ id: idField() });

/** The library's view of the signed-in user: who borrows (the current child, or oneself). */
export const libraryReaderSchema = z.object({
  user_id: z.number().int().positive(),
  user_name: z.string(),
  head_img: z.string().nullable(),
  type: userInfoSchema.shape.type,
  reader_user_id: z.number().int().positive(),
  reader_name_zh: z.string(),
  reader_name_en: z.string(),
  school_id: z.number().int().positive().nullable(),
});
export type LibraryReader = z.infer<typeof libraryReaderSchema>;
