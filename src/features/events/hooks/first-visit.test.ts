// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_VISIT_ELEMENT_ID } from '../../../../schemas/first-visit';
import { firstVisitSessions, forgetFirstVisit, renderingFirstVisit } from './first-visit';
import { removeFirstVisitBlock } from './first-visit.testing';

const summit = { id: 'summit-id', slug: 'summit', name: 'Offline-First Summit', live_status: 'planned' };
const keynote = { id: 'keynote', event_id: 'summit-id', title: 'Keynote', starts_at: '2026-05-01T09:00:00Z', ends_at: '2026-05-01T10:00:00Z' };

function pageBrings(data: unknown): void {
  removeFirstVisitBlock();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_VISIT_ELEMENT_ID;
  script.textContent = JSON.stringify(data);
  document.head.append(script);
  forgetFirstVisit();
}

afterEach(() => {
  removeFirstVisitBlock();
  renderingFirstVisit(undefined);
});

describe("an agenda's first visit", () => {
  it("gives the sessions the page brought for its event, leaving out what is not a session or is another event's", () => {
    const other = { ...keynote, id: 'other', event_id: 'another-event' };
    pageBrings({ events: [summit], sessions: [keynote, other, { id: 'no-times', event_id: 'summit-id', title: 'No times' }, null, 'text'] });
    expect(firstVisitSessions('summit-id')).toEqual([keynote]);
    expect(firstVisitSessions('another-event')).toBeUndefined();
  });

  it("gives none on a page that brought no agenda, such as the event's own page", () => {
    pageBrings({ events: [summit] });
    expect(firstVisitSessions('summit-id')).toBeUndefined();
    pageBrings({ events: [summit], sessions: [] });
    expect(firstVisitSessions('summit-id')).toEqual([]);
  });

  it('reads the data the server renders the page with, where there is no page to read', () => {
    renderingFirstVisit({ events: [summit], sessions: [keynote] });
    expect(firstVisitSessions('summit-id')).toEqual([keynote]);
  });
});
