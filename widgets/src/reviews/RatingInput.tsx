import styled from 'styled-components';

const STARS = [1, 2, 3, 4, 5] as const;

interface Props {
  value: number;
  onChange(rating: number): void;
  error?: string | undefined;
}

/** Five stars as a radio group (arrow keys move between them), with its error tied to it. */
export function RatingInput({ value, onChange, error }: Props) {
  return (
    <Group aria-describedby={error ? 'review-rating-error' : undefined}>
      <legend>Rating</legend>
      <Stars>
        {STARS.map((stars) => (
          <Star key={stars} $on={stars <= value}>
            <input
              type="radio"
              name="rating"
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              aria-label={`${stars} star${stars === 1 ? '' : 's'}`}
            />
            <span aria-hidden="true">★</span>
          </Star>
        ))}
      </Stars>
      {error && <ErrorText id="review-rating-error">{error}</ErrorText>}
    </Group>
  );
}

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: 4px;
    font-weight: 700;
  }
`;

const Stars = styled.div`
  display: flex;
  gap: 4px;
`;

const Star = styled.label<{ $on: boolean }>`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: var(--hl-radius-md);
  font-size: 1.75rem;
  color: ${(props) => (props.$on ? 'var(--hl-color-accent)' : 'var(--hl-color-border)')};
  cursor: pointer;

  input {
    position: absolute;
    inset: 0;
    opacity: 0;
    margin: 0;
    cursor: pointer;
  }

  &:focus-within {
    outline: 2px solid var(--hl-color-primary);
    outline-offset: 2px;
  }
`;

const ErrorText = styled.p`
  margin: 4px 0 0;
  color: var(--hl-color-danger);
  font-size: 0.875rem;
`;
