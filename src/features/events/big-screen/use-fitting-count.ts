import { useLayoutEffect, useState } from 'react';

/**
 * How many of a list's items, in order, fit whole inside it: all of them when the list is not held to
 * a height (it grows, the page scrolls), else up to the first that would be cut. Items are matched by
 * their `data-item` attribute, so elements leaving with an animation are not counted.
 */
export function useFittingCount(list: HTMLElement | null, ids: readonly string[]): number {
  const [fitting, setFitting] = useState(ids.length);
  const key = ids.join('\n');
  useLayoutEffect(() => {
    if (!list) return;
    const current = new Set(key ? key.split('\n') : []);
    const measure = () => {
      const items = (Array.from(list.children) as HTMLElement[]).filter((child) => current.has(child.dataset.item ?? ''));
      if (list.scrollHeight <= list.clientHeight + 1) {
        setFitting(items.length);
        return;
      }
      let count = 0;
      for (const item of items) {
        if (item.offsetTop + item.offsetHeight > list.clientHeight + 1) break;
        count += 1;
      }
      setFitting(count);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    for (const child of Array.from(list.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [list, key]);
  return Math.min(fitting, ids.length);
}
