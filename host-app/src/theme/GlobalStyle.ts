import { createGlobalStyle } from 'styled-components';
import { cssVariablesFor, type ThemeTokens } from 'theme-packs/runtime';

/**
 * The tokens as `--hl-*` variables on :root. They are already validated (the built-in packs by
 * their tests, a tenant's theme by the API), so this uses `cssVariablesFor`, not
 * `cssVariablesBlock`, whose zod parse would put zod in the main chunk on the critical path.
 */
function rootVariables(theme: ThemeTokens): string {
  const declarations = Object.entries(cssVariablesFor(theme)).map(([name, value]) => `  ${name}: ${value};`);
  return `:root {\n  color-scheme: ${theme.mode};\n${declarations.join('\n')}\n}\n`;
}

/** The tenant's tokens as `--hl-*` variables on :root, plus the base styles every page relies on. */
export const GlobalStyle = createGlobalStyle`
  ${({ theme }) => rootVariables(theme)}

  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: 88px;
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: var(--hl-color-background);
    color: var(--hl-color-text);
    font-family: var(--hl-font-body);
    font-size: 1rem;
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }

  /*
   * The layout's <main> (id main-content) fills at least the viewport, so the footer starts below
   * the fold: while a page shows its loading view (the session check, a lazy page chunk, its
   * data) the footer is never on screen, and the content arriving does not shift it (CLS).
   */
  #main-content {
    min-height: 100vh;
  }

  h1, h2, h3, h4 {
    margin: 0;
    font-family: var(--hl-font-heading);
    line-height: 1.12;
    letter-spacing: -0.01em;
    text-wrap: balance;
  }

  p {
    margin: 0;
  }

  a {
    color: var(--hl-color-primary);
    text-underline-offset: 0.2em;
  }

  img, svg {
    display: block;
    max-width: 100%;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  :focus-visible {
    outline: 3px solid var(--hl-color-focus);
    outline-offset: 2px;
  }

  ::selection {
    background: var(--hl-color-accent);
    color: var(--hl-color-on-accent);
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
