// Mantine reads these browser APIs, which happy-dom leaves out.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  // Autosizing text areas listen for web fonts loading.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() } });
  }
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Testing Library cleans up by itself only with test globals on; we import from vitest instead.
if (typeof window !== 'undefined') {
  const [{ afterEach }, { cleanup, configure }] = await Promise.all([import('vitest'), import('@testing-library/react')]);
  afterEach(cleanup);
  // Screens write through a real local database: on a busy two-core machine a write and its re-render
  // can take more than Testing Library's default second to appear.
  configure({ asyncUtilTimeout: 5_000 });
}
export {};
