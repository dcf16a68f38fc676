import { describe, expect, it } from 'vitest';
import { readScannedText } from './scanned-text';

const ORIGIN = 'https://meetverse.example';

describe('a scanned text', () => {
  it('is accepted as a profile when it is a profile link of this app, slug or id decoded', () => {
    expect(readScannedText(`${ORIGIN}/profile/grace-hopper`, ORIGIN)).toEqual({ kind: 'profile', slugOrId: 'grace-hopper' });
    expect(readScannedText(`${ORIGIN}/profile/grace-hopper/`, ORIGIN)).toEqual({ kind: 'profile', slugOrId: 'grace-hopper' });
    expect(readScannedText(` ${ORIGIN}/profile/a%20b%2Fc?ref=qr \n`, ORIGIN)).toEqual({ kind: 'profile', slugOrId: 'a b/c' });
  });

  it('is accepted as a code when it reads as a member code, in any case, with or without its hyphen', () => {
    expect(readScannedText('7K2M-9QXD', ORIGIN)).toEqual({ kind: 'code', code: '7K2M9QXD' });
    expect(readScannedText('7k2m9qxd', ORIGIN)).toEqual({ kind: 'code', code: '7K2M9QXD' });
  });

  it('is refused when it is a link of another site, even to a profile path', () => {
    expect(readScannedText('https://evil.example/profile/grace-hopper', ORIGIN)).toBeNull();
    expect(readScannedText('http://meetverse.example/profile/grace-hopper', ORIGIN)).toBeNull();
  });

  it('is refused when it is another page of the app, or not a link at all', () => {
    expect(readScannedText(`${ORIGIN}/events/summit`, ORIGIN)).toBeNull();
    expect(readScannedText(`${ORIGIN}/profile/grace-hopper/edit`, ORIGIN)).toBeNull();
    expect(readScannedText(`${ORIGIN}/profile/`, ORIGIN)).toBeNull();
    expect(readScannedText(`${ORIGIN}/profile/%E0%A4%A`, ORIGIN)).toBeNull();
    expect(readScannedText('WIFI:S:venue;T:WPA;P:secret;;', ORIGIN)).toBeNull();
    expect(readScannedText('', ORIGIN)).toBeNull();
  });
});
