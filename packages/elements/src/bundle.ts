// The embed bundle's entry: loading it registers the elements. (Importing `@campus/elements`
// itself has no side effects; this file is the one that acts.)
import { defineAllElements } from "./define-all";

defineAllElements();
