import { Link } from 'react-router';
import styled from 'styled-components';
import { useTenant } from '../tenant/useTenant';
// Its own module, not the media barrel: the barrel's upload card brings zod into the first chunk.
import { LogoPicture } from 'widgets/media/LogoPicture';
import { breakpoints } from 'widgets/ui';

const LONG_NAME = 14;

interface Props {
  compact?: boolean;
  /** Show only the mark between the md and lg breakpoints, where the header nav needs the room. */
  collapseText?: boolean;
}

/**
 * The tenant's logo, linking home: the one its admin uploaded, else the theme's logo image, else
 * the logo text. Blank while the tenant loads, so no wrong brand flashes.
 */
export function Logo({ compact = false, collapseText = false }: Props) {
  const { tenant, pack, brandName, isLoading } = useTenant();
  return (
    <Home
      to="/"
      aria-label={`${brandName} home`}
      $compact={compact}
      $long={brandName.length > LONG_NAME}
      $collapseText={collapseText}
    >
      {isLoading ? null : tenant?.logo ? (
        <LogoPicture logo={tenant.logo} alt={tenant.name} drawnHeight={compact ? 28 : 36} />
      ) : pack.logo.imageUrl ? (
        <img src={pack.logo.imageUrl} alt="" />
      ) : (
        <>
          <Mark viewBox="0 0 32 32" aria-hidden="true">
            <path d="M16 3 9 29h14L16 3Z" fill="var(--hl-color-accent)" />
            <circle cx="16" cy="10" r="5" fill="var(--hl-color-text)" />
          </Mark>
          <Text>{brandName}</Text>
        </>
      )}
    </Home>
  );
}

const Text = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Home = styled(Link)<{ $compact: boolean; $long: boolean; $collapseText: boolean }>`
  display: inline-flex;
  flex: 0 1 auto;
  align-items: center;
  gap: 8px;
  min-width: 40px;
  min-height: 40px;
  color: var(--hl-color-text);
  font-family: var(--hl-font-heading);
  font-size: ${({ $compact, $long }) => ($long ? ($compact ? '1.0625rem' : '1.25rem') : $compact ? '1.25rem' : '1.625rem')};
  font-weight: 800;
  letter-spacing: 0.02em;
  text-decoration: none;
  text-transform: uppercase;
  transition: font-size 160ms ease;

  /* Phones: the bell, the account button and the menu button share the row with the name. */
  @media (max-width: ${breakpoints.sm - 0.02}px) {
    font-size: ${({ $long }) => ($long ? '0.9375rem' : '1.0625rem')};
    letter-spacing: 0;
  }

  @media (min-width: ${breakpoints.md}px) and (max-width: ${breakpoints.lg - 0.02}px) {
    ${Text} {
      display: ${({ $collapseText }) => ($collapseText ? 'none' : 'inline')};
    }
  }

  picture {
    display: contents;
  }

  img {
    display: block;
    height: ${({ $compact }) => ($compact ? '28px' : '36px')};
    width: auto;
    max-width: min(100%, 240px);
    object-fit: contain;
    transition: height 160ms ease;
  }
`;

const Mark = styled.svg`
  flex: none;
  width: 1.1em;
  height: 1.1em;
`;
