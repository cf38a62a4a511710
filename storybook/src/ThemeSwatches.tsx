import styled from 'styled-components';
import { FONT_STACKS, checkThemeContrast, type ThemeTokens } from 'theme-packs';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 12px;
  padding: 24px;
`;

const Swatch = styled.figure<{ $color: string }>`
  margin: 0;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-md);
  overflow: hidden;
  background: var(--hl-color-surface);
  &::before {
    content: '';
    display: block;
    height: 64px;
    background: ${(props) => props.$color};
  }
  figcaption {
    padding: 8px 10px;
    font-size: 0.85rem;
  }
`;

/** A theme pack's colours, fonts and contrast report, as a tenant admin would review them. */
export function ThemeSwatches({ pack }: { pack: ThemeTokens }) {
  const problems = checkThemeContrast(pack);
  return (
    <section aria-label={`${pack.name} tokens`}>
      <h1 style={{ padding: '24px 24px 0', fontFamily: FONT_STACKS[pack.fonts.heading] }}>{pack.name}</h1>
      <p style={{ padding: '0 24px' }}>
        {problems.length === 0
          ? 'Every text colour meets WCAG AA on its background.'
          : `${problems.length} contrast problems`}
      </p>
      <Grid>
        {Object.entries(pack.colors).map(([name, color]) => (
          <Swatch key={name} $color={color}>
            <figcaption>
              <strong>{name}</strong>
              <br />
              {color}
            </figcaption>
          </Swatch>
        ))}
      </Grid>
    </section>
  );
}
