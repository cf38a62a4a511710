import styled from 'styled-components';
import { mediaUp } from 'widgets/ui';

/**
 * One column on phones (header, booking, content); from lg the booking panel sits in a sticky
 * column to the right of the header and content.
 */
export const Layout = styled.div`
  display: grid;
  grid-template-areas: 'header' 'booking' 'content';
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;

  ${mediaUp('lg')} {
    grid-template-areas: 'header booking' 'content booking';
    grid-template-columns: minmax(0, 1fr) 320px;
    grid-template-rows: auto 1fr;
    gap: 32px 40px;
  }
`;

export const HeaderArea = styled.div`
  grid-area: header;
  min-width: 0;
`;

export const BookingArea = styled.div`
  grid-area: booking;
  min-width: 0;

  ${mediaUp('lg')} {
    position: sticky;
    top: 96px;
    align-self: start;
  }
`;

export const ContentArea = styled.div`
  grid-area: content;
  display: grid;
  gap: 20px;
  align-content: start;
  min-width: 0;
`;
