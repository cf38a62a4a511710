import { Link } from 'react-router';
import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from 'widgets/ui';

/** A router link that looks like a button. */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
