export { defineCampusAccount } from "./account/account-element";
export { defineAllElements } from "./define-all";
