import { describe, expect, it } from 'vitest';
import { messageParts } from './message-text';

describe('message text', () => {
  it('links http and https addresses and leaves the rest as typed', () => {
    expect(messageParts('Slides: https://example.com/talk?x=1 and http://a.io.')).toEqual([
      { kind: 'text', text: 'Slides: ' },
      { kind: 'link', text: 'https://example.com/talk?x=1', href: 'https://example.com/talk?x=1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://a.io', href: 'http://a.io/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links javascript: or data: addresses, and keeps markup as text', () => {
    const body = '<b>hi</b> javascript:alert(1) data:text/html,<script>x</script> [x](javascript:alert(1))';
    expect(messageParts(body)).toEqual([{ kind: 'text', text: body }]);
  });

  it('keeps emoji and right-to-left text whole', () => {
    expect(messageParts('שלום 👋🏽 مرحبا')).toEqual([{ kind: 'text', text: 'שלום 👋🏽 مرحبا' }]);
  });
});
