import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import type { AdminEmbedsResponse } from 'tenant-api/contract';
import { errorMessage, isApiError } from 'widgets/api';
import { Alert, Button, TextField, useToast } from 'widgets/ui';
import { ADMIN_AUDIT_KEY, ADMIN_EMBEDS_KEY, adminApi } from './adminApi';
import { buildSnippets, originErrors, validateOrigin } from './adminFormat';
import { EmbedSignupTier } from './EmbedSignupTier';
import { ConfirmDialog, CopyButton, Muted, QueryState, SectionHeading, SubSection } from '../../ui/AdminParts';

export function EmbedsSection() {
  const query = useQuery({ queryKey: ADMIN_EMBEDS_KEY, queryFn: ({ signal }) => adminApi.embeds({ signal }) });
  return (
    <>
      <SectionHeading title="Embeds">
        Put browse, the offer wizard and the offers list on your own sites. The publishable key names this marketplace;
        only the allowed origins may use it.
      </SectionHeading>
      {query.data ? (
        <>
          <KeyBlock data={query.data} />
          <OriginsBlock key={query.data.origins.join(' ')} data={query.data} />
          <Block aria-labelledby="embed-signups-title">
            <h3 id="embed-signups-title">Sign-ups in widgets</h3>
            <EmbedSignupTier data={query.data} />
          </Block>
          <SnippetsBlock data={query.data} />
        </>
      ) : (
        <QueryState
          isPending={query.isPending}
          error={query.error}
          label="embed settings"
          onRetry={() => query.refetch()}
        />
      )}
    </>
  );
}

function useEmbedsSaved() {
  const queryClient = useQueryClient();
  return (answer: AdminEmbedsResponse) => {
    queryClient.setQueryData(ADMIN_EMBEDS_KEY, answer);
    void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_KEY });
  };
}

function KeyBlock({ data }: { data: AdminEmbedsResponse }) {
  const [confirming, setConfirming] = useState(false);
  const saved = useEmbedsSaved();
  const toast = useToast();
  const rotate = useMutation({
    mutationFn: adminApi.rotateKey,
    onSuccess: (answer) => {
      saved(answer);
      setConfirming(false);
      toast({ variant: 'success', title: 'New key made', description: 'Update the snippets on your sites.' });
    },
    onError: (error) => {
      setConfirming(false);
      toast({
        variant: 'destructive',
        title: 'The key was not rotated',
        description: errorMessage(error, 'Please try again.'),
      });
    },
  });
  return (
    <Block aria-labelledby="embed-key-title">
      <h3 id="embed-key-title">Publishable key</h3>
      <KeyRow>
        <code data-testid="publishable-key">{data.publishableKey}</code>
        <CopyButton text={data.publishableKey} label="Publishable key" />
        <Button $variant="secondary" $size="sm" onClick={() => setConfirming(true)}>
          Rotate key
        </Button>
      </KeyRow>
      <Muted>The key is not a secret: it sits in your pages&apos; source.</Muted>
      {confirming && (
        <ConfirmDialog
          title="Rotate the publishable key?"
          description="The old key stops working at once: every site that embeds the widgets with it breaks until you paste the new key."
          confirmLabel={rotate.isPending ? 'Rotating…' : 'Rotate now'}
          busy={rotate.isPending}
          onConfirm={() => rotate.mutate()}
          onClose={() => setConfirming(false)}
        />
      )}
    </Block>
  );
}

