import { describe, expect, it } from 'vitest';
import { activeItem, showsBottomNav } from './bottom-nav-rules';

describe('showsBottomNav (the four main screens, and a question)', () => {
  it.each([
    ['/home', true],
    ['/events', true],
    ['/events/', true],
    ['/messages', true],
    ['/notifications', true],
    ['/events/summit', false],
    ['/messages/thread-1', false],
    ['/chat/ada', false],
    ['/profile', false],
    ['/profile/ada?show_qr=1', false],
    ['/communities', false],
    ['/create-question', false],
    ['/questions/where-is-room-b', true],
    ['/questions/where-is-room-b/', true],
    ['/questions/where-is-room-b/edit', false],
    ['/questions', false],
    ['/hi', false],
    ['/', false],
  ] as const)('%s: %s', (path, shown) => {
    expect(showsBottomNav(path)).toBe(shown);
  });
});

describe('activeItem', () => {
  it.each([
    ['/events', 'events'],
    ['/events/summit', 'events'],
    ['/home', 'home'],
    ['/messages', 'messages'],
    ['/messages/thread-1', 'messages'],
    ['/chat', 'messages'],
    ['/chat/ada-lovelace', 'messages'],
    ['/chatter', null],
    ['/questions/where-is-room-b', 'home'],
    ['/questions/where-is-room-b/edit', null],
    ['/notifications', null],
    ['/profile/ada', null],
    ['/', null],
  ] as const)('%s highlights %s', (path, item) => {
    expect(activeItem(path)).toBe(item);
  });
});
