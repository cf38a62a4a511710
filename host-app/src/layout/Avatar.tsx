import styled from 'styled-components';
import type { User } from 'tenant-api/contract';

export function initialsOf(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`.toUpperCase() || '?';
}

/**
 * Decorative: the name is always written next to it. Inside a control, pass `initialsInText={false}`:
 * the initials are then drawn by CSS, so they do not become part of the control's visible text
 * (whose accessible name must contain that text, WCAG 2.5.3 "Label in Name").
 */
export function Avatar({
  user,
  size = 32,
  initialsInText = true,
}: {
  user: User;
  size?: number;
  initialsInText?: boolean;
}) {
  const initials = user.profileImageUrl ? null : initialsOf(user);
  return (
    <Circle $size={size} aria-hidden="true" data-initials={initialsInText ? undefined : (initials ?? undefined)}>
      {user.profileImageUrl ? <img src={user.profileImageUrl} alt="" /> : initialsInText && initials}
    </Circle>
  );
}

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: 50%;
  background: var(--hl-color-accent);
  color: var(--hl-color-on-accent);
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  font-weight: 800;
  letter-spacing: 0.02em;

  &[data-initials]::before {
    content: attr(data-initials);
  }

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
