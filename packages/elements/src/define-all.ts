import { defineCampusAccount } from "./account/account-element";

/**
 * Registers every Campus element (each tag once, whatever else the page loaded). Feature
 * elements register themselves when their `/element` entry is imported; their screens load
 * only when an element shows them.
 */
export function defineAllElements() {
  defineCampusAccount();
  void import("@campus/library/element");
}
