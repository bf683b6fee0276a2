export { defineCampusAccount } from "./account/account-element";
export { defineAllElements } from "./define-all";
export { autoloadElements, loadElementsIn } from "./autoload";
