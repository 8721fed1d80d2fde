import { useEffect } from 'react';

/** antd's scrolling parts of a table: sideways (scroll.x) and, with a fixed header, downwards. */
const SCROLLERS = '.ant-table-content, .ant-table-body';
const MARK = 'data-keyboard-scroll';

function scrolls(element: HTMLElement): boolean {
  return element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight;
}

/** Gives every scroller that overflows a tab stop, and takes it back once it fits again. */
export function markScrollableTables(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>(SCROLLERS)) {
    const marked = element.hasAttribute(MARK);
    if (scrolls(element)) {
      if (!marked && !element.hasAttribute('tabindex')) {
        element.tabIndex = 0;
        element.setAttribute(MARK, '');
      }
    } else if (marked) {
      element.removeAttribute('tabindex');
      element.removeAttribute(MARK);
    }
  }
}

/**
 * A table wider than its box must be scrollable from the keyboard (WCAG 2.1.1; axe's
 * scrollable-region-focusable): a table of plain text has nothing to tab to, so its scroller
 * itself takes focus, and the arrow keys scroll it. antd gives it no tabindex; this watches the
 * whole document (modals and drawers render outside the page) and marks them as they come.
 */
export function useScrollableTables(): void {
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        markScrollableTables(document);
      });
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, []);
}
