/**
 * The published types of the embed (`dist/wc/headliner-widgets.d.ts`), re-exported for code in
 * this workspace. The widgets' own event and target types must stay equal to them: see
 * widgets/test/embedTypes.test.ts.
 */
export type * from './headliner-widgets';
