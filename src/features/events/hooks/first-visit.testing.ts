import { FIRST_VISIT_ELEMENT_ID } from '../../../../schemas/first-visit';

/** Puts a first visit's data block with these events into the page, as the server's HTML has it. */
export function pageBringsEvents(events: unknown[]): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_VISIT_ELEMENT_ID;
  script.textContent = JSON.stringify({ events });
  document.head.append(script);
}

/** Takes the data block out of the page again. */
export function removeFirstVisitBlock(): void {
  document.getElementById(FIRST_VISIT_ELEMENT_ID)?.remove();
}
