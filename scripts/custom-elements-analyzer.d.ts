// The analyzer's own typings declare its plugin types but not `create` and `ts`, which its
// index.js exports (its README's "using the analyzer programmatically").
import type * as typescript from "typescript";
import type { Context, Plugin } from "@custom-elements-manifest/analyzer";

declare module "@custom-elements-manifest/analyzer" {
  export function create(options: {
    modules: typescript.SourceFile[];
    plugins?: Plugin[];
    context?: Context;
  }): unknown;
  export const ts: typeof typescript;
}
