import type { Screen } from "./kit";

/* ECA in the fault journeys: its pages. */

export const screens: Screen[] = [
  { path: "smarteca/detail", title: "學生活動概覽", chunk: "student-detail-page" },
  { path: "smarteca/events", title: "活動列表", chunk: "events-page", account: "staff" },
  { path: "smarteca/event", title: "活動資料", chunk: "event-page", account: "staff" },
  {
    path: "smarteca/event?id=1&step=2",
    title: "活動資料",
    chunk: "awards-form",
    account: "staff",
  },
  {
    path: "smarteca/event?id=1&step=3",
    title: "活動資料",
    chunk: "students-step",
    account: "staff",
  },
  { path: "smarteca/approval", title: "活動審批", chunk: "approvals-page", account: "staff" },
  { path: "smarteca/settings", title: "課外活動設定", chunk: "settings-page", account: "staff" },
  {
    path: "smarteca/recognition",
    title: "AI 特質識別",
    chunk: "recognition-page",
    account: "staff",
  },
];
