import type { ScreenStoryProps } from "@campus/ui/testing";
import { createElement, type ComponentType } from "react";
import { LibrarianTexts } from "../components/librarian-texts";
import { cataloguingAnswers, librarianUser } from "./cataloguing-answers";

/** A piece of the catalogue's screen as a story's screen: with the catalogue's texts around it. */
export function inCatalogue(Piece: ComponentType) {
  return function InCatalogue() {
    return createElement(LibrarianTexts, null, createElement(Piece));
  };
}

/** What every story of a catalogue piece shares: its address, the librarian, the answers. */
export function catalogueStoryArgs(
  Piece: ComponentType,
  onRuntime: ScreenStoryProps["onRuntime"],
  path = "/library/catalogue?xschoolCode=DEMO",
): ScreenStoryProps {
  return {
    path,
    route: "/library/catalogue",
    screen: inCatalogue(Piece),
    answers: cataloguingAnswers(),
    user: librarianUser,
    onRuntime,
  };
}
