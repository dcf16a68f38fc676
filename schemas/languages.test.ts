import { describe, expect, it } from 'vitest';
import { matchLanguage, resolveLanguage } from './languages';

describe('the language on screen', () => {
  it('is the one chosen on this device, whatever the browser says', () => {
    expect(resolveLanguage('ar', ['de-DE', 'en-US']).tag).toBe('ar');
  });

  it('follows the first browser language the app speaks when none is chosen', () => {
    expect(resolveLanguage(null, ['tlh', 'de-AT', 'en-US']).tag).toBe('de');
    expect(resolveLanguage(null, ['pt-BR']).tag).toBe('pt-BR');
    expect(resolveLanguage(null, ['zh-Hans-CN']).tag).toBe('zh-CN');
  });

  it('is American English when the browser speaks nothing the app does, or a stored choice is unknown', () => {
    expect(resolveLanguage(null, ['tlh', 'x-klingon']).tag).toBe('en-US');
    expect(resolveLanguage('xx-YY', []).tag).toBe('en-US');
  });

  it('reads British English for English regions other than the US, and the usual variant of a bare language', () => {
    expect(matchLanguage('en-AU')?.tag).toBe('en-GB');
    expect(matchLanguage('en')?.tag).toBe('en-US');
    expect(matchLanguage('pt')?.tag).toBe('pt-PT');
    expect(matchLanguage('sv_SE')?.tag).toBe('sv');
    expect(matchLanguage('ar-EG')?.dir).toBe('rtl');
  });
});
