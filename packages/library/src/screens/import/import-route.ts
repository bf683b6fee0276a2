/** The catalogue import's page (the catalogue's permission, its `import` key). */
export const IMPORT_ROUTE = "/library/catalogue/import";
