import styled from 'styled-components';
import type { AdminReviewReport } from 'tenant-api/contract';
import { formatDay } from '../format/dates';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { ReviewStars } from './ReviewPieces';

interface Props {
  report: AdminReviewReport;
  pending?: boolean;
  onDecide?(decision: 'hide' | 'keep'): void;
}

/** A reported review in the admin console: the review, who reported it and why, hide or keep. */
export function ReportedReviewCard({ report, pending = false, onDecide }: Props) {
  const { review } = report;
  return (
    <Card aria-label={`Report on ${review.authorName}'s review of ${report.performerName}`}>
      <Head>
        <strong>{report.performerName}</strong>
        <ReviewStars rating={review.rating} />
        {review.hidden ? <Badge $tone="danger">Hidden</Badge> : <Badge $tone="neutral">Visible</Badge>}
      </Head>
      <Quote>
        “{review.body}” — {review.authorName}, {formatDay(review.createdAt)}
      </Quote>
      <p>
        Reported by {report.reporterName} on {formatDay(report.createdAt)}: <em>{report.reason}</em>
      </p>
      {report.status === 'open' && onDecide ? (
        <Actions>
          <Button $size="sm" disabled={pending} onClick={() => onDecide('hide')}>
            Hide review
          </Button>
          <Button $size="sm" $variant="secondary" disabled={pending} onClick={() => onDecide('keep')}>
            Keep review
          </Button>
        </Actions>
      ) : (
        <Badge $tone="neutral">{report.status === 'hidden' ? 'Review hidden' : 'Review kept'}</Badge>
      )}
    </Card>
  );
}

const Card = styled.article`
  display: grid;
  gap: 8px;
  padding: 14px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-surface);
  min-width: 0;

  p {
    margin: 0;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

const Quote = styled.p`
  overflow-wrap: anywhere;
  color: var(--hl-color-text);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
