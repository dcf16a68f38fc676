import { describe, expect, it } from 'vitest';
import { backHref, backTarget } from './back-target';

describe('backTarget', () => {
  it.each([
    { row: 'event edit', from: '/events/local-first-meetup/edit', to: '/events/local-first-meetup' },
    { row: 'event edit, id with encoded characters', from: '/events/a%20b/edit', to: '/events/a%20b' },
    { row: 'event edit, trailing slash', from: '/events/summit/edit/', to: '/events/summit' },
    { row: 'event', from: '/events/local-first-meetup', to: '/events' },
    { row: 'event, trailing slash', from: '/events/local-first-meetup/', to: '/events' },
    { row: 'create-event', from: '/create-event', to: '/events' },
    { row: 'question', from: '/questions/where-is-room-b', to: '/' },
    { row: 'chat thread under /messages', from: '/messages/thread-1', to: '/messages' },
    { row: 'chat thread under /chat', from: '/chat/ada-lovelace', to: '/messages' },
    { row: 'messages', from: '/messages', to: '/' },
    { row: 'profile', from: '/profile', to: '/' },
    { row: 'profile of someone', from: '/profile/ada-lovelace', to: '/' },
    { row: 'create-community', from: '/create-community', to: '/' },
    { row: 'suggest-feature', from: '/suggest-feature', to: '/' },
    { row: 'anything else: home', from: '/home', to: '/' },
    { row: 'anything else: the events list', from: '/events', to: '/' },
    { row: 'anything else: the big screen', from: '/events/summit/big-screen', to: '/' },
    { row: 'question edit: the question, as event edit goes to the event', from: '/questions/q-1/edit', to: '/questions/q-1' },
    { row: 'anything else: /user/ paths', from: '/user/anything/else', to: '/' },
    { row: 'anything else: the root', from: '/', to: '/' },
  ])('$row: $from goes to $to', ({ from, to }) => {
    expect(backTarget(from)).toBe(to);
  });
});

describe('backHref', () => {
  it.each([
    { from: '/questions/where-is-room-b', to: '/home' },
    { from: '/profile/ada-lovelace', to: '/home' },
    { from: '/create-question', to: '/home' },
    { from: '/settings', to: '/home' },
  ])("links a back target of '/' straight to /home, where '/' sends a signed-in member: $from", ({ from, to }) => {
    expect(backTarget(from)).toBe('/');
    expect(backHref(from)).toBe(to);
  });

  it.each([
    { from: '/events/summit/edit', to: '/events/summit' },
    { from: '/events/summit', to: '/events' },
    { from: '/create-event', to: '/events' },
    { from: '/chat/ada-lovelace', to: '/messages' },
    { from: '/questions/q-1/edit', to: '/questions/q-1' },
  ])('keeps every other target: $from goes to $to', ({ from, to }) => {
    expect(backHref(from)).toBe(to);
  });
});
