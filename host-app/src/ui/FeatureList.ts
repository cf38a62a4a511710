import styled from 'styled-components';

/** A plan's features, each ticked; fills the card's free height so the buttons line up. */
export const FeatureList = styled.ul`
  display: grid;
  flex: 1;
  align-content: start;
  gap: 8px;
  margin: 8px 0 16px;
  padding: 16px 0 0;
  border-top: 1px solid var(--hl-color-border);
  list-style: none;
  color: var(--hl-color-text-muted);
  font-size: 0.9375rem;

  li {
    display: flex;
    gap: 10px;
  }

  li::before {
    content: '✓';
    color: var(--hl-color-success);
    font-weight: 900;
  }
`;
