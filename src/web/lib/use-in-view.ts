import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (once true, it stays true): for parts of a
 * page worth loading only when the visitor scrolls to them. False on the server and in the first render, so
 * a server-rendered page hydrates as it was drawn; true at once after it where IntersectionObserver is
 * missing.
 */
export function useInView<T extends Element>(margin = '300px'): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
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
