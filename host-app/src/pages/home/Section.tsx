import styled from 'styled-components';
import { mediaUp } from 'widgets/ui';

export const Section = styled.section`
  padding: 64px 0;

  ${mediaUp('md')} {
    padding: 96px 0;
  }
`;

export const SectionHeader = styled.div<{ $center?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 12px;
  align-items: ${({ $center }) => ($center ? 'center' : 'flex-start')};
  margin-bottom: 40px;
  text-align: ${({ $center }) => ($center ? 'center' : 'left')};

  p:last-child {
    margin: 0;
  }
`;
