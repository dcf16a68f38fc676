import { renderHook } from '@testing-library/react';

/** Renders a hook and counts its renders, to tell whether a change re-rendered its readers. */
export function renderCountingHook<T>(useValue: () => T) {
  let renders = 0;
  const hook = renderHook(() => {
    renders++;
    return useValue();
  });
  return { hook, renders: () => renders };
}
