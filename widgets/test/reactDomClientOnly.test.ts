// @vitest-environment jsdom
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseAst, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { reactDomClientOnly } from '../build/reactDomClientOnly';

const CLIENT_ID = '/x/node_modules/react-dom/cjs/react-dom-client.production.js';

function transform(code: string, id = CLIENT_ID): string | null {
  const plugin: Plugin = reactDomClientOnly();
  const hook = plugin.transform as (this: unknown, code: string, id: string) => { code: string } | null;
  return hook.call({ parse: (source: string) => parseAst(source) }, code, id)?.code ?? null;
}

/** Enough of react-dom's shape for every rewrite to apply, around the cases under test. */
const shape = (body: string) =>
  [
    'var isHydrating = !1, shouldStartViewTransition = !1;',
    'function createFiberFromTypeAndProps(type) { switch (type) { case REACT_VIEW_TRANSITION_TYPE: return createFiberImplClass(30, 1); default: return 0; } }',
    'function enter() { isHydrating = !0; }',
    'function root(state) { return state.isDehydrated ? 1 : 2; }',
    'function vt(fiber) { return 30 === fiber.tag; }',
    'function commit(fiber) { switch (fiber.tag) { case 30: return 3; default: return 4; } }',
    body,
    'exports.hydrateRoot = function (container) { return container; };',
  ].join('\n');

