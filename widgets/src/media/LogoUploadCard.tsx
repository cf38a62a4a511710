import styled from 'styled-components';
import type { TenantLogo } from 'tenant-api/contract';
import { Alert, Button, FilePickButton, Spinner } from '../ui';
import { LogoPicture } from './LogoPicture';

const ACCEPTED = 'image/jpeg,image/png,image/webp';

export interface LogoUploadCardProps {
  /** The uploaded logo, or null while the site shows its text logo. */
  logo: TenantLogo | null;
  /** The tenant's name: the logo's text alternative. */
  name: string;
  uploading: boolean;
  removing: boolean;
  /** Why the last upload or removal failed (the server's message), if it did. */
  error: string | null;
  onUpload(file: File): void;
  onRemove(): void;
}

/**
 * The admin's logo and favicon: the current logo as the header draws it, the two icons made from
 * it, a file button (JPEG, PNG or WebP) and removal (back to the text logo).
 */
export function LogoUploadCard({ logo, name, uploading, removing, error, onUpload, onRemove }: LogoUploadCardProps) {
  const busy = uploading || removing;
  const pickLabel = logo ? 'Replace the logo' : 'Upload a logo';
  return (
    <Card aria-labelledby="logo-card-title">
      <h3 id="logo-card-title">Logo and favicon</h3>
      {logo ? (
        <Previews>
          <figure>
            <HeaderSample>
              <LogoPicture logo={logo} alt={name} drawnHeight={36} />
            </HeaderSample>
            <figcaption>In the header</figcaption>
          </figure>
          <figure>
            <img src={logo.icon} width={32} height={32} alt={`${name} favicon`} />
            <figcaption>Browser tab (32 px)</figcaption>
          </figure>
          <figure>
            <TouchIcon src={logo.touchIcon} width={60} height={60} alt={`${name} home screen icon`} />
            <figcaption>Home screen (180 px)</figcaption>
          </figure>
        </Previews>
      ) : (
        <Hint>No logo yet: the header shows your name as text and the tab shows the marketplace’s icon.</Hint>
      )}
      <Actions>
        <FilePickButton
          accept={ACCEPTED}
          label={pickLabel}
          busyLabel={uploading ? 'Uploading…' : removing ? pickLabel : undefined}
          onPick={onUpload}
        />
        {logo && (
          <Button type="button" $variant="secondary" disabled={busy} onClick={onRemove}>
            {removing ? 'Removing…' : 'Remove the logo'}
          </Button>
        )}
      </Actions>
      <Hint>
        JPEG, PNG or WebP, up to 5 MB; a transparent PNG looks best. It is drawn 36 pixels high, and the favicon is made
        from it (centred on a square).
      </Hint>
      {uploading && (
        <p role="status">
          <Spinner size={16} /> Preparing your logo…
        </p>
      )}
      {error && <Alert title="The logo was not changed">{error}</Alert>}
    </Card>
  );
}

const Card = styled.section`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);

  h3 {
    margin: 0;
    font-size: 1.0625rem;
  }
`;

const Previews = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 24px;

  figure {
    display: grid;
    justify-items: start;
    gap: 6px;
    margin: 0;
  }

  figcaption {
    color: var(--hl-color-text-muted);
    font-size: 0.8125rem;
  }
`;

const HeaderSample = styled.div`
  display: flex;
  align-items: center;
  max-width: 100%;
  min-height: 56px;
  padding: 0 12px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-background);

  img {
    display: block;
    height: 36px;
    width: auto;
    max-width: 100%;
  }
`;

const TouchIcon = styled.img`
  border-radius: 14px;
  box-shadow: 0 0 0 1px var(--hl-color-border);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const Hint = styled.p`
  margin: 0;
  color: var(--hl-color-text-muted);
  font-size: 0.875rem;
`;
