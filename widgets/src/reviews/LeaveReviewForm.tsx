import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../ui/Button';
import { TextArea } from '../ui/TextArea';
import { RatingInput } from './RatingInput';

export interface ReviewDraft {
  rating: number;
  body: string;
}

interface Props {
  /** Whom the review is about: "the performer" or the buyer's name. */
  subject: string;
  /** When the window closes, as people read it. */
  closesOn: string;
  pending?: boolean;
  /** The API's field errors (rating, body) or a message for the whole form. */
  errors?: Partial<Record<'rating' | 'body' | 'form', string>>;
  onSubmit(draft: ReviewDraft): void;
}

/** "Leave a review": 1 to 5 stars and a few words, within the 14 days after the show. */
export function LeaveReviewForm({ subject, closesOn, pending = false, errors = {}, onSubmit }: Props) {
  const [rating, setRating] = useState(0);
  const [body, setBody] = useState('');
  const [missing, setMissing] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (rating === 0) {
      setMissing('Choose a rating from 1 to 5 stars');
      return;
    }
    setMissing(undefined);
    onSubmit({ rating, body });
  }

  return (
    <Form onSubmit={submit} aria-label="Leave a review" noValidate>
      <h3>Leave a review</h3>
      <Hint>
        How was it working with {subject}? They will not see your review until they have written theirs, or until the
        window closes on {closesOn}.
      </Hint>
      <RatingInput value={rating} onChange={setRating} error={missing ?? errors.rating} />
      <TextArea
        label="Your review"
        name="body"
        rows={4}
        maxLength={2000}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={errors.body}
      />
      {errors.form && <FormError role="alert">{errors.form}</FormError>}
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? 'Sending…' : 'Submit review'}
        </Button>
      </div>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 12px;

  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: var(--hl-color-text-muted);
`;

const FormError = styled.p`
  margin: 0;
  color: var(--hl-color-danger);
`;
