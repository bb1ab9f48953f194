import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { findHashElement, hashTarget } from './scroll.ts';

/** How long a hash target may take to appear (its screen may still be loading). */
const HASH_WAIT_MS = 5000;
/** A reader's own scrolling ends the following of a moving hash target. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

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
    let frame = 0;
    let observer: MutationObserver | null = null;
    let settle: ResizeObserver | null = null;
    const stopSettling = () => {
      settle?.disconnect();
      settle = null;
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stopSettling);
    };
    const scrollTo = (el: HTMLElement) => {
      let target = hashTarget(el.getBoundingClientRect().top, window.scrollY);
      window.scrollTo({ top: target, behavior: 'smooth' });
      // What loads above the element (a banner, images, a list) moves it after the scroll
      // began: follow it while the page settles, until the reader scrolls by themselves.
      // Compared with the last place scrolled to, so that something that grows and then
      // shrinks back (a loading line) is followed both ways.
      settle = new ResizeObserver(() => {
        const again = hashTarget(el.getBoundingClientRect().top, window.scrollY);
        if (Math.abs(again - target) <= 1) return;
        target = again;
        window.scrollTo({ top: again, behavior: 'auto' });
      });
      settle.observe(document.body);
      for (const type of USER_SCROLL_EVENTS) {
        window.addEventListener(type, stopSettling, { passive: true, once: true });
      }
    };
    const timer = setTimeout(() => {
      observer?.disconnect();
      stopSettling();
    }, HASH_WAIT_MS);
    const now = findHashElement(hash);
    if (now) {
      // Let the layout settle for a frame (fonts, lazy images) before measuring.
      frame = requestAnimationFrame(() => scrollTo(now));
    } else {
      observer = new MutationObserver(() => {
        const el = findHashElement(hash);
        if (!el) return;
        observer?.disconnect();
        frame = requestAnimationFrame(() => scrollTo(el));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    }
    return () => {
      observer?.disconnect();
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      stopSettling();
    };
  }, [pathname, search, hash]);
  return null;
}
