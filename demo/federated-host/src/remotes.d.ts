/** The `headliner` federation remote (widgets/vite.federation.config.ts). */
declare module 'headliner/*' {
  import type { ComponentType } from 'react';
  const Widget: ComponentType<Record<string, unknown>>;
  export default Widget;
}
