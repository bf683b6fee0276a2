import styled from "styled-components";
import { theme } from "../theme/theme";

/**
 * A list's filters above it (give it `role="search"` and an `aria-label`): a search row across
 * the whole width (`FilterSearch`: the box, then its button), then one labelled select per
 * filter, as many to a line as fit (two on a phone). The list pages of the registration office
 * and the ECA tracker use it.
 */
export const FilterBar = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${theme.space.sm};
  align-items: end;
  margin-bottom: ${theme.space.md};
  label {
    display: grid;
    gap: ${theme.space.xs};
    font-size: ${theme.font.size.sm};
    color: ${theme.color.textSecondary};
  }
`;

/** The search row of a `FilterBar`: the box takes the room its button leaves. */
export const FilterSearch = styled.div`
  display: flex;
  gap: ${theme.space.xs};
  grid-column: 1 / -1;
  & > :first-child {
    flex: 1;
  }
`;
