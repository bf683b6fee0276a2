import type { UserInfo } from "@campus/contract";

/** Data shaped like the reference server's demo answers, for stories. */
const school = {
  id: 1,
  code: "DEMO",
  name_zh: "校園示範學校",
  name_cn: "校园示范学校",
  name_en: "Campus Demo School",
};

const child = (id: number, zh: string, en: string, className: string) => ({
  id,
  name_zh: zh,
  name_en: en,
  head_img_path: null,
  school_student: { class_name: className, student_no: String(2026000 + id), school },
});

export const demoParent: UserInfo = {
  user_id: 1,
  user_name: "陳大文",
  name_en: "Chan Tai Man",
  type: 1,
  roles: ["parent"],
  head_img: null,
  child_user_id: 2,
  childsUser: [child(2, "陳小明", "Chan Siu Ming", "4A"), child(3, "陳小欣", "Chan Siu Yan", "1B")],
  school,
  lang: "zh-TW",
  permissions: {
    "calendar.overview": ["query", "get"],
    "library.home": ["query", "get"],
    "library.rank": ["query", "get"],
  },
};

export const demoTeacher: UserInfo = {
  ...demoParent,
  user_id: 6,
  user_name: "黃嘉欣",
  name_en: "Wong Ka Yan",
  type: 3,
  roles: ["teacher"],
  child_user_id: null,
  childsUser: [],
};
