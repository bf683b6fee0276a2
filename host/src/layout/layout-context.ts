import { createContext, useContext } from "react";

/**
 * Whether the page is shown inside the portal's layout, whose header already carries the page's
 * title as the h1. Its own module: pages outside the layout chunk read it without loading it.
 */
export const InLayoutContext = createContext(false);

export const useInLayout = () => useContext(InLayoutContext);
