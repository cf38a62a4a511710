import styled from 'styled-components';
import { mediaUp } from 'widgets/ui';
import { Badge } from 'widgets/ui';
import { ButtonLink } from '../../ui/ButtonLink';
import { Container } from '../../ui/layout';

const SAMPLE_STOPS = [
  { city: 'Chicago, IL', day: 'Fri', leg: 'Tour start' },
  { city: 'Milwaukee, WI', day: 'Sat', leg: '+92 mi' },
  { city: 'Madison, WI', day: 'Sun', leg: '+79 mi' },
] as const;

const SAMPLE_NUMBERS = [
  { value: '3', label: 'Venues matched' },
  { value: '171', label: 'Miles in total' },
  { value: '52%', label: 'Travel saved' },
] as const;

/** An inverted band (text colour as background): the pack guarantees contrast between the two. */
export function TourRoutingPromo() {
  return (
    <Band aria-labelledby="tour-routing-title">
      <Grid>
        <div>
          <Badge $tone="accent">Tour routing</Badge>
          <Title id="tour-routing-title">Book performers who are already in town</Title>
          <Copy>
            We match venues with comedians and variety acts already touring nearby, and tell performers about venues on
            their way. Share the road instead of paying for it: travel savings of 40-60%.
          </Copy>
          <ButtonLink to="/tour-routing" $variant="accent" $size="lg">
            See how tour routing works
          </ButtonLink>
        </div>
        <Route aria-label="Sample route">
          <RouteHeader>
            <span>Sample route · Midwest weekend</span>
            <small>Sample numbers</small>
          </RouteHeader>
          <Stops>
            {SAMPLE_STOPS.map((stop) => (
              <li key={stop.city}>
                <Dot aria-hidden="true" />
                <strong>{stop.city}</strong>
                <span>
                  {stop.day} · {stop.leg}
                </span>
              </li>
            ))}
          </Stops>
          <Numbers>
            {SAMPLE_NUMBERS.map((item) => (
              <div key={item.label}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </Numbers>
        </Route>
      </Grid>
    </Band>
  );
}

const Band = styled.section`
  padding: 72px 0;
  background: var(--hl-color-text);
  color: var(--hl-color-background);

  ${mediaUp('md')} {
    padding: 96px 0;
  }
`;

const Grid = styled(Container)`
  display: grid;
  gap: 48px;
  align-items: center;

  ${mediaUp('lg')} {
    grid-template-columns: 1fr 1fr;
    gap: 72px;
  }
`;

const Title = styled.h2`
  margin: 16px 0;
  font-size: clamp(2rem, 1.3rem + 2.6vw, 3rem);
  font-weight: 800;
`;

const Copy = styled.p`
  max-width: 52ch;
  margin-bottom: 32px;
  font-size: 1.125rem;
  opacity: 0.88;
`;

const Route = styled.div`
  padding: 28px;
  border: 1px solid color-mix(in srgb, var(--hl-color-background) 22%, transparent);
  border-radius: var(--hl-radius-lg);
  background: color-mix(in srgb, var(--hl-color-background) 6%, transparent);
`;

const RouteHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  justify-content: space-between;
  margin-bottom: 20px;
  font-weight: 700;

  small {
    font-size: 0.75rem;
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    opacity: 0.8;
  }
`;

const Stops = styled.ol`
  position: relative;
  display: grid;
  gap: 18px;
  margin: 0;
  padding: 0 0 0 28px;
  list-style: none;

  &::before {
    content: '';
    position: absolute;
    top: 8px;
    bottom: 8px;
    left: 7px;
    border-left: 2px dashed color-mix(in srgb, var(--hl-color-background) 45%, transparent);
  }

  li {
    position: relative;
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    justify-content: space-between;
  }

  span {
    opacity: 0.85;
  }
`;

const Dot = styled.i`
  position: absolute;
  top: 5px;
  left: -28px;
  width: 16px;
  height: 16px;
  border: 3px solid var(--hl-color-text);
  border-radius: 50%;
  background: var(--hl-color-accent);
  box-shadow: 0 0 0 2px var(--hl-color-accent);
`;

const Numbers = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 12px;
  margin: 28px 0 0;
  padding-top: 20px;
  border-top: 1px solid color-mix(in srgb, var(--hl-color-background) 22%, transparent);

  div {
    display: flex;
    flex-direction: column-reverse;
  }

  dt {
    font-size: 0.8125rem;
    opacity: 0.85;
  }

  dd {
    margin: 0;
    font-family: var(--hl-font-heading);
    font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2.25rem);
    font-weight: 800;
  }
`;
