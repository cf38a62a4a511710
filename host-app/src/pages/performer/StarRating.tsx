import styled from 'styled-components';
import { formatRating, starFill, type StarFill } from './profileModel';

/** Five stars drawn for sighted users; screen readers get one phrase ("Rated 4.5 out of 5"). */
export function StarRating({ rating, size = 18 }: { rating: number; size?: number }) {
  return (
    <Stars role="img" aria-label={`Rated ${formatRating(rating)} out of 5`} $size={size}>
      {starFill(rating).map((fill, index) => (
        <Star key={index} $fill={fill} aria-hidden="true">
          ★
        </Star>
      ))}
    </Stars>
  );
}

const Stars = styled.span<{ $size: number }>`
  display: inline-flex;
  gap: 1px;
  font-size: ${({ $size }) => $size}px;
  line-height: 1;
  white-space: nowrap;
`;

const fillWidth: Record<StarFill, string> = { full: '100%', half: '50%', empty: '0%' };

/** A grey star with the gold part laid over it, clipped to the fill. */
const Star = styled.span<{ $fill: StarFill }>`
  position: relative;
  display: inline-block;
  color: var(--hl-color-border);

  &::before {
    content: '★';
    position: absolute;
    inset: 0;
    width: ${({ $fill }) => fillWidth[$fill]};
    overflow: hidden;
    color: var(--hl-color-primary);
  }
`;