function OriginsBlock({ data }: { data: AdminEmbedsResponse }) {
  const saved = useEmbedsSaved();
  const toast = useToast();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string>();
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: adminApi.saveOrigins,
    onSuccess: (answer) => {
      saved(answer);
      toast({ variant: 'success', title: 'Allowed origins saved' });
    },
    onError: (error, origins) => {
      if (isApiError(error) && error.status === 400 && error.fields) {
        // `origins.N` names the N-th origin of the list sent: show it on that origin's row (or the input).
        const byOrigin: Record<string, string> = {};
        for (const [index, message] of Object.entries(originErrors(error.fields))) {
          const origin = origins[Number(index)];
          if (origin !== undefined) byOrigin[origin] = message;
        }
        setRowErrors(byOrigin);
        const added = origins.find((origin) => !data.origins.includes(origin));
        const general = error.fields.origins;
        if (added && byOrigin[added]) setDraftError(byOrigin[added]);
        else if (general || !Object.keys(byOrigin).length) setDraftError(general ?? errorMessage(error, 'Not saved'));
      } else {
        toast({
          variant: 'destructive',
          title: 'The origins were not saved',
          description: errorMessage(error, 'Please try again.'),
        });
      }
    },
  });

  const add = () => {
    const result = validateOrigin(draft);
    if (!result.ok) return setDraftError(result.error);
    if (data.origins.includes(result.origin)) return setDraftError('This origin is already allowed');
    save.mutate([...data.origins, result.origin], { onSuccess: () => setDraft('') });
  };
  const remove = (origin: string) => save.mutate(data.origins.filter((item) => item !== origin));

  return (
    <Block aria-labelledby="embed-origins-title">
      <h3 id="embed-origins-title">Allowed origins</h3>
      {data.origins.length === 0 ? (
        <Muted>No site may embed the widgets yet. Add your site&apos;s origin.</Muted>
      ) : (
        <Origins>
          {data.origins.map((origin) => (
            <li key={origin}>
              <code>{origin}</code>
              <Button
                $variant="ghost"
                $size="sm"
                disabled={save.isPending}
                onClick={() => remove(origin)}
                aria-label={`Remove ${origin}`}
              >
                Remove
              </Button>
              {rowErrors[origin] && <RowError role="alert">{rowErrors[origin]}</RowError>}
            </li>
          ))}
        </Origins>
      )}
      <AddRow
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
        noValidate
      >
        <TextField
          label="Add an origin"
          name="origin"
          value={draft}
          placeholder="https://agency.example"
          hint="https://host[:port], without a path (http only for localhost)."
          error={draftError}
          onChange={(event) => {
            setDraft(event.target.value);
            setDraftError(undefined);
          }}
        />
        <Button type="submit" disabled={save.isPending || data.origins.length >= 20}>
          Add origin
        </Button>
      </AddRow>
      {data.origins.length >= 20 && <Alert tone="info">At most 20 origins.</Alert>}
    </Block>
  );
}

function SnippetsBlock({ data }: { data: AdminEmbedsResponse }) {
  const snippets = buildSnippets(data.scriptBase, data.publishableKey);
  return (
    <Block aria-labelledby="embed-snippets-title">
      <h3 id="embed-snippets-title">Snippets</h3>
      <SnippetHead>
        <h4>Web components (any site)</h4>
        <CopyButton text={snippets.webComponents} label="Web components snippet" />
      </SnippetHead>
      <Pre tabIndex={0} aria-label="Web components snippet">
        {snippets.webComponents}
      </Pre>
      <SnippetHead>
        <h4>Module Federation (React sites)</h4>
        <CopyButton text={snippets.federation} label="Module Federation snippet" />
      </SnippetHead>
      <Muted>
        Remote entry: <code>{snippets.remoteEntry}</code>
      </Muted>
      <Pre tabIndex={0} aria-label="Module Federation snippet">
        {snippets.federation}
      </Pre>
    </Block>
  );
}

const Block = styled(SubSection)`
  code {
    overflow-wrap: anywhere;
  }
`;

const KeyRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;

  code {
    padding: 8px 12px;
    border-radius: var(--hl-radius-md);
    background: var(--hl-color-surface-alt);
    font-size: 0.9375rem;
  }
`;

const Origins = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
    justify-content: space-between;
    padding: 8px 12px;
    border: 1px solid var(--hl-color-border);
    border-radius: var(--hl-radius-md);
    background: var(--hl-color-surface);
  }
`;

const RowError = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: var(--hl-color-danger);
  font-size: 0.875rem;
`;

const AddRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: start;

  > :first-child {
    flex: 1 1 260px;
  }

  > button {
    margin-top: 28px;
  }
`;

const SnippetHead = styled.div`
  display: flex;
  gap: 10px;
  align-items: center;
  justify-content: space-between;

  h4 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Pre = styled.pre`
  margin: 0;
  padding: 14px;
  overflow-x: auto;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-surface-alt);
  color: var(--hl-color-text);
  font-family: var(--hl-font-mono, ui-monospace, monospace);
  font-size: 0.8125rem;
  line-height: 1.5;
`;
