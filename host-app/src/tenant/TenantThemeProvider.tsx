import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { toStyledTheme } from 'theme-packs/runtime';
import { GlobalStyle } from '../theme/GlobalStyle';
import { useTenant } from './useTenant';
import { useTenantIcons } from './useTenantIcons';

/** Styles come from the tenant's theme pack; until it is known (or if the API is down) the default pack. */
export function TenantThemeProvider({ children }: { children: ReactNode }) {
  const { pack } = useTenant();
  useTenantIcons();
  const theme = useMemo(() => toStyledTheme(pack), [pack]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
