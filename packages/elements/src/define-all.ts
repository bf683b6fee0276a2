import { defineCampusAccount } from "./account/account-element";

/** Registers every Campus element (each tag once, whatever else the page loaded). */
export function defineAllElements() {
  defineCampusAccount();
}
