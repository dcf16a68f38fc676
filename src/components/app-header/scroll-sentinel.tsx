import { useEffect, useRef } from 'react';

/**
 * A 1 px marker above the /home header. Once it leaves the viewport the page has scrolled
 * under the header, which then changes its gradient.
 */
export function ScrollSentinel({ onScrolledChange }: { onScrolledChange: (scrolled: boolean) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) onScrolledChange(!entry.isIntersecting);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      onScrolledChange(false);
    };
  }, [onScrolledChange]);
  return <div ref={ref} aria-hidden="true" data-testid="scroll-sentinel" style={{ height: 1, marginBottom: -1 }} />;
}
