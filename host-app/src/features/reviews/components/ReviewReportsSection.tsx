import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from 'widgets/api';
import { ReportedReviewCard } from 'widgets/reviews';
import { Alert, Button, Spinner, Tabs, useToast } from 'widgets/ui';
import { useDecideReviewReport, useReviewReports, type ReportStatus } from '../api/reviewReports';

const TABS: readonly { id: ReportStatus; label: string }[] = [
  { id: 'open', label: 'Open' },
  { id: 'hidden', label: 'Hidden' },
  { id: 'kept', label: 'Kept' },
];

/** The admin console's "Reported reviews": hide a review (off the site and the rating) or keep it. */
export function ReviewReportsSection() {
  const [status, setStatus] = useState<ReportStatus>('open');
  return (
    <>
      <Heading>
        <h2>Reported reviews</h2>
        <p>Reviews people reported. Hiding one takes it off the profile and out of the act&apos;s rating.</p>
      </Heading>
      <Tabs<ReportStatus>
        label="Report status"
        items={TABS.map((tab) => ({ id: tab.id, label: tab.label, panel: <ReportList status={tab.id} /> }))}
        selected={status}
        onSelect={setStatus}
      />
    </>
  );
}

function ReportList({ status }: { status: ReportStatus }) {
  const reports = useReviewReports(status);
  const decide = useDecideReviewReport();
  const toast = useToast();
  const onDecide = (reportId: string, decision: 'hide' | 'keep') =>
    decide.mutate(
      { reportId, decision },
      {
        onSuccess: () => toast({ variant: 'success', title: decision === 'hide' ? 'Review hidden' : 'Review kept' }),
        onError: (error) =>
          toast({ variant: 'destructive', title: 'Not saved', description: errorMessage(error, 'Please try again.') }),
      },
    );
  if (!reports.data) {
    if (reports.isPending) return <Spinner label="Loading reported reviews" />;
    return (
      <Alert title="The reported reviews could not be loaded">
        <p>{errorMessage(reports.error, 'Please try again.')}</p>
        <Button $variant="secondary" $size="sm" onClick={() => void reports.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (reports.data.reports.length === 0) {
    return <Muted>{status === 'open' ? 'No reported reviews are waiting.' : 'None yet.'}</Muted>;
  }
  return (
    <List aria-label="Reported reviews">
      {reports.data.reports.map((report) => (
        <li key={report.id}>
          <ReportedReviewCard
            report={report}
            pending={decide.isPending}
            onDecide={(decision) => onDecide(report.id, decision)}
          />
        </li>
      ))}
    </List>
  );
}

const Heading = styled.div`
  h2 {
    margin: 0 0 4px;
  }
  p {
    margin: 0;
    color: var(--hl-color-text-muted);
  }
`;

const Muted = styled.p`
  color: var(--hl-color-text-muted);
`;

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
