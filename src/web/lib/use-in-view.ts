import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (once true, it stays true): for parts of a
 * page worth loading only when the visitor scrolls to them. True at once where IntersectionObserver is
 * missing.
 */
export function useInView<T extends Element>(margin = '300px'): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, margin]);
  return [ref, inView];
}
