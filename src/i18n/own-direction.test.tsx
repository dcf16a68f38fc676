// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ownDirection } from './own-direction';

const arabic = createIntl({ locale: 'ar', messages: { greet: 'مرحبًا {name}!' } });
const english = createIntl({ locale: 'en-US', messages: { greet: 'Hello {name}!' } });

describe('a member’s words inside a translated sentence', () => {
  it('sit in an isolate of their own, so a Latin name with a full stop at its end stays whole inside an Arabic sentence', () => {
    const { container } = render(<p>{arabic.formatMessage({ id: 'greet' }, { name: ownDirection('Ada L.') })}</p>);
    const isolate = container.querySelector('p > bdi');
    expect(isolate?.textContent).toBe('Ada L.');
    // The sentence reads the same: nothing invisible is added that a search or a copy would carry.
    expect(container.textContent).toBe('مرحبًا Ada L.!');
  });

  it('keep an Arabic name apart inside an English sentence, the rest of it left as written', () => {
    const { container } = render(<p>{english.formatMessage({ id: 'greet' }, { name: ownDirection('ليلى') })}</p>);
    expect([...container.querySelectorAll('bdi')].map((isolate) => isolate.textContent)).toEqual(['ليلى']);
    expect(container.textContent).toBe('Hello ليلى!');
    expect(container.textContent).not.toMatch(/[\u2066-\u2069\u200e\u200f]/);
  });
});
