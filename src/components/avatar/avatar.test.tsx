// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../test-utils/render';
import { ANONYMOUS_COLOR, AVATAR_PALETTE, Avatar, avatarColor, initials } from './avatar';
import { contrastWithWhite } from '../../test-utils/contrast';

afterEach(cleanup);

describe('initials', () => {
  it.each([
    { name: 'Ada Lovelace', expected: 'AL' },
    { name: 'Grace Brewster Murray Hopper', expected: 'GH' },
    { name: '  jean-luc   picard  ', expected: 'JP' },
    { name: 'Cher', expected: 'CH' },
    { name: 'q', expected: 'Q' },
    { name: 'Émile Zola', expected: 'ÉZ' },
    { name: '😀 Smile', expected: 'SM' },
    { name: '', expected: '?' },
    { name: '   ', expected: '?' },
    { name: null, expected: '?' },
    { name: undefined, expected: '?' },
  ])('turns $name into $expected', ({ name, expected }) => {
    expect(initials(name)).toBe(expected);
  });

  it.each([
    { name: 'ن<', expected: 'ن' },
    { name: 'نور <3', expected: 'نو' },
    { name: '<Ada> (Lovelace)', expected: 'AL' },
    { name: '"Grace" Hopper!', expected: 'GH' },
    { name: 'R2-D2', expected: 'RD' },
    { name: 'Ada :) Lovelace ;)', expected: 'AL' },
    { name: '!!! ???', expected: '?' },
  ])('makes initials of letters only, never punctuation, digits or symbols: $name gives $expected', ({ name, expected }) => {
    expect(initials(name)).toBe(expected);
  });
});


describe('avatarColor', () => {
  it.each([...AVATAR_PALETTE, ANONYMOUS_COLOR])('uses %s, which gives AA contrast with white text', (color) => {
    expect(contrastWithWhite(color)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives the same name the same colour, ignoring case and spacing', () => {
    expect(avatarColor('Ada Lovelace')).toBe(avatarColor('  ada   LOVELACE '));
  });

  it('spreads different names over the palette', () => {
    const names = [
      'Ada Lovelace',
      'Alan Turing',
      'Grace Hopper',
      'Linus Torvalds',
      'Margaret Hamilton',
      'Ken Thompson',
      'Barbara Liskov',
      'Tim Berners-Lee',
      'Radia Perlman',
      'Donald Knuth',
    ];
    const colors = new Set(names.map(avatarColor));
    expect(colors.size).toBeGreaterThanOrEqual(4);
    for (const color of colors) expect(AVATAR_PALETTE).toContain(color);
  });

  it('uses the neutral colour when there is no name', () => {
    expect(avatarColor('  ')).toBe(ANONYMOUS_COLOR);
  });
});

describe('Avatar', () => {
  it('shows the initials and is labelled with the name', () => {
    render(<Avatar name="Ada Lovelace" />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' }).textContent).toBe('AL');
  });

  it('shows ? and the label Anonymous for an anonymous user, even with a name and picture', () => {
    render(<Avatar name="Ada Lovelace" src="/ada.png" anonymous />);
    const avatar = screen.getByRole('img', { name: 'Anonymous' });
    expect(avatar.textContent).toBe('?');
    expect(avatar.querySelector('img')).toBeNull();
  });

  it('shows ? when the name is missing', () => {
    render(<Avatar name={null} />);
    expect(screen.getByRole('img', { name: 'Anonymous' }).textContent).toBe('?');
  });

  it('renders the picture with the name as its alt text', () => {
    render(<Avatar name="Ada Lovelace" src="/ada.png" />);
    expect(screen.getByAltText('Ada Lovelace').getAttribute('src')).toBe('/ada.png');
  });

  it.each(['sm', 'md', 'lg', 'xl'] as const)('renders at size %s', (size) => {
    render(<Avatar name="Ada Lovelace" size={size} />);
    const style = screen.getByRole('img', { name: 'Ada Lovelace' }).getAttribute('style');
    expect(style).toContain(`--avatar-size: var(--avatar-size-${size})`);
  });
});

describe('the champion badge', () => {
  it('shows a badge named Champion on the avatar of a champion', () => {
    render(<Avatar name="Grace Hopper" role="champion" size="lg" />);
    expect(screen.getByRole('img', { name: 'Champion' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Grace Hopper' }).textContent).toBe('GH');
  });

  it.each(['member', 'admin', undefined])('shows no badge for the role %s', (role) => {
    render(<Avatar name="Grace Hopper" role={role} />);
    expect(screen.queryByRole('img', { name: 'Champion' })).toBeNull();
  });

  it('shows no badge on an anonymous avatar, which must not tell who it is', () => {
    render(<Avatar name="Grace Hopper" role="champion" anonymous />);
    expect(screen.queryByRole('img', { name: 'Champion' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Anonymous' })).toBeTruthy();
  });

  it.each(['sm', 'md', 'lg', 'xl'] as const)('keeps the avatar at size %s with the badge', (size) => {
    render(<Avatar name="Grace Hopper" role="champion" size={size} />);
    expect(screen.getByRole('img', { name: 'Grace Hopper' }).getAttribute('style')).toContain(`--avatar-size: var(--avatar-size-${size})`);
  });
});
