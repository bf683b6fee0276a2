import type { FeatureReference } from "../seed/reference-kit";

/*
 * School fees' place in the side menu and what each role may do on its pages (decision 0050):
 * a parent reads the current child's fees (`query`) and pays them (`add`); the office sets fees
 * (`add`), follows them (`query`), decides slips and refunds (`edit`) and exports the
 * reconciliation (`export`); a class teacher follows their own classes' (`query`).
 */

export const FAMILY_PAGE = "fees.home";
export const OFFICE_PAGE = "fees.office";

export const feesReference: FeatureReference = {
  position: 19,
  menu: {
    code: "fees",
    zh: "繳費",
    cn: "缴费",
    en: "School fees",
    icon: "wallet",
    roles: ["parent", "teacher", "staff"],
    children: [
      {
        code: FAMILY_PAGE,
        zh: "繳交學費雜費",
        cn: "缴交学杂费",
        en: "Pay school fees",
        path: "/fees/home",
        roles: ["parent"],
      },
      {
        code: OFFICE_PAGE,
        zh: "收費項目",
        cn: "收费项目",
        en: "Fee items",
        path: "/fees/office",
        roles: ["teacher", "staff"],
      },
    ],
  },
  permissions: {
    parent: { [FAMILY_PAGE]: ["query", "add"] },
    teacher: { [OFFICE_PAGE]: ["query"] },
    staff: { [OFFICE_PAGE]: ["query", "add", "edit", "export"] },
  },
};
