import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { findHashElement, hashTarget } from './scroll.ts';

/** How long a hash target may take to appear (its screen may still be loading). */
const HASH_WAIT_MS = 5000;

/**
 * Section 2: a route with a hash scrolls smoothly to that element with a 60 px offset; any
 * other navigation scrolls to the top. The element may belong to a screen still loading, so
 * it is waited for (as the page changes) for a few seconds.
 */
export function ScrollManager() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
      return;
    }
    const scrollTo = (el: HTMLElement) => {
      const top = hashTarget(el.getBoundingClientRect().top, window.scrollY);
      window.scrollTo({ top, behavior: 'smooth' });
    };
    const now = findHashElement(hash);
    if (now) {
      // Let the layout settle for a frame (fonts, lazy images) before measuring.
      const frame = requestAnimationFrame(() => scrollTo(now));
      return () => cancelAnimationFrame(frame);
    }
    let frame = 0;
    const observer = new MutationObserver(() => {
      const el = findHashElement(hash);
      if (!el) return;
      observer.disconnect();
      clearTimeout(timer);
      frame = requestAnimationFrame(() => scrollTo(el));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), HASH_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [pathname, search, hash]);
  return null;
}
