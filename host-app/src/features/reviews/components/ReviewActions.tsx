import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Review } from 'tenant-api/contract';
import { errorMessage, isApiError } from 'widgets/api';
import { Button, TextArea } from 'widgets/ui';
import { useSession } from '../../../session/SessionProvider';
import { useReplyToReview, useReportReview } from '../api/reviewActions';

/** Under a public review: the performer's one reply, and "Report" for anyone signed in. */
export function ReviewActions({ review, performerId }: { review: Review; performerId: string }) {
  const { user } = useSession();
  if (!user) return null;
  const canReply = user.performerId === performerId && review.reply === null;
  return (
    <Row>
      {canReply && <ReplyForm reviewId={review.id} />}
      {user.performerId !== performerId && <ReportForm reviewId={review.id} />}
    </Row>
  );
}

/** The performer's one public reply to a published review of their act: a button, then the form. */
export function ReplyForm({ reviewId, buttonLabel = 'Reply' }: { reviewId: string; buttonLabel?: string }) {
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  const reply = useReplyToReview();
  if (!open) {
    return (
      <Button $variant="secondary" $size="sm" onClick={() => setOpen(true)}>
        {buttonLabel}
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reply.mutate({ reviewId, body });
  };
  return (
    <Inline onSubmit={submit} aria-label="Reply to this review">
      <TextArea
        label="Your public reply (one only)"
        name="reply"
        value={body}
        maxLength={1000}
        onChange={(event) => setBody(event.target.value)}
        error={fieldError(reply.error, 'body')}
      />
      <Button type="submit" $size="sm" disabled={reply.isPending}>
        Post reply
      </Button>
    </Inline>
  );
}

function ReportForm({ reviewId }: { reviewId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const report = useReportReview();
  if (report.isSuccess) return <Done role="status">Reported. Thank you, our team will look at it.</Done>;
  if (!open) {
    return (
      <Button $variant="ghost" $size="sm" onClick={() => setOpen(true)}>
        Report
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    report.mutate({ reviewId, reason });
  };
  return (
    <Inline onSubmit={submit} aria-label="Report this review">
      <TextArea
        label="Why should our team look at this review?"
        name="reason"
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
        error={fieldError(report.error, 'reason')}
      />
      <Button type="submit" $size="sm" disabled={report.isPending}>
        Send report
      </Button>
    </Inline>
  );
}

function fieldError(error: unknown, field: string): string | undefined {
  if (!error) return undefined;
  return (isApiError(error) && error.fields?.[field]) || errorMessage(error, 'Please try again.');
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`;

const Inline = styled.form`
  display: grid;
  gap: 8px;
  width: 100%;
`;

const Done = styled.p`
  margin: 0;
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
`;
