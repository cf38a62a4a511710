import type { ThemeTokens } from '../tokens';

/** Crisp corporate blue for the demo-agency tenant. */
export const laughFactoryBlue: ThemeTokens = {
  id: 'laugh-factory-blue',
  name: 'Laugh Factory Blue',
  mode: 'light',
  colors: {
    background: '#f5f8fc',
    surface: '#ffffff',
    surfaceAlt: '#e8eef7',
    text: '#0f1d33',
    textMuted: '#4a5a73',
    primary: '#0b5cd5',
    onPrimary: '#ffffff',
    accent: '#00a3e0',
    onAccent: '#0f1d33',
    border: '#cfd9e6',
    success: '#13795b',
    warning: '#8a5300',
    danger: '#c0262d',
    focus: '#1d4ed8',
  },
  fonts: { body: 'system', heading: 'geometric' },
  radii: { sm: 2, md: 4, lg: 8, pill: 999 },
  spacing: { unit: 4 },
  logo: { text: 'Laugh Lines Agency', imageUrl: null },
};
