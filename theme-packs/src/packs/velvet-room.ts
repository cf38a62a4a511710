import type { ThemeTokens } from '../tokens';

/** Cabaret: gold and cream on deep burgundy velvet. */
export const velvetRoom: ThemeTokens = {
  id: 'velvet-room',
  name: 'Velvet Room',
  mode: 'dark',
  colors: {
    background: '#1e0a10',
    surface: '#2a0f18',
    surfaceAlt: '#3a1522',
    text: '#f8efe0',
    textMuted: '#d4bfa6',
    primary: '#d4a73a',
    onPrimary: '#2a0f18',
    accent: '#8e1b3a',
    onAccent: '#fff3dc',
    border: '#5a2a38',
    success: '#7fd69b',
    warning: '#f0c05a',
    danger: '#ff8a8a',
    focus: '#f5d27a',
  },
  fonts: { body: 'humanist', heading: 'serif' },
  radii: { sm: 2, md: 6, lg: 12, pill: 999 },
  spacing: { unit: 4 },
  logo: { text: 'Velvet Room', imageUrl: null },
};
