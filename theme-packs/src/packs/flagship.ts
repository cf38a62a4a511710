import type { ThemeTokens } from '../tokens';

/** The flagship marketplace: warm stage-light amber on deep ink. */
export const flagship: ThemeTokens = {
  id: 'flagship',
  name: 'Spotlight (flagship)',
  mode: 'light',
  colors: {
    background: '#fbf8f3',
    surface: '#ffffff',
    surfaceAlt: '#f2ece2',
    text: '#1b1a22',
    textMuted: '#55525f',
    primary: '#b4361f',
    onPrimary: '#ffffff',
    accent: '#f2b632',
    onAccent: '#1b1a22',
    border: '#ddd5c8',
    success: '#1d7a46',
    warning: '#8a5a00',
    danger: '#b3261e',
    focus: '#1f5fd1',
  },
  fonts: { body: 'system', heading: 'condensed' },
  radii: { sm: 4, md: 8, lg: 16, pill: 999 },
  spacing: { unit: 4 },
  logo: { text: 'Headliner', imageUrl: null },
};
