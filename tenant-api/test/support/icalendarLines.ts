import ICAL from 'ical.js';
import { expect } from 'vitest';

/**
 * Reads an iCalendar text as RFC 5545 §3.1 says, checking it on the way: lines end in CRLF, no
 * physical line is longer than 75 octets, a fold never splits a character, continuation lines
 * start with one space. Returns the unfolded content lines.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function unfoldedLines(text: string): string[] {
  expect(text.endsWith('\r\n'), 'ends with CRLF').toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  const lines: string[] = [];
  for (const line of physical) {
    expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    expect(line, 'a bare CR or LF').not.toMatch(/[\r\n]/);
    expect(line, 'a fold inside a character').not.toMatch(LONE_SURROGATE);
    if (line.startsWith(' ')) {
      expect(lines.length, 'a continuation line first').toBeGreaterThan(0);
      lines[lines.length - 1] += line.slice(1);
    } else {
      lines.push(line);
    }
  }
  return lines;
}

export interface ContentLine {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** `NAME;PARAM=value:VALUE` (parameter values here never hold `:` `;` or quotes). */
export function contentLine(line: string): ContentLine {
  const match = /^([A-Z][A-Z0-9-]*)((?:;[A-Z-]+=[^;:"]*)*):(.*)$/s.exec(line);
  expect(match, `not a content line: ${line}`).not.toBeNull();
  const params = Object.fromEntries(
    match![2]!
      .split(';')
      .filter(Boolean)
      .map((param) => param.split('=') as [string, string]),
  );
  return { name: match![1]!, params, value: match![3]! };
}

/** A TEXT value read back (RFC 5545 §3.3.11). */
export const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));

/** What a note becomes in a TEXT value and back: line breaks as \n, other control characters left out. */
export const expectedText = (text: string) =>
  // eslint-disable-next-line no-control-regex
  text.replace(/\r\n|\r/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');

/** The VEVENTs' content lines, each checked for one UID, DTSTAMP and DTSTART; components balanced. */
export function vevents(lines: readonly string[]): ContentLine[][] {
  const events: ContentLine[][] = [];
  const open: string[] = [];
  let current: ContentLine[] | null = null;
  for (const line of lines) {
    const parsed = contentLine(line);
    if (parsed.name === 'BEGIN') {
      open.push(parsed.value);
      if (parsed.value === 'VEVENT') current = [];
    } else if (parsed.name === 'END') {
      expect(open.pop()).toBe(parsed.value);
      if (parsed.value === 'VEVENT') {
        for (const name of ['UID', 'DTSTAMP', 'DTSTART']) {
          expect(
            current!.filter((property) => property.name === name),
            name,
          ).toHaveLength(1);
        }
        events.push(current!);
        current = null;
      }
    } else if (current) {
      current.push(parsed);
    }
  }
  expect(open).toEqual([]);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  return events;
}

export const property = (event: readonly ContentLine[], name: string) => event.find((line) => line.name === name);

/** The calendar parsed by ical.js, its VTIMEZONEs registered so wall-clock times read as instants. */
export function parsedCalendar(text: string): { component: ICAL.Component; events: ICAL.Event[] } {
  const component = new ICAL.Component(ICAL.parse(text));
  for (const zone of component.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { component, events: component.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) };
}
