import type { ThemeTokens } from '../tokens';

/** Dark house-lights-down variant of the flagship: amber spotlight on near-black. */
export const midnight: ThemeTokens = {
  id: 'midnight',
  name: 'Midnight',
  mode: 'dark',
  colors: {
    background: '#0f1117',
    surface: '#181b24',
    surfaceAlt: '#222633',
    text: '#f2f1ee',
    textMuted: '#a9adbb',
    primary: '#ffb547',
    onPrimary: '#1a1307',
    accent: '#7cc4ff',
    onAccent: '#0b1a2a',
    border: '#2f3444',
    success: '#4ade80',
    warning: '#fbbf24',
    danger: '#ff7b72',
    focus: '#8ab4ff',
  },
  fonts: { body: 'system', heading: 'geometric' },
  radii: { sm: 4, md: 8, lg: 16, pill: 999 },
  spacing: { unit: 4 },
  logo: { text: 'Headliner', imageUrl: null },
};
