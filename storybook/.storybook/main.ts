import type { StorybookConfig } from '@storybook/react-vite';

/** Storybook keeps its own Vite config, so the Module Federation plugin of the apps stays out. */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: { builder: { viteConfigPath: 'vite.config.ts' } } },
  core: { disableTelemetry: true },
};
export default config;
