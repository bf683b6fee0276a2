/** The labels' page (the catalogue's permission): `?book=<id>` or `?import=<id>`. */
export const LABELS_ROUTE = "/library/catalogue/labels";