describe('reactDomClientOnly (hydration and view transitions out of the embed builds)', () => {
  it('fixes the switches only hydration or a <ViewTransition> sets to off, wherever they are read or set', () => {
    const output = transform(
      shape('function read() { return isHydrating || shouldStartViewTransition ? (isHydrating = !1) : 0; }'),
    )!;
    expect(output).toContain('function enter() { !1; }');
    expect(output).toContain('function read() { return !1 || !1 ? (!1) : 0; }');
    expect(output).toContain('return !1 ? 1 : 2;');
    expect(output).toContain('return !1;');
    expect(output).toContain('case REACT_VIEW_TRANSITION_TYPE: throw Error("<ViewTransition> is not built into');
    expect(output).toMatch(/exports\.hydrateRoot = function \(\) \{ throw Error\("hydrateRoot is not built into/);
    expect(() => new Function('exports', output)).not.toThrow();
  });

  it('leaves a parameter or field of the same name alone', () => {
    const output = transform(
      shape(
        'function initInput(element, isHydrating) { element.isHydrating = { isHydrating: 1 }; return isHydrating; }',
      ),
    )!;
    expect(output).toContain(
      'function initInput(element, isHydrating) { element.isHydrating = { isHydrating: 1 }; return isHydrating; }',
    );
  });

  it('takes `case 30:` out of a switch on the tag only where no other case falls into or out of it', () => {
    const output = transform(
      shape(
        [
          'function a(f) { switch (f.tag) { case 5: return 1; case 30: return commitViewTransition(f); case 6: return 2; } }',
          'function b(f) { switch (f.tag) { case 5: g(); case 30: h(); break; case 6: k(); } }',
          'function c(f) { switch (f.tag) { case 29: case 30: shared(); break; } }',
          'function d(f) { switch (f.tag) { case 30: fallsOut(); case 6: k(); } }',
        ].join('\n'),
      ),
    )!;
    expect(output).toMatch(/function a\(f\) \{ switch \(f\.tag\) \{ case 5: return 1;\s+case 6: return 2; \} \}/);
    expect(output).not.toContain('commitViewTransition');
    // Case 5 falls into it, and case 30 falls into case 6: both stay as they are.
    expect(output).toContain('case 5: g(); case 30: h(); break;');
    expect(output).toContain('case 30: fallsOut(); case 6: k();');
    expect(output).toContain('case 29: shared(); break;');
  });

  it("fails the build when react-dom's code no longer has the shape it relies on", () => {
    expect(() => transform('var isHydrating = !1;\nexports.hydrateRoot = function () {};')).toThrow(
      /changed shape \(switch, rootField, tag, tagCase, createViewTransition\)/,
    );
    expect(() => transform(shape('function f() { isHydrating = other(); }'))).toThrow(/other than true or false/);
    expect(transform('var isHydrating = 1;', '/src/a.ts')).toBeNull();
  });
});

/** react-dom's client build as published, and as the embed builds bundle it. */
const requireFromReactDom = createRequire(createRequire(import.meta.url).resolve('react-dom/package.json'));
const reactDomDir = path.dirname(requireFromReactDom.resolve('react-dom/package.json'));
const productionFile = (pkg: string, file: string) =>
  path.join(path.dirname(requireFromReactDom.resolve(`${pkg}/package.json`)), 'cjs', file);
const React = requireFromReactDom(productionFile('react', 'react.production.js')) as typeof import('react');
const ReactDom = requireFromReactDom(
  productionFile('react-dom', 'react-dom.production.js'),
) as typeof import('react-dom');
const Scheduler = requireFromReactDom(productionFile('scheduler', 'scheduler.production.js')) as object;
const publishedClient = fs.readFileSync(path.join(reactDomDir, 'cjs', 'react-dom-client.production.js'), 'utf8');

type Client = typeof import('react-dom/client');

/** Loads a react-dom client build's source as CommonJS, on the production React, scheduler and react-dom. */
function loadClient(source: string): Client {
  const module = { exports: {} as Client };
  const modules: Record<string, object> = { react: React, 'react-dom': ReactDom, scheduler: Scheduler };
  new Function('exports', 'require', 'module', source)(module.exports, (name: string) => modules[name], module);
  return module.exports;
}

const h = React.createElement;
const nextFrame = () => new Promise((resolve) => setTimeout(resolve, 20));
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done() && waited < 3000; waited += 20) await nextFrame();
}

/** A widget-like app: state, effects, a lazy Suspense boundary, a transition, a portal, a controlled input, events. */
async function runApp(client: Client): Promise<string[]> {
  const snapshots: string[] = [];
  document.title = '';
  const container = document.createElement('div');
  const portalTarget = document.createElement('div');
  document.body.append(container, portalTarget);
  let resolveLazy: (value: { default: () => React.ReactElement }) => void = () => undefined;
  const Lazy = React.lazy(
    () => new Promise<{ default: () => React.ReactElement }>((resolve) => (resolveLazy = resolve)),
  );
  function App() {
    const [count, setCount] = React.useState(0);
    const [text, setText] = React.useState('a');
    const [pending, startTransition] = React.useTransition();
    const [shown, setShown] = React.useState(false);
    React.useEffect(() => {
      document.title = `count ${count}`;
    }, [count]);
    return h(
      'section',
      null,
      h('button', { id: 'more', onClick: () => setCount((c) => c + 1) }, `clicked ${count}`),
      h('input', {
        id: 'text',
        value: text,
        onChange: (event: { target: HTMLInputElement }) => setText(event.target.value),
      }),
      h('button', { id: 'show', onClick: () => startTransition(() => setShown(true)) }, pending ? 'pending' : 'show'),
      shown ? h(React.Suspense, { fallback: h('p', null, 'loading') }, h(Lazy)) : null,
      ReactDom.createPortal(h('aside', null, `portal ${count}`), portalTarget),
    );
  }
  const snap = () => snapshots.push(container.innerHTML + '|' + portalTarget.innerHTML + '|' + document.title);
  const root = client.createRoot(container);
  root.render(h(App));
  // Passive effects run after paint: under load 20 ms may not be enough, so wait for the effect's mark.
  await until(() => document.title === 'count 0');
  snap();
  container.querySelector<HTMLButtonElement>('#more')!.click();
  await until(() => document.title === 'count 1');
  snap();
  const input = container.querySelector<HTMLInputElement>('#text')!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setValue.call(input, 'ab');
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await nextFrame();
  snap();
  container.querySelector<HTMLButtonElement>('#show')!.click();
  await nextFrame();
  snap();
  resolveLazy({ default: () => h('p', null, 'lazy content') });
  await until(() => container.innerHTML.includes('lazy content'));
  snap();
  root.unmount();
  snap();
  container.remove();
  portalTarget.remove();
  return snapshots;
}

describe("react-dom's client build with hydration and view transitions taken out", () => {
  const builtClient = loadClient(transform(publishedClient)!);

  it('renders, updates, suspends, transitions and unmounts exactly as the published build does', async () => {
    const published = await runApp(loadClient(publishedClient));
    const built = await runApp(builtClient);
    expect(built).toEqual(published);
    expect(built[4]).toContain('lazy content');
    expect(built[2]).toContain('clicked 1');
  });

  it('refuses hydrateRoot and <ViewTransition> with a clear error', () => {
    const container = document.createElement('div');
    expect(() => builtClient.hydrateRoot(container, h('p'))).toThrow(
      /hydrateRoot is not built into the Headliner widgets/,
    );
    const ViewTransition = (React as unknown as { ViewTransition: string }).ViewTransition;
    const errors: unknown[] = [];
    const root = builtClient.createRoot(container, { onUncaughtError: (error) => errors.push(error) });
    ReactDom.flushSync(() => root.render(h(ViewTransition, null, h('p', null, 'x'))));
    expect(String(errors[0])).toMatch(/<ViewTransition> is not built into the Headliner widgets/);
  });
});
