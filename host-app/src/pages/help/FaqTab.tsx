import styled from 'styled-components';
import { useTenant } from '../../tenant/useTenant';
import { TierData } from '../content/TierData';
import { faqCategories } from './faq';

/** Three categories of questions as native disclosure widgets (keyboard and screen reader ready). */
export function FaqTab() {
  const { brandName } = useTenant();
  return (
    <TierData what="answers">
      {(tiers) => (
        <Categories>
          {faqCategories(tiers, brandName).map((category) => (
            <section key={category.title} aria-labelledby={`faq-${category.title}`}>
              <h2 id={`faq-${category.title}`}>{category.title}</h2>
              {category.entries.map((entry) => (
                <Entry key={entry.question}>
                  <summary>{entry.question}</summary>
                  <p>{entry.answer}</p>
                </Entry>
              ))}
            </section>
          ))}
        </Categories>
      )}
    </TierData>
  );
}

const Categories = styled.div`
  display: grid;
  gap: 36px;

  h2 {
    margin-bottom: 12px;
    font-size: 1.375rem;
    font-weight: 800;
  }
`;

export const Entry = styled.details`
  border: 1px solid var(--hl-color-border);
  border-radius: var(--hl-radius-md);
  background: var(--hl-color-surface);

  & + & {
    margin-top: 10px;
  }

  summary {
    display: flex;
    gap: 12px;
    align-items: center;
    justify-content: space-between;
    min-height: 52px;
    padding: 12px 18px;
    font-weight: 700;
    cursor: pointer;
    list-style: none;
  }

  summary::-webkit-details-marker {
    display: none;
  }

  summary::after {
    content: '+';
    flex: none;
    color: var(--hl-color-primary);
    font-size: 1.5rem;
    line-height: 1;
  }

  &[open] summary::after {
    content: '−';
  }

  summary:focus-visible {
    outline: 2px solid var(--hl-color-focus, var(--hl-color-primary));
    outline-offset: 2px;
    border-radius: var(--hl-radius-md);
  }

  > :not(summary) {
    padding: 0 18px 16px;
    color: var(--hl-color-text-muted);
  }
`;
