import styled from 'styled-components';
import { mediaUp } from '../ui/media';

/** The grid of offer cards: one column, two from large screens. */
export const Cards = styled.ul`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${mediaUp('lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
