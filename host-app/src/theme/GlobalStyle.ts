import { createGlobalStyle } from 'styled-components';
import { cssVariablesBlock } from 'theme-packs';

/** The tenant's tokens as `--hl-*` variables on :root, plus the base styles every page relies on. */
export const GlobalStyle = createGlobalStyle`
  ${({ theme }) => cssVariablesBlock(theme)}

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
