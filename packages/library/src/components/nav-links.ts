// The row of page links moved to @campus/ui; the element's frame still imports it from here.
export { NavLinks } from "@campus/ui";
