import type { AnyRouteMatch } from '@tanstack/react-router';
import { useEffect, useRef, type RefObject } from 'react';
import type { DehydratedMatch, DehydratedRouter } from '@tanstack/router-core/ssr/client';
import { ROUTER_STATE_ELEMENT_ID } from '../../schemas/first-visit';
import { readDataBlock } from './data-block';
import { onIdle } from './on-idle';

// The server renders a public page's first visit (src/ssr/render-page.tsx), and the browser adopts
// that markup: the first render of each must draw the same, so what the app would mount a moment
// later (the header, the navigation) is drawn at once while the page is adopted.
let adopting = typeof window === 'undefined';

/** Whether the app is rendering the server's page: on the server, and in the browser until the page is adopted. */
export const adoptingServerMarkup = () => adopting;

// Once a page the server rendered is adopted whole; at once for a page the app drew itself.
let settled: Promise<void> = Promise.resolve();
let settle = () => {};
/** How long, at most, the browser's first idle moment after the adoption is waited for. */
const SETTLE_LIMIT_MS = 3_000;

/** The browser starts (true) or has finished (false) adopting the page the server sent. */
export function setAdoptingServerMarkup(on: boolean): void {
  adopting = on;
  if (on) {
    settled = new Promise<void>((resolve) => (settle = resolve));
    return;
  }
  onIdle(() => settle(), SETTLE_LIMIT_MS);
}

/**
 * Resolves once the page the server rendered is the app's own throughout. React takes over the
 * screen itself (inside the router's suspense boundary) after the rest of the page, at a low
 * priority and in slices of a few milliseconds; a change of a context above it before then (the
 * sign-in state) makes React take the whole screen over at once instead, in one long task. Such a
 * change waits for this: the browser's first idle moment after the adoption, when React has no work
 * left. At once where the app drew the page itself.
 */
export const serverMarkupSettled = (): Promise<void> => settled;

/** The router's state a page was rendered in, as the router's own server rendering writes it down. */
export type RouterState = DehydratedRouter;

/**
 * A match as the router's server rendering writes it down: its id with '#' for '/', when it loaded,
 * its status, and its loader's data (none of the server-rendered pages' loaders returns any).
 */
export function dehydratedMatch(match: AnyRouteMatch): DehydratedMatch {
  return {
    i: match.id.replaceAll('/', '#'),
    u: match.updatedAt,
    s: match.status,
    ...(match.loaderData !== undefined ? { l: match.loaderData as DehydratedMatch['l'] } : {}),
    ...(match.ssr !== undefined ? { ssr: match.ssr } : {}),
  };
}

/** The router's state the server rendered this page in, from its data block; undefined when there is none or it is not one. */
export function renderedRouterState(page: Pick<Document, 'getElementById'> = document): RouterState | undefined {
  const state = readDataBlock(ROUTER_STATE_ELEMENT_ID, page) as Partial<RouterState> | null | undefined;
  const valid = Array.isArray(state?.matches) && state.matches.every((match) => typeof match?.i === 'string' && typeof match.s === 'string');
  return valid ? { manifest: undefined, matches: state.matches! } : undefined;
}

type EarlyTaps = { meetverseStarted?: boolean; meetverseEarlyTap?: unknown };

/** From now on the app answers taps itself: it has taken the page over. */
export function appAnswersTaps(page: EarlyTaps = window as EarlyTaps): void {
  page.meetverseStarted = true;
}

/**
 * Whether this button of the server's page was tapped before the app had taken it over (public/load-app.js
 * kept the tap): true once, for the button that takes it, so its action runs then.
 */
export function takeEarlyTap(button: Element | null, page: EarlyTaps = window as EarlyTaps): boolean {
  if (!button || page.meetverseEarlyTap !== button) return false;
  page.meetverseEarlyTap = undefined;
  return true;
}

/** Runs a button's action when it was tapped on the server's page before the app had taken the page over. */
export function useEarlyTap(button: RefObject<HTMLButtonElement | null>, action: () => void): void {
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    if (takeEarlyTap(button.current)) latest.current();
  }, [button]);
}
