// The embed bundle's entry: a few hundred bytes that load each Campus element when the page
// uses its tag. (Importing `@campus/elements` itself has no side effects; this file acts.)
import { autoloadElements } from "./autoload";

autoloadElements();
