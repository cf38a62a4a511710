import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from '../ui/Button';
import type { WidgetTarget } from './targets';
import { useWidgetEnvironment } from './WidgetEnvironment';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: WidgetTarget; children: ReactNode };

const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A real link (open in new tab works) whose plain click goes through the host's navigation,
 * so the host app routes client-side and an embedding page can intercept it.
 */
export function WidgetLink({ to, onClick, children, ...anchor }: Props) {
  const { hrefFor, navigate } = useWidgetEnvironment();
  const href = hrefFor(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || (href && !isPlainLeftClick(event))) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a {...anchor} href={href ?? '#'} onClick={handleClick}>
      {children}
    </a>
  );
}

/** A WidgetLink that looks like a button. */
export const WidgetButtonLink = styled(WidgetLink)<ButtonStyleProps>`
  ${buttonStyles}
`;
