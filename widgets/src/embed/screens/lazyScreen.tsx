import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../../ui/Spinner';

/**
 * A screen whose code loads only when it is shown: the wizard and the offers list are for signed-in
 * buyers, so a visitor's first page carries the sign-in panel, not them.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>, label: string) {
  const Screen = lazy(() => load().then((component) => ({ default: component })));
  return function LazyScreen(props: P & { children?: ReactNode }) {
    return (
      <Suspense
        fallback={
          <Loading>
            <Spinner label={label} />
          </Loading>
        }
      >
        <Screen {...props} />
      </Suspense>
    );
  };
}

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 160px;
`;
