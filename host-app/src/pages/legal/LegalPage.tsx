import type { ReactNode } from 'react';
import styled from 'styled-components';
import { mediaUp } from 'widgets/ui';
import { Container } from '../../ui/layout';
import { PageBody, PageHeader } from '../content/PageHeader';

export const LAST_UPDATED = 'December 2024';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A legal document: header with the last-updated date, a table of contents, then numbered sections. */
export function LegalPage({ title, intro, sections }: { title: string; intro: string; sections: LegalSection[] }) {
  return (
    <>
      <PageHeader eyebrow={`Last updated ${LAST_UPDATED}`} title={title} lead={intro} />
      <PageBody>
        <Container>
          <Layout>
            <Toc aria-label="Contents">
              <h2>Contents</h2>
              <ol>
                {sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.title}</a>
                  </li>
                ))}
              </ol>
            </Toc>
            <Body>
              {sections.map((section, index) => (
                <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
                  <h2 id={`${section.id}-title`}>
                    {index + 1}. {section.title}
                  </h2>
                  {section.body}
                </section>
              ))}
            </Body>
          </Layout>
        </Container>
      </PageBody>
    </>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 32px;

  ${mediaUp('lg')} {
    grid-template-columns: 260px 1fr;
    align-items: start;
  }
`;

const Toc = styled.nav`
  padding: 20px;
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-lg);
  background: var(--hl-color-surface);

  ${mediaUp('lg')} {
    position: sticky;
    top: 96px;
  }

  h2 {
    margin-bottom: 10px;
    font-size: 1rem;
    font-weight: 800;
  }

  ol {
    display: grid;
    gap: 6px;
    padding-left: 20px;
    font-size: 0.9375rem;
  }
`;

const Body = styled.article`
  display: grid;
  gap: 32px;
  max-width: 75ch;

  section {
    scroll-margin-top: 96px;
  }

  h2 {
    margin-bottom: 10px;
    font-size: 1.375rem;
    font-weight: 800;
  }

  p,
  li {
    color: var(--hl-color-text-muted);
  }

  p + p,
  p + ul,
  ul + p {
    margin-top: 10px;
  }

  ul {
    display: grid;
    gap: 6px;
    padding-left: 22px;
  }

  table {
    margin-top: 10px;
  }
`;
