import type { ChildUser, SchoolSummary, UserInfo } from "@campus/contract";

/** Shapes of the demo school's data, for core's own tests. */
export const demoSchool: SchoolSummary = {
  id: 1,
  code: "DEMO",
  name_zh: "校園示範學校",
  name_cn: "校园示范学校",
  name_en: "Campus Demo School",
};

export function childUser(
  id: number,
  name_zh: string,
  name_en = name_zh,
  class_name = "4A",
): ChildUser {
  return {
    id,
    name_zh,
    name_en,
    head_img_path: null,
    school_student: { class_name, student_no: `S${id}`, school: demoSchool },
  };
}

/** A parent with two children, the second one selected. */
export function parentUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    user_id: 1,
    user_name: "陳大文",
    name_en: "Chan Tai Man",
    type: 1,
    roles: ["parent"],
    head_img: null,
    child_user_id: 12,
    childsUser: [childUser(11, "陳小明"), childUser(12, "陳小欣")],
    school: demoSchool,
    lang: "zh-TW",
    permissions: {},
    ...overrides,
  };
}
