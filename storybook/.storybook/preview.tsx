import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider, createGlobalStyle } from 'styled-components';
import { cssVariablesBlock, getThemePack, themePackIds, toStyledTheme } from 'theme-packs';

const ThemeVariables = createGlobalStyle<{ css: string }>`
  ${(props) => props.css}
  body { margin: 0; background: var(--hl-color-background); color: var(--hl-color-text); font-family: var(--hl-font-body); }
`;

/** Every story renders under the theme pack chosen in the toolbar. */
const withThemePack: Decorator = (Story, context) => {
  const pack = getThemePack(context.globals.themePack as string);
  return (
    <ThemeProvider theme={toStyledTheme(pack)}>
      <ThemeVariables css={cssVariablesBlock(pack)} />
      <Story />
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withThemePack],
  globalTypes: {
    themePack: {
      description: 'Theme pack',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: themePackIds, dynamicTitle: true },
    },
  },
  initialGlobals: { themePack: 'flagship' },
};
export default preview;
